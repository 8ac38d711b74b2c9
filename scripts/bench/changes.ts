// `npm run bench:changes`: what each change to Docusaurus (config/stock.ts, ARCHITECTURE.md) is worth.
// Builds the site cold with every change on, then with each change off in turn (SITE_STOCK=<name>), then
// with all off, and for each build records its wall time, CPU time and peak memory (largest process, GNU
// time) and the JavaScript and CSS the benchmark pages load before interaction (gzipped, as
// `npm run bench:bundle` measures). Fifteen cold builds: about half an hour on a quiet 2-core machine.
// Usage: npm run bench:changes [-- name ...]   (only the changes named, beside the build with all on)
import path from 'node:path';
import {changeNames} from '../../config/stock';
import {measurePages} from './bundle';
import {benchPages, buildCommand, kb, mb, parseGnuTime, printTable, root, run, serveBuild, writeResult} from './lib';

const named = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const offs = ['none', ...(named.length ? named : changeNames), ...(named.length ? [] : ['all'])];

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
  try {
    const pages = await measurePages(server.url, benchPages);
    return {
      off,
      build: {wallS: Math.round(r.wallMs / 100) / 10, cpuS: Math.round((t.userS + t.systemS) * 10) / 10, peakProcessMB: mb(t.maxRssBytes), peakTreeMB: mb(r.peakTreeRss)},
      bytes: pages.map((p) => ({path: p.path, gzipKB: kb(p.js.gzip + p.css.gzip)})),
    };
  } finally {
    await server.close();
  }
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
  console.log(`wrote ${writeResult('changes', {command: `npm run bench:changes${named.length ? ` -- ${named.join(' ')}` : ''}`, changes})}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
