// `npm run build`: `docusaurus build` in two processes, one that bundles and one that renders the pages and
// runs the post-build steps (Markdown twins, search index, offline app), both with Docusaurus's own
// switches for it (DOCUSAURUS_EXIT_AFTER_BUNDLING, DOCUSAURUS_SKIP_BUNDLING). Rspack keeps about 2 GB of
// native memory once it has bundled, which no garbage collection returns: in one process it stayed under
// the rendering threads and the post-build steps, and the build peaked at 2.6 GB; the second process
// starts without it. Loading the site a second time costs about 3 s of CPU.
// With SITE_STOCK naming build-steps (or all), it runs `docusaurus build` once, as stock (config/stock.ts).
// Arguments are passed on to `docusaurus build`.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {changeIsOn} from '../config/stock';

const root = path.resolve(__dirname, '..');
const docusaurus = path.join(root, 'node_modules', '.bin', 'docusaurus');
// Rspack's memory lives outside Node's heap, and the rendering threads inherit this limit: a larger heap
// only lets V8 collect later.
const heapLimit = '--max-old-space-size=1536';

function docusaurusBuild(label: string, env: NodeJS.ProcessEnv): void {
  const started = performance.now();
  const result = spawnSync(docusaurus, ['build', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, ...env, NODE_OPTIONS: [process.env.NODE_OPTIONS, heapLimit].filter(Boolean).join(' ')},
  });
  if (result.status !== 0) {
    console.error(`[build] ${label} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`[build] ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (changeIsOn('build-steps')) {
  docusaurusBuild('bundled', {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'});
  // Docusaurus's switches are not part of its documented interface: a version without them would render
  // in the first process and again in the second.
  const outDir = process.argv.includes('--out-dir') ? path.resolve(root, process.argv[process.argv.indexOf('--out-dir') + 1]) : path.join(root, 'build');
  if (fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error('scripts/build.ts: docusaurus build rendered pages with DOCUSAURUS_EXIT_AFTER_BUNDLING set; this Docusaurus no longer has the switch: build with SITE_STOCK=build-steps and review ARCHITECTURE.md');
  }
  docusaurusBuild('rendered and post-built', {DOCUSAURUS_SKIP_BUNDLING: 'true'});
} else {
  docusaurusBuild('built', {});
}
