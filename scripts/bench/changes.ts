// `npm run bench:changes`: what each change to Docusaurus (config/stock.ts, ARCHITECTURE.md) is worth.
// Builds the site cold with every change on, then with each change off in turn (SITE_STOCK=<name>), then
// with all off, and for each build records its wall time, CPU time and peak memory (largest process, GNU
// time) and the JavaScript and CSS the benchmark pages load before interaction (gzipped, as
// `npm run bench:bundle` measures). Eighteen cold builds: about half an hour on a quiet 2-core machine.
// With --lighthouse, each build is scored by Lighthouse (mobile, median of 3 runs) on a docs page and a
// release page instead, and the scores go to a result of their own (changes-lighthouse), which leaves the
// bytes table as it was: about a minute and a half more a build. Changes named there are added to that
// result's earlier rows on this machine, each row with the time it was measured.
// Usage: npm run bench:changes [-- [--lighthouse] name ...]   (only the changes named, beside the build with all on)
import fs from 'node:fs';
import path from 'node:path';
import {changeNames, startOnlyChanges} from '../../config/stock';
import {measurePages} from './bundle';
import {lighthousePages} from './lighthouse';
import {benchPages, buildCommand, kb, mb, outDir, parseGnuTime, printTable, root, run, serveBuild, writeResult} from './lib';

const args = process.argv.slice(2);
const named = args.filter((a) => !a.startsWith('-'));
const offs = ['none', ...(named.length ? named : changeNames.filter((name) => !startOnlyChanges.includes(name))), ...(named.length ? [] : ['all'])];
const withLighthouse = args.includes('--lighthouse');
/** The pages Lighthouse scores with each change off: a docs page and the heaviest release page of the benchmark pages. */
const lighthouseChangePages = ['/docs/apis/subsystems/form', '/general/releases/4.2'];

async function measure(off: string) {
  const clear = await run(path.join(root, 'node_modules/.bin/docusaurus'), ['clear']);
  if (clear.code !== 0) throw new Error(`docusaurus clear failed: ${clear.output}`);
  const [command, ...args] = buildCommand;
  const r = await run('/usr/bin/time', ['-v', command, ...args], {env: off === 'none' ? {} : {SITE_STOCK: off}});
  if (r.code !== 0) {
    console.error(r.output.slice(-4000));
    throw new Error(`the build with ${off} off failed`);
  }
  const t = parseGnuTime(r.output);
  const server = await serveBuild(Number(process.env.BENCH_PORT ?? 3235));
  let pages;
  try {
    pages = await measurePages(server.url, benchPages);
  } finally {
    await server.close();
  }
  return {
    off,
    build: {wallS: Math.round(r.wallMs / 100) / 10, cpuS: Math.round((t.userS + t.systemS) * 10) / 10, peakProcessMB: mb(t.maxRssBytes), peakTreeMB: mb(r.peakTreeRss)},
    bytes: pages.map((p) => ({path: p.path, gzipKB: kb(p.js.gzip + p.css.gzip)})),
    ...(withLighthouse && {lighthouse: await lighthousePages(lighthouseChangePages, 3)}),
  };
}

interface LighthouseRow {
  off: string;
  measuredAt: string;
  pages: Awaited<ReturnType<typeof lighthousePages>>;
}

/** The rows of the last `--lighthouse` run on this machine, each with when it was measured. */
function earlierLighthouseRows(): LighthouseRow[] {
  const file = path.join(outDir, 'changes-lighthouse.json');
  if (!fs.existsSync(file)) return [];
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {changes: LighthouseRow[]}).changes;
}

async function main() {
  const changes = [];
  for (const off of offs) {
    console.log(`::: ${off} off`);
    changes.push(await measure(off));
  }
  printTable(
    'Each change off: JS + CSS before interaction (KB gzipped) and the cold build',
    changes.map((c) => ({off: c.off, ...Object.fromEntries(c.bytes.map((b) => [b.path, b.gzipKB])), 'build s': c.build.wallS, 'CPU s': c.build.cpuS, 'peak MB': c.build.peakProcessMB})),
  );
  const command = (flags: string[]) => `npm run bench:changes${flags.length ? ` -- ${flags.join(' ')}` : ''}`;
  if (!withLighthouse) {
    console.log(`wrote ${writeResult('changes', {command: command(named), changes})}`);
  } else {
    printTable(
      'Each change off: Lighthouse performance (median of 3)',
      changes.map((c) => ({off: c.off, ...Object.fromEntries((c.lighthouse ?? []).map((l) => [l.path, `${l.scores.performance} (TBT ${l.metrics['total-blocking-time']}, LCP ${l.metrics['largest-contentful-paint']})`]))})),
    );
    const measuredAt = new Date().toISOString();
    const rows: LighthouseRow[] = changes.map((c) => ({off: c.off, measuredAt, pages: c.lighthouse ?? []}));
    const kept = named.length ? earlierLighthouseRows().filter((row) => !rows.some((r) => r.off === row.off)) : [];
    const order = ['none', ...changeNames, 'all'];
    const all = [...rows, ...kept].sort((a, b) => order.indexOf(a.off) - order.indexOf(b.off));
    console.log(`wrote ${writeResult('changes-lighthouse', {command: command(['--lighthouse', ...(kept.length ? ['<name>…'] : named)]), changes: all})}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
