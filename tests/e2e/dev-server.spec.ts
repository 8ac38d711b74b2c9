// The writers' preview: `docusaurus start` renders in the browser alone, without server-rendered HTML to
// adopt, so what the production build hydrates (code blocks above all) must render there from scratch.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {APIRequestContext, Page} from '@playwright/test';
import {test, expect, open} from './fixtures';

const siteDir = path.resolve(__dirname, '../..');

const probeFile = path.resolve(__dirname, '../../docs/dev-server-probe.md');
const probeRoute = '/docs/dev-server-probe';
const brokenFile = path.resolve(__dirname, '../../docs/dev-server-broken-probe.mdx');
const brokenRoute = '/docs/dev-server-broken-probe';
const probe = (title: string, text: string) => `---\ntitle: ${title}\ndescription: A page the dev server test adds, edits and removes.\ntags:\n  - guide\n---\n\n${text}\n`;

/**
 * The server answers a page it had before the change, within a minute. Each request on a connection of its
 * own: the server closes an idle kept-alive connection after 5 s, about the time between two of these
 * requests, and a request sent as it closes fails with ECONNRESET though the server is up.
 */
async function stillAnswers(request: APIRequestContext, step: string) {
  const response = await request.get('/docs/apis', {timeout: 60_000, headers: {connection: 'close'}});
  expect(response.status(), `the dev server answers /docs/apis after ${step}`).toBe(200);
}

/**
 * Polls the probe's route, loading it afresh each time, until its article reads `text`. A load that times
 * out while the server rebuilds is tried again; stillAnswers() then checks that the server came back.
 */
async function shows(page: Page, text: string | RegExp) {
  await expect
    .poll(
      async () => {
        try {
          await page.goto(probeRoute, {timeout: 60_000, waitUntil: 'domcontentloaded'});
          await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 60_000});
          return (await page.locator('main').first().textContent()) ?? '';
        } catch (e) {
          return `not loaded: ${(e as Error).message.split('\n')[0]}`;
        }
      },
      {timeout: 300_000, intervals: [1_000, 2_000, 3_000]},
    )
    .toMatch(text);
}

/** How many rebuilds the server started here has finished without errors; null for a server that was running already. */
let rebuilds: number | null = null;

/**
 * Waits until the server started here reports a rebuild done since it had reported `after`, and fails if
 * none comes within two minutes (a Docusaurus that words its report otherwise fails here too). A page load
 * costs the browser and the server a second or more of CPU: loading the probe once the server has rebuilt,
 * rather than every one to three seconds while it rebuilds, leaves that CPU to the rebuild and to the other
 * worker's tests. shows() still polls: a change can take two rebuilds.
 */
