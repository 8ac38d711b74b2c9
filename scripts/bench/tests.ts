// `npm run bench:tests`: times `npm test` (scripts/test.sh) and records each suite's duration (from
// artifacts/reports/steps.txt; suites run side by side, so they add up to more than the whole) and the
// counts of its closing line, and whether the build started from the caches of an earlier build (warm) or
// without them (cold: `--cold` runs `docusaurus clear` first, as on a fresh clone). It starts once the
// machine is quiet (lib.ts, untilQuiet).
// Usage: npm run bench:tests [-- --cold]
import fs from 'node:fs';
import path from 'node:path';
import {root, run, untilQuiet, writeResult} from './lib';

async function main() {
  const cold = process.argv.includes('--cold');
  if (cold) {
    const clear = await run(path.join(root, 'node_modules/.bin/docusaurus'), ['clear']);
    if (clear.code !== 0) throw new Error(`docusaurus clear failed: ${clear.output}`);
  }
  // `docusaurus clear` removes node_modules/.cache, where the bundler, the minifier, the checks, the twins
  // and the search index keep what a later build reuses.
  const buildCache = fs.existsSync(path.join(root, 'node_modules/.cache')) ? 'warm' : 'cold';
  await untilQuiet();
  const r = await run('bash', [path.join(root, 'scripts/test.sh')], {echo: true});
  const closing = /^(\d+) passed, (\d+) failed, (\d+) skipped$/m.exec(r.output);
  const steps = path.join(root, 'artifacts/reports/steps.txt');
  const suites = fs.existsSync(steps)
    ? fs
        .readFileSync(steps, 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(' '))
        .map(([name, status, seconds]) => ({name, wallS: Number(seconds), ok: status === '0'}))
    : [];
  const result = {
    command: cold ? 'npm run bench:tests -- --cold' : 'npm run bench:tests',
    buildCache,
    wallS: Math.round(r.wallMs / 100) / 10,
    passed: Number(closing?.[1] ?? 0),
    failed: Number(closing?.[2] ?? 0),
    skipped: Number(closing?.[3] ?? 0),
    suites,
  };
  console.log(`\nnpm test (build cache ${buildCache}): ${result.wallS} s, ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`);
  console.log(`wrote ${writeResult(cold ? 'tests-cold' : 'tests', result)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
