// `npm run bench:report`: writes BENCHMARKS.md, one table of the latest figures, from the results the
// benchmarks left in artifacts/bench/*.json, each row with the command that measured it, when, on which
// machine and under what load. Run the benchmarks first (on a quiet machine: wall times move with other
// work, CPU times and bytes do not). A benchmark with no result there keeps its rows from the committed
// BENCHMARKS.md (./previous.ts).
import fs from 'node:fs';
import path from 'node:path';
import {kb, outDir, root} from './lib';
import {changesHeading, changesLighthouseHeading, previousBenchmarks} from './previous';

/* eslint-disable @typescript-eslint/no-explicit-any -- results are the JSON the benchmarks wrote */
const load = (name: string): any | null => {
  const file = path.join(outDir, `${name}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const gb = (mb: number) => `${(mb / 1024).toFixed(2)} GB`;
const list = (values: (string | number)[]) => values.join(', ');

interface Row {
  measure: string;
  target: string;
  figure: string;
  result: any;
  command: string;
  /** Load averages of the runs, when the result records them per run. */
  loads?: string;
}

const rows: (Row | string)[] = [];
const missing: string[] = [];

const benchmarksFile = path.join(root, 'BENCHMARKS.md');
const previous = previousBenchmarks(fs.existsSync(benchmarksFile) ? fs.readFileSync(benchmarksFile, 'utf8') : '');

/** Keeps the previous rows of a result that is missing; says it was not measured when there are none. */
function keepPrevious(name: string, command: string) {
  const kept = previous.rows.filter((r) => r.result === name).map((r) => r.line);
  if (kept.length > 0) rows.push(...kept);
  else missing.push(command);
}

function buildRows(name: string, label: string) {
  const build = load(name);
  if (!build) return keepPrevious(name, `\`npm run bench:build${name === 'build-stock' ? ' -- --stock' : ''}\``);
  for (const kind of ['cold', 'warm']) {
    const runs = build.results.filter((r: any) => r.kind === kind);
    if (runs.length === 0) continue;
    const target = kind === 'cold' ? '≤ 60 s' : '≤ 30 s';
    const phases = [...new Set(runs.flatMap((r: any) => r.phases.map((p: any) => p.phase)))] as string[];
    const phaseText = phases
      .map((phase) => {
        const of = runs.map((r: any) => r.phases.find((p: any) => p.phase === phase)).filter(Boolean);
        return `${phase} ${median(of.map((p: any) => p.wallS))} s (${median(of.map((p: any) => p.cpuS))} s CPU, ${gb(median(of.map((p: any) => p.peakTreeMB)))})`;
      })
      .join('; ');
    rows.push({
      measure: `${label}, ${kind}`,
      target,
      figure: `median ${median(runs.map((r: any) => r.wallS))} s wall, ${median(runs.map((r: any) => r.cpuS))} s CPU (runs: ${list(runs.map((r: any) => `${r.wallS} s`))}), ${runs[0].pages} pages. Phases: ${phaseText}`,
      result: build,
      command: build.command ?? 'npm run bench:build',
      loads: list(runs.map((r: any) => `${r.loadBefore.split(' ')[0]} → ${r.loadAfter.split(' ')[0]}`)),
    });
    rows.push({
      measure: `${label}, ${kind}: peak memory`,
      target: '≤ 2.5 GB',
      figure: `largest process ${gb(Math.max(...runs.map((r: any) => r.peakProcessMB)))}, process tree ${gb(Math.max(...runs.map((r: any) => r.peakTreeMB)))} (highest of ${runs.length} runs)`,
      result: build,
      command: build.command ?? 'npm run bench:build',
    });
  }
}

buildRows('build', 'Production build');
buildRows('build-stock', 'Production build with every change off (SITE_STOCK=all)');

const stock = load('stock');
if (stock) {
  const c = (n: any) => (n ? `${n.passed} passed, ${n.failed} failed, ${n.skipped} skipped` : 'did not run');
  rows.push({
    measure: 'Every change off (SITE_STOCK=all): checks over the build, browser tests of the built site',
    target: 'all pass',
    figure: `site checks ${c(stock.site)}; browser tests ${c(stock.e2e)} (the tests of the changes themselves are skipped)`,
    result: stock,
    command: stock.command,
  });
} else keepPrevious('stock', '`npm run bench:stock`');

