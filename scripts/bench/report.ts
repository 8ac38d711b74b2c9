// Prints the latest figures in artifacts/bench/*.json as the Markdown table of the README's
// "Benchmarks" section, beside the targets and the old site's figures from DESIGN.md.
// Usage: npx tsx scripts/bench/report.ts
import fs from 'node:fs';
import path from 'node:path';
import {outDir} from './lib';

function load(name: string): any | null {
  const file = path.join(outDir, `${name}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

const build = load('build');
const dev = load('dev');
const bundle = load('bundle');
const lighthouse = load('lighthouse');
const na = 'not measured';

const cold = build?.results.find((r: any) => r.label.startsWith('cold'));
const warm = build?.results.find((r: any) => r.label.startsWith('warm'));
const devCold = dev?.results.find((r: any) => r.label.startsWith('cold'));
const devWarm = dev?.results.find((r: any) => r.label.startsWith('warm'));
const peak = build ? Math.max(...build.results.map((r: any) => r.peakTreeRssMB)) : null;

// Columns: measure | target | this site | the old site (Docusaurus 2.4, webpack) | its 2026 successor (3.10, faster).
const rows: string[][] = [
  [
    'Cold production build',
    '≤ 90 s',
    cold ? `${cold.wallS} s (${cold.cpuS} s CPU, ${cold.routes} pages)` : na,
    '≈ 17 min (1,422 routes)',
    '4 min 5 s (2,591 routes)',
  ],
  ['Warm rebuild (persistent cache)', '≤ 30 s', warm ? `${warm.wallS} s (${warm.cpuS} s CPU)` : na, '', ''],
  ['Peak memory of the build (process tree)', '≤ 2.5 GB', peak ? `${(peak / 1024).toFixed(2)} GB` : na, '3.0 GB', '5.7 GB'],
  [
    '`npm start`: first page',
    '≤ 60 s',
    devCold ? `${devCold.firstPageS} s cold, ${devWarm?.firstPageS ?? '?'} s warm` : devWarm ? `${devWarm.firstPageS} s warm` : na,
    '≈ 6 min',
    '',
  ],
  ['`npm start`: edited page refreshed', '≤ 2 s', devWarm?.editRebuildS != null ? `${devWarm.editRebuildS} s` : na, '', ''],
];
for (const p of bundle?.pages ?? []) {
  const total = Math.round((p.js.gzip + p.css.gzip) / 102.4) / 10;
  rows.push([
    `JS + CSS before interaction, \`${p.path}\` (gzipped)`,
    '≤ 200 KB',
    `${total} KB (JS ${Math.round(p.js.gzip / 102.4) / 10}, CSS ${Math.round(p.css.gzip / 102.4) / 10})`,
    '269 KB',
    '405 KB',
  ]);
}
for (const r of lighthouse?.results ?? []) {
  const s = r.scores;
  rows.push([
    `Lighthouse mobile \`${r.path}\` (perf / a11y / BP / SEO)`,
    '≥ 95 each',
    `${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}`,
    '',
    '',
  ]);
}

const header = ['Measure', 'Target', 'This site', 'Old site (Docusaurus 2.4)', 'Its successor (3.10, faster)'];
console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map(() => '---').join(' | ')} |`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
const dates = [build, dev, bundle, lighthouse].filter(Boolean).map((d: any) => `${d.measuredAt.slice(0, 16)} (load ${d.machine.loadAverage1mAtStart.toFixed(1)})`);
console.log(`\nMeasured ${dates.join(', ')} on ${build?.machine.cores ?? 2} cores.`);
