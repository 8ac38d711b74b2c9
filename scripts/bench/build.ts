// Production build benchmark: `npm run build` cold (after `docusaurus clear`, so without the persistent
// cache) and warm (again, on the cache the build before it left), three runs of each. For each run: wall
// and CPU time of the whole process tree (GNU time), peak memory of the largest process (GNU time) and of
// the process tree (resident memory summed over its processes, sampled every 100 ms), and the same for each
// phase of the build (loading the site, bundling, rendering, Markdown twins, search index, offline app),
// with the load average before and after the run. Each run starts once the machine is quiet (lib.ts,
// untilQuiet), a cold one after `docusaurus clear`.
// Usage: npm run bench:build [-- --runs 3] [--cold-only | --warm-only] [--stock]
//   --stock builds with every change to Docusaurus off (SITE_STOCK=all, see config/stock.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildCommand, mb, parseGnuTime, printTable, root, run, untilQuiet, writeResult, type RunResult} from './lib';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const stock = args.includes('--stock');
const kinds = args.includes('--warm-only') ? ['warm'] : args.includes('--cold-only') ? ['cold'] : ['cold', 'warm'];

/** Lines the build prints at the end of a phase, and how long the phase took. */
const phaseLines: {phase: string; pattern: RegExp}[] = [
  {phase: 'load site', pattern: /\[PERF\] Build > [^>]+ > Load site - ([\d.]+ (?:ms|seconds))/},
  {phase: 'bundling', pattern: /\[PERF\] Build > [^>]+ > Bundling with \w+ - ([\d.]+ (?:ms|seconds))/},
  {phase: 'rendering', pattern: /\[PERF\] Build > [^>]+ > SSG - ([\d.]+ (?:ms|seconds))/},
  {phase: 'twins', pattern: /\[markdown-twins\] .* in ([\d.]+ s);/},
  {phase: 'search index', pattern: /\[search-local\] Indexed .* in ([\d.]+ s)/},
  {phase: 'offline app', pattern: /\[offline-app\] .* in ([\d.]+ s)/},
  {phase: 'post-build (all)', pattern: /\[PERF\] Build > [^>]+ > postBuild\(\) - ([\d.]+ (?:ms|seconds))/},
];

const toSeconds = (text: string) => (text.endsWith('ms') ? parseFloat(text) / 1000 : parseFloat(text));
const round = (n: number) => Math.round(n * 10) / 10;
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

interface Phase {
  phase: string;
  wallS: number;
  cpuS: number;
  peakTreeMB: number;
  peakProcessMB: number;
}

/** Each phase's window, from the time its closing line arrived and the duration it names. */
function phasesOf(r: RunResult): Phase[] {
  const phases: Phase[] = [];
  for (const {atMs, text} of r.lines) {
    for (const {phase, pattern} of phaseLines) {
      const match = pattern.exec(text.replace(/\x1b\[[0-9;]*m/g, ''));
      if (!match) continue;
      const wallS = toSeconds(match[1]);
      const window = r.samples.filter((s) => s.atMs >= atMs - wallS * 1000 - 100 && s.atMs <= atMs + 100);
      if (window.length === 0) continue;
      const cpuS = window[window.length - 1].cpuS - window[0].cpuS;
      // A phase that ran twice (the site loads once in each build process) is summed.
      const earlier = phases.find((p) => p.phase === phase);
      const figures = {
        wallS: round(wallS + (earlier?.wallS ?? 0)),
        cpuS: round(cpuS + (earlier?.cpuS ?? 0)),
        peakTreeMB: Math.max(earlier?.peakTreeMB ?? 0, mb(Math.max(...window.map((s) => s.treeRss)))),
        peakProcessMB: Math.max(earlier?.peakProcessMB ?? 0, mb(Math.max(...window.map((s) => s.largestRss)))),
      };
      if (earlier) Object.assign(earlier, figures);
      else phases.push({phase, ...figures});
    }
  }
  return phases;
}

function countPages(dir: string): number {
  let n = 0;
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    if (e.isDirectory()) n += e.name === 'assets' ? 0 : countPages(path.join(dir, e.name));
    else if (e.name.endsWith('.html')) n++;
  }
  return n;
}

async function timedBuild(kind: string, index: number) {
  const loadBefore = load();
  const [command, ...commandArgs] = buildCommand;
  const env = {DOCUSAURUS_PERF_LOGGER: 'true', ...(stock ? {SITE_STOCK: 'all'} : {})};
  const r = await run('/usr/bin/time', ['-v', command, ...commandArgs], {env});
  if (r.code !== 0) {
    console.error(r.output.slice(-4000));
    throw new Error(`${kind} build failed (exit ${r.code})`);
  }
  const t = parseGnuTime(r.output);
  const result = {
    kind,
    run: index + 1,
    wallS: round(r.wallMs / 1000),
    cpuS: round(t.userS + t.systemS),
    peakTreeMB: mb(r.peakTreeRss),
    peakProcessMB: mb(t.maxRssBytes),
    pages: countPages(path.join(root, 'build')),
    loadBefore,
    loadAfter: load(),
    phases: phasesOf(r),
  };
  console.log(`${kind} ${index + 1}: ${result.wallS} s wall, ${result.cpuS} s CPU, peak ${result.peakProcessMB} MB (largest process), ${result.peakTreeMB} MB (tree); load ${loadBefore} -> ${result.loadAfter}`);
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const results = [];
  for (const kind of kinds) {
    for (let i = 0; i < runs; i++) {
      if (kind === 'cold') {
        const clear = await run(path.join(root, 'node_modules/.bin/docusaurus'), ['clear']);
        if (clear.code !== 0) throw new Error(`docusaurus clear failed: ${clear.output}`);
      } else if (i === 0 && !fs.existsSync(path.join(root, 'build', 'index.html'))) {
        // A warm run needs the cache of a build before it.
        await timedBuild('warm-up', 0);
      }
      await untilQuiet();
      results.push(await timedBuild(kind, i));
    }
  }
  printTable(
    `Production build${stock ? ' (SITE_STOCK=all)' : ''}`,
    results.map((r) => ({build: `${r.kind} ${r.run}`, 'wall s': r.wallS, 'CPU s': r.cpuS, 'peak process MB': r.peakProcessMB, 'peak tree MB': r.peakTreeMB, pages: r.pages, 'load before': r.loadBefore, 'load after': r.loadAfter})),
  );
  for (const kind of kinds) {
    const ofKind = results.filter((r) => r.kind === kind);
    const names = [...new Set(ofKind.flatMap((r) => r.phases.map((p) => p.phase)))];
    printTable(
      `Phases of the ${kind} build (median of ${ofKind.length}; twins and search index run side by side, within post-build)`,
      names.map((phase) => {
        const of = ofKind.map((r) => r.phases.find((p) => p.phase === phase)).filter((p): p is Phase => Boolean(p));
        return {phase, 'wall s': median(of.map((p) => p.wallS)), 'CPU s': median(of.map((p) => p.cpuS)), 'peak process MB': median(of.map((p) => p.peakProcessMB)), 'peak tree MB': median(of.map((p) => p.peakTreeMB))};
      }),
    );
  }
  const command = `npm run bench:build${args.length ? ` -- ${args.join(' ')}` : ''}`;
  console.log(`wrote ${writeResult(stock ? 'build-stock' : 'build', {command, targets: {coldS: 60, warmS: 30, peakMB: 2500}, results})}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
