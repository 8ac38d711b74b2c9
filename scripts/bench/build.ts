// Production build benchmark: a cold build after `docusaurus clear` (no persistent cache), then a warm
// rebuild of the same tree with the persistent cache. Wall time, CPU time (GNU time), peak memory of the
// largest process (GNU time) and of the whole process tree (summed RSS, sampled), routes built.
// Usage: npx tsx scripts/bench/build.ts [--warm-only]
import fs from 'node:fs';
import path from 'node:path';
import {buildNodeOptions, mb, parseGnuTime, printTable, root, run, seconds, writeResult} from './lib';

function countPages(dir: string): number {
  let n = 0;
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    if (e.isDirectory()) n += e.name === 'assets' ? 0 : countPages(path.join(dir, e.name));
    else if (e.name.endsWith('.html')) n++;
  }
  return n;
}

async function timedBuild(label: string) {
  const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');
  const r = await run('/usr/bin/time', ['-v', docusaurus, 'build'], {env: {NODE_OPTIONS: buildNodeOptions}});
  if (r.code !== 0) {
    console.error(r.output.slice(-4000));
    throw new Error(`${label} build failed (exit ${r.code})`);
  }
  const t = parseGnuTime(r.output);
  return {
    label,
    wallS: seconds(r.wallMs),
    cpuS: Math.round((t.userS + t.systemS) * 10) / 10,
    peakTreeRssMB: mb(r.peakTreeRss),
    peakLargestProcessMB: mb(t.maxRssBytes),
    // Pages written, the not-found page included (one HTML file per route with trailingSlash false).
    routes: countPages(path.join(root, 'build')),
  };
}

async function main() {
  const results = [];
  if (!process.argv.includes('--warm-only')) {
    const clear = await run(path.join(root, 'node_modules/.bin/docusaurus'), ['clear']);
    if (clear.code !== 0) throw new Error(`docusaurus clear failed: ${clear.output}`);
    results.push(await timedBuild('cold (after docusaurus clear)'));
  }
  results.push(await timedBuild('warm (persistent cache)'));
  printTable(
    'Production build',
    results.map((r) => ({
      build: r.label,
      'wall s': r.wallS,
      'CPU s': r.cpuS,
      'peak tree MB': r.peakTreeRssMB,
      'peak process MB': r.peakLargestProcessMB,
      routes: r.routes,
    })),
  );
  console.log(`wrote ${writeResult('build', {targets: {coldS: 90, warmS: 30, peakMB: 2560}, results})}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