for (const name of ['tests', 'tests-cold']) {
  const tests = load(name);
  if (tests) {
    rows.push({
      measure: `\`npm test\`, build cache ${tests.buildCache}`,
      target: '≤ 6 min',
      figure: `${tests.wallS} s: ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped. Suites: ${list(tests.suites.map((s: any) => `${s.name} ${s.wallS} s`))}`,
      result: tests,
      command: tests.command,
    });
  } else keepPrevious(name, name === 'tests' ? '`npm run bench:tests`' : '`npm run bench:tests -- --cold`');
}

const dev = load('dev');
if (dev) {
  for (const r of dev.results) {
    rows.push({measure: `\`npm start\` (${r.label}): first page hydrated`, target: '≤ 60 s', figure: `${r.firstPageS} s (HTML ${r.htmlS} s)`, result: dev, command: 'npm run bench:dev'});
    if (r.editRebuildS != null) rows.push({measure: `\`npm start\` (${r.label}): edited page refreshed`, target: '≤ 2 s', figure: `${r.editRebuildS} s (median of ${list(r.editSamplesS)})`, result: dev, command: 'npm run bench:dev'});
  }
} else keepPrevious('dev', '`npm run bench:dev`');

const bundle = load('bundle');
if (bundle) {
  for (const p of bundle.pages) {
    rows.push({
      measure: `JS + CSS before interaction, \`${p.path}\` (gzipped)`,
      target: '≤ 200 KB',
      figure: `${kb(p.js.gzip + p.css.gzip)} KB (JS ${kb(p.js.gzip)}, CSS ${kb(p.css.gzip)})`,
      result: bundle,
      command: 'npm run bench:bundle',
    });
  }
} else keepPrevious('bundle', '`npm run bench:bundle`');

const lighthouse = load('lighthouse');
if (lighthouse) {
  for (const r of lighthouse.results) {
    const s = r.scores;
    rows.push({
      measure: `Lighthouse mobile \`${r.path}\` (performance / accessibility / best practices / SEO)`,
      target: '≥ 97 / 100 / 100 / 100',
      figure: `${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}`,
      result: lighthouse,
      command: 'npm run bench:lighthouse',
    });
  }
} else keepPrevious('lighthouse', '`npm run bench:lighthouse`');

const relevance = load('relevance');
if (relevance) {
  const s = relevance.summary;
  rows.push({measure: 'Search relevance (138 queries)', target: 'top-1 ≥ 95 %, top-5 100 %, MRR ≥ 0.96', figure: `top-1 ${s.top1 ?? s['top-1']}, top-5 ${s.top5 ?? s['top-5']}, mean reciprocal rank ${s.mrr ?? s.MRR}`, result: relevance, command: 'npm run bench:relevance'});
} else keepPrevious('relevance', '`npm run bench:relevance`');

const search = load('search');
if (search) {
  const heaviest = search.queries.reduce((a: any, b: any) => (b.first.gzip > a.first.gzip ? b : a));
  const later = search.queries.map((q: any) => q.later.ms);
  rows.push({
    measure: `Search in the modal on \`${search.startPage}\` (${search.queries.length} queries): bytes of a first query, time to a later query's results`,
    target: '< 300 KB; < 300 ms',
    figure: `at most ${kb(heaviest.first.gzip)} KB (\`${heaviest.query}\`); ${Math.min(...later)}–${Math.max(...later)} ms`,
    result: search,
    command: 'npm run bench:search',
  });
} else keepPrevious('search', '`npm run bench:search`');

const changes = load('changes');
const changeRows: string[] = [];
if (changes) {
  for (const c of changes.changes) {
    changeRows.push(`| \`${c.off}\` | ${c.bytes.map((b: any) => `${b.path} ${b.gzipKB} KB`).join(', ')} | ${c.build.wallS} s, ${c.build.cpuS} s CPU, ${gb(c.build.peakProcessMB)} |`);
  }
}
if (!changes && !previous.changes) missing.push('`npm run bench:changes`');

