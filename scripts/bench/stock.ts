// `npm run bench:stock`: the site built with every change to Docusaurus off (SITE_STOCK=all, see
// config/stock.ts and ARCHITECTURE.md), timed as `npm run bench:build -- --stock` times it (one cold run
// unless --runs says otherwise), then the checks over the build and the browser tests of the spec run
// against it; the tests of the changes themselves carry the change's tag and are left out. The counts go to
// artifacts/bench/stock.json (and BENCHMARKS.md). Leaves that stock build in build/.
// Usage: npm run bench:stock [-- --runs 3]
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {root, writeResult} from './lib';

const runs = process.argv.includes('--runs') ? process.argv[process.argv.indexOf('--runs') + 1] : '1';
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const reports = path.join(root, 'artifacts/reports');

function step(name: string, command: string, args: string[]) {
  console.log(`\n::: ${name}`);
  const started = performance.now();
  const env = {...process.env, SITE_STOCK: 'all', E2E_DEV_SERVER: 'off'};
  const r = spawnSync(command, args, {cwd: root, env, stdio: 'inherit'});
  return {name, ok: r.status === 0, seconds: Math.round((performance.now() - started) / 100) / 10};
}

/** Passed, failed and skipped tests of a Vitest or Playwright JSON report. */
function counts(file: string) {
  if (!fs.existsSync(file)) return null;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  return 'numPassedTests' in r
    ? {passed: r.numPassedTests, failed: r.numFailedTests || r.numFailedTestSuites, skipped: r.numPendingTests}
    : {passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky, skipped: r.stats.skipped};
}

fs.mkdirSync(reports, {recursive: true});
for (const report of ['stock-site.json', 'e2e.json']) fs.rmSync(path.join(reports, report), {force: true});
const steps = [step('build', bin('tsx'), [path.join(__dirname, 'build.ts'), '--stock', '--cold-only', '--runs', runs])];
if (steps[0].ok) {
  steps.push(step('site checks', bin('vitest'), ['run', 'tests/site', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/stock-site.json`]));
  // The browser tests of the built site (E2E_DEV_SERVER=off): the dev server's are not about the build.
  steps.push(step('browser tests', bin('playwright'), ['test']));
}
const result = {
  command: `npm run bench:stock${runs !== '1' ? ` -- --runs ${runs}` : ''}`,
  steps,
  site: counts(path.join(reports, 'stock-site.json')),
  e2e: counts(path.join(reports, 'e2e.json')),
};
console.log(`\nsite checks: ${JSON.stringify(result.site)}; browser tests: ${JSON.stringify(result.e2e)}`);
console.log(`wrote ${writeResult('stock', result)}`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);
