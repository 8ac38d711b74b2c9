// `npm run bench`: every benchmark in turn, then the summary table for the README. The order matters:
// dev.ts runs `docusaurus clear` (which removes build/), build.ts leaves a fresh build/ for the rest.
// Run it on a quiet machine: each figure records the load average it was measured under.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {root} from './lib';

const steps = ['dev.ts', 'build.ts', 'bundle.ts', 'relevance.ts', 'search.ts', 'lighthouse.ts', 'composition.ts', 'report.ts'];
const failed: string[] = [];
for (const step of steps) {
  console.log(`\n::: bench ${step}`);
  const r = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(__dirname, step)], {cwd: root, stdio: 'inherit'});
  if (r.status !== 0) failed.push(step);
}
if (failed.length) {
  console.error(`\nbenchmarks that failed: ${failed.join(', ')}`);
  process.exit(1);
}