const machineOf = (r: any) => `${r.machine.cores} cores${r.machine.cpu ? ` (${r.machine.cpu})` : ''}, ${r.machine.memoryGB} GB${r.machine.node ? `, Node ${r.machine.node}` : ''}`;
const whenOf = (row: Row) =>
  `${row.result.measuredAt.slice(0, 16).replace('T', ' ')} UTC, load ${row.loads ?? `${row.result.machine.loadAverage1mAtStart.toFixed(2)} → ${row.result.machine.loadAverage1mAtEnd.toFixed(2)}`}`;
const cell = (text: string) => text.replace(/\|/g, '\\|');

const out = [
  '# Benchmarks',
  '',
  'Generated by `npm run bench:report` from the latest results of the benchmarks in `scripts/bench/` (each writes `artifacts/bench/<name>.json`); do not edit by hand. Wall times and Lighthouse scores move with other work on the machine (the load average is the 1-minute average before and after a run; the build and `npm test` benchmarks start each run once it is under 1, waiting up to three minutes); CPU times, memory and bytes do not. The targets are the product\'s (DESIGN.md). A benchmark not run where the report was written keeps its rows from the previous version of this file.',
  '',
  '| Measure | Target | Figure | Measured | Command | Machine |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map((row) => (typeof row === 'string' ? row : `| ${cell(row.measure)} | ${row.target} | ${cell(row.figure)} | ${whenOf(row)} | \`${row.command}\` | ${machineOf(row.result)} |`)),
  '',
];
if (changeRows.length > 0) {
  out.push(
    `## ${changesHeading}`,
    '',
    `From \`npm run bench:changes\` (${changes.measuredAt.slice(0, 16).replace('T', ' ')} UTC, ${machineOf(changes)}, load ${changes.machine.loadAverage1mAtStart.toFixed(1)} → ${changes.machine.loadAverage1mAtEnd.toFixed(1)}): the site built cold with one change off (\`SITE_STOCK=<name>\`), then JS + CSS before interaction (gzipped) on the benchmark pages and the build's wall time, CPU and peak (largest process). The first row has every change on. ARCHITECTURE.md says what each change does.`,
    '',
    '| Off | Before interaction | Build |',
    '| --- | --- | --- |',
    ...changeRows,
    '',
  );
} else if (previous.changes) {
  out.push(previous.changes, '');
}
const changesLighthouse = load('changes-lighthouse');
if (changesLighthouse) {
  const paths: string[] = changesLighthouse.changes[0].pages.map((p: any) => p.path);
  const others = (p: any) => `${p.scores.accessibility}/${p.scores['best-practices']}/${p.scores.seo}`;
  out.push(
    `## ${changesLighthouseHeading}`,
    '',
    `From \`${changesLighthouse.command}\` (${machineOf(changesLighthouse)}; load ${changesLighthouse.machine.loadAverage1mAtStart.toFixed(1)} → ${changesLighthouse.machine.loadAverage1mAtEnd.toFixed(1)} in the last run): the site built cold with one change off, then Lighthouse (mobile, its simulated slow 4G and CPU slowdown; the median of 3 runs by performance) on each page: the performance score with its total blocking time and largest contentful paint, then accessibility / best practices / SEO. The first row has every change on. Scores move by a few points from run to run on this machine.`,
    '',
    `| Off | ${paths.join(' | ')} | Measured |`,
    `| --- | ${paths.map(() => '---').join(' | ')} | --- |`,
    ...changesLighthouse.changes.map(
      (c: any) => `| \`${c.off}\` | ${c.pages.map((p: any) => `${p.scores.performance} (TBT ${p.metrics['total-blocking-time']}, LCP ${p.metrics['largest-contentful-paint']}); ${others(p)}`).join(' | ')} | ${c.measuredAt.slice(0, 16).replace('T', ' ')} UTC |`,
    ),
    '',
  );
} else if (previous.changesLighthouse) {
  out.push(previous.changesLighthouse, '');
}
if (missing.length > 0) out.push(`Not measured yet: ${missing.join(', ')}.`, '');
fs.writeFileSync(benchmarksFile, out.join('\n'));
console.log(`wrote BENCHMARKS.md (${rows.length} rows${missing.length ? `; not measured yet: ${missing.join(', ')}` : ''})`);
