// Cutting a version, end to end, in a temporary clone of the site: `npm run versions:cut` of the version
// master documents, a cold production build of the result, the site checks over that build
// (tests/site; tests/unit, which reads the tags of each version, too), and the browser tests of the docs versions (tests/e2e/versions.spec.ts, foundation.spec.ts)
// against it. Prints the time of each step and what the build holds for the new version. The clone is of
// the committed HEAD and shares this checkout's node_modules; it is deleted at the end (--keep keeps it).
// The release-items check reads the shared data beside the checkout (../shared/data): --shared DIR names
// it when it is elsewhere.
// Usage: npm run bench:version-cut [-- --keep] [--shared DIR]
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {printTable, root, seconds, serveBuild, treeRss, mb, writeResult} from './lib';
import {readMasterVersion} from '../versions/site-facts';

interface Step {
  step: string;
  code: number | null;
  wallMs: number;
  peakTreeRss: number;
  output: string;
}

function runIn(cwd: string, step: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Step> {
  console.log(`\n::: ${step}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {cwd, env: {...process.env, ...env}});
    let output = '';
    let peak = 0;
    const onData = (d: Buffer) => {
      output += d.toString();
      process.stdout.write(d);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 250);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({step, code, wallMs: Date.now() - started, peakTreeRss: peak, output});
    });
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

function htmlUnder(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, {recursive: true, withFileTypes: true}).filter((e) => e.isFile() && e.name.endsWith('.html')).length;
}

/** Vitest's and Playwright's closing counts, as printed. */
const tally = (output: string) => (output.match(/^\s*Tests\s+.*$/m)?.[0] ?? output.match(/^\s*\d+ (passed|failed).*$/gm)?.join('; ') ?? '(no summary)').trim();

async function main() {
  const keep = process.argv.includes('--keep');
  const sharedArg = process.argv.indexOf('--shared');
  const shared = sharedArg > 0 ? path.resolve(process.argv[sharedArg + 1]) : path.resolve(root, '../shared');
  const version = readMasterVersion(root);
  if (!version) throw new Error('config/moodle.ts: no master version');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'version-cut-'));
  const site = path.join(dir, 'site');
  const steps: Step[] = [];
  try {
    steps.push(await runIn(root, 'clone', 'git', ['clone', '--quiet', '--shared', root, site]));
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
    if (fs.existsSync(shared)) fs.symlinkSync(shared, path.join(dir, 'shared'));
    else console.warn(`no shared data at ${shared}: the release-items check will fail (give --shared DIR)`);

    const cut = await runIn(site, `cut ${version}`, path.join(root, 'node_modules/.bin/tsx'), ['scripts/versions/cut.ts', version]);
    steps.push(cut);
    if (cut.code !== 0) throw new Error('the cut failed');

    // Cold, and without the persistent cache: the shared node_modules/.cache belongs to this checkout.
    const build = await runIn(site, 'build', 'bash', ['scripts/build.sh'], {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'});
    steps.push(build);
    if (build.code !== 0) throw new Error('the build of the cut site failed');

    steps.push(await runIn(site, 'unit checks', path.join(root, 'node_modules/.bin/vitest'), ['run', 'tests/unit']));
    steps.push(await runIn(site, 'site checks', path.join(root, 'node_modules/.bin/vitest'), ['run', 'tests/site']));

    const port = await freePort();
    const server = await serveBuild(port, path.join(site, 'build'));
    try {
      // The web server of playwright.config.ts finds this one already listening and reuses it.
      steps.push(
        await runIn(site, 'browser tests', path.join(root, 'node_modules/.bin/playwright'), ['test', 'tests/e2e/versions.spec.ts', 'tests/e2e/foundation.spec.ts', '--project=desktop', '--reporter=list'], {
          E2E_PORT: String(port),
        }),
      );
    } finally {
      await server.close();
    }

    const versions: string[] = JSON.parse(fs.readFileSync(path.join(site, 'versions.json'), 'utf8'));
    const pages = htmlUnder(path.join(site, 'build/docs', version));
    printTable(
      `Cutting ${version} in a clone of the site (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
      steps.map((s) => ({step: s.step, exit: String(s.code), 'wall s': seconds(s.wallMs), 'peak tree MB': mb(s.peakTreeRss), result: /checks|browser/.test(s.step) ? tally(s.output) : ''})),
    );
    console.log(`\nversions.json after the cut: ${JSON.stringify(versions)}; master documents Moodle ${readMasterVersion(site)}`);
    console.log(`build/docs/${version}: ${pages} pages`);
    const failed = steps.filter((s) => s.code !== 0).map((s) => s.step);
    console.log(failed.length ? `FAILED: ${failed.join(', ')}` : 'every step passed');
    console.log(
      `wrote ${writeResult('version-cut', {version, versions, pagesOfNewVersion: pages, steps: steps.map(({step, code, wallMs, peakTreeRss}) => ({step, code, wallS: seconds(wallMs), peakTreeMB: mb(peakTreeRss)}))})}`,
    );
    if (failed.length) process.exitCode = 1;
  } finally {
    if (keep) console.log(`kept the clone at ${site}`);
    else fs.rmSync(dir, {recursive: true, force: true});
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