async function rebuilt(after: number | null, step: string) {
  const deadline = Date.now() + 120_000;
  while (after !== null && rebuilds! <= after) {
    if (Date.now() > deadline) throw new Error(`the dev server reported no rebuild "compiled successfully" within 2 minutes of ${step}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * `docusaurus start` on the project's address, until it answers. It starts here rather than as one of
 * Playwright's web servers, which all start before any test: the other worker tests the built site
 * meanwhile. Its errors are shown as they come; all of its output, if it stops before answering.
 */
async function startDevServer(url: string, started: (server: ChildProcess) => void): Promise<void> {
  const docusaurus = path.join(siteDir, 'node_modules/.bin/docusaurus');
  const server = spawn(docusaurus, ['start', '--port', new URL(url).port, '--host', '127.0.0.1', '--no-open'], {cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe']});
  started(server);
  let output = '';
  rebuilds = 0;
  // Each stream's unfinished last line, to count rebuilds by whole lines.
  const partial = {stdout: '', stderr: ''};
  const keep = (stream: keyof typeof partial, chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
    const lines = (partial[stream] + chunk.toString()).split('\n');
    partial[stream] = lines.pop()!;
    rebuilds! += lines.filter((l) => /compiled successfully/.test(l.replace(/\x1b\[[0-9;]*m/g, ''))).length;
  };
  server.stdout!.on('data', (chunk: Buffer) => keep('stdout', chunk));
  server.stderr!.on('data', (chunk: Buffer) => {
    keep('stderr', chunk);
    process.stderr.write(chunk);
  });
  while (!(await answers(url))) {
    if (server.exitCode !== null) throw new Error(`docusaurus start stopped (exit ${server.exitCode}) before it answered ${url}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.describe('dev server', () => {
  // One after another: the test that adds and removes a page makes the server rebuild, which the others must not see.
  test.describe.configure({mode: 'default'});
  test.setTimeout(120_000);

  // A server already answering there is used as it is, outside CI.
  let server: ChildProcess | undefined;
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(300_000);
    const url = testInfo.project.use.baseURL!;
    if (process.env.CI || !(await answers(url))) await startDevServer(url, (started) => (server = started));
  });
  test.afterAll(async () => {
    if (!server?.pid || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });

  test('a docs page shows its code highlighted, with no console errors', async ({page, consoleErrors}) => {
    await page.goto('/docs/apis/core/lock', {timeout: 90_000});
    await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 90_000});
    await expect(page.locator('article h1')).toBeVisible();
    const php = page.locator('article pre.language-php').first();
    await expect(php.locator('.token.variable').first()).toHaveText(/^\$\w+/);
    // Plain lines are text and a newline (src/theme/CodeBlock/Line): the longest block shows them one under
    // another.
    const blocks = page.locator('article pre.language-php');
    const lineCounts = await blocks.evaluateAll((pres) => pres.map((pre) => (pre as HTMLElement).innerText.split('\n').filter((line) => line.trim()).length));
    const longest = lineCounts.indexOf(Math.max(...lineCounts));
    expect(lineCounts[longest]).toBeGreaterThan(3);
    expect((await blocks.nth(longest).boundingBox())!.height).toBeGreaterThan(lineCounts[longest] * 12);
    expect(consoleErrors).toEqual([]);
  });

  test('a link to another page renders it in place, with its code', async ({page, consoleErrors}) => {
    await open(page, '/docs/apis');
    await page.locator('.theme-doc-markdown a[href="/docs/apis/core/lock"], .menu a[href="/docs/apis/core/lock"]').first().evaluate((a: HTMLAnchorElement) => a.click());
    await expect(page).toHaveURL(/\/docs\/apis\/core\/lock$/);
    await expect(page.locator('article pre.language-php .token.variable').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  // The server compiles a page when it is first opened (lazy-compilation, src/plugins/dev-server): a writer's
  // MDX mistake must still show there, named by file and line, as it does when every page compiles at start.
  test('a page with an MDX error shows the error, with its file and line, when it is opened', async ({page}) => {
    fs.writeFileSync(brokenFile, probe('Broken probe', 'Text before.\n\n<div>\n\nNever closed.'));
    try {
      // Loaded again until the overlay shows: the first loads can come before the server has the route.
      let overlay = '';
      const load = async () => {
        await page.goto(brokenRoute, {timeout: 60_000, waitUntil: 'domcontentloaded'});
        overlay = (await page.frameLocator('#webpack-dev-server-client-overlay').locator('body').textContent({timeout: 20_000}).catch(() => '')) ?? '';
        return overlay;
      };
      await expect.poll(load, {timeout: 180_000, intervals: [1_000]}).toContain('docs/dev-server-broken-probe.mdx');
      expect(overlay).toContain('Expected a closing tag for `<div>` (10:1-10:6)');
    } finally {
      const removing = rebuilds;
      fs.rmSync(brokenFile, {force: true});
      await rebuilt(removing, 'removing the page with an MDX error');
    }
  });

  // `npm start` rebuilds when a page appears, changes or goes; the runtime chunk's hot updates must not stop it.
  test('keeps answering while a page is added, edited and removed, ten times in a row', async ({page, request}) => {
    test.setTimeout(60 * 60_000);
    try {
      for (let cycle = 1; cycle <= 10; cycle++) {
        const started = Date.now();
        let before = rebuilds;
        fs.writeFileSync(probeFile, probe(`Probe ${cycle}`, `First text of cycle ${cycle}.`));
        await rebuilt(before, `adding the page (cycle ${cycle})`);
        await shows(page, `First text of cycle ${cycle}.`);
        await stillAnswers(request, `adding the page (cycle ${cycle})`);
        const added = Date.now();

        before = rebuilds;
        fs.writeFileSync(probeFile, probe(`Probe ${cycle}`, `Edited text of cycle ${cycle}.`));
        await rebuilt(before, `editing the page (cycle ${cycle})`);
        await shows(page, `Edited text of cycle ${cycle}.`);
        await stillAnswers(request, `editing the page (cycle ${cycle})`);
        const edited = Date.now();

        before = rebuilds;
        fs.rmSync(probeFile);
        await rebuilt(before, `removing the page (cycle ${cycle})`);
        await shows(page, /Page not found/);
        await stillAnswers(request, `removing the page (cycle ${cycle})`);
        const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
        console.log(`cycle ${cycle}: added ${seconds(started, added)} s, edited ${seconds(added, edited)} s, removed ${seconds(edited, Date.now())} s`);
      }
    } finally {
      fs.rmSync(probeFile, {force: true});
    }
  });
});
