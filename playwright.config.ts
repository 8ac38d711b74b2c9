import {defineConfig, devices} from '@playwright/test';
import {chromiumFlags, testBrowserPath} from './tests/chromium';
import {changesOff} from './config/stock';

// Tests run in Debian's Chromium headless shell (tests/chromium.ts) against `docusaurus serve` of the
// production build, and the writers' dev server tests against `docusaurus start`, which they start; no
// browser is downloaded.
const port = Number(process.env.E2E_PORT ?? 3210);
const devPort = Number(process.env.E2E_DEV_PORT ?? 3220);
const devSpec = /dev-server\.spec\.ts$/;
// E2E_DEV_SERVER=off: only the tests of the built site; =only: only the dev server's, without `docusaurus
// serve`. npm test runs the two apart (scripts/test.sh): the dev server's tests add pages to docs/, which
// the checks over the build, run beside the browser tests, read.
const devServer = process.env.E2E_DEV_SERVER ?? 'on';
if (!['on', 'off', 'only'].includes(devServer)) throw new Error(`E2E_DEV_SERVER=${devServer}: expected on, off or only`);
const withDevServer = devServer !== 'off';
const withBuiltSite = devServer !== 'only';
// Each run has its own folder of results and its own report, so that the two can run at once.
const runName = withBuiltSite ? 'e2e' : 'e2e-dev';
// A test of one of the site's changes to Docusaurus carries the change's name as a tag (@route-areas):
// with that change off (SITE_STOCK, config/stock.ts, set as for the build under test) it does not run.
const off = [...changesOff()];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `artifacts/${runName}`,
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once is a defect to fix, in the test or in the site.
  retries: 0,
  ...(off.length > 0 && {grepInvert: new RegExp(off.map((name) => `@${name}\\b`).join('|'))}),
  reporter: [['list'], ['json', {outputFile: `artifacts/reports/${runName}.json`}]],
  // Screenshot references (visual.spec.ts): one folder per spec file, one file per named shot, the same
  // for every project and platform.
  expect: {toHaveScreenshot: {pathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}'}},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // One browser context per worker, which Playwright resets between tests (storage, cache, service
    // workers, routes, init scripts, extra pages): a new context per test started a renderer afresh, about
    // 0.8 s of CPU a test. What the reset keeps (going offline, granted permissions, extra headers), a spec
    // that changes it gets a context per test with a top-level test.use({reuseContext: false}) or opens its own.
    reuseContext: true,
    // QUIC is off too: the closed network refuses it.
    launchOptions: {executablePath: testBrowserPath, args: [...chromiumFlags, '--disable-quic']},
  },
  // With both, the dev server's tests first: they run one after another on one worker, the longest for
  // over a minute, and the other worker takes the rest meanwhile; last, they would leave it idle at the end.
  projects: [
    ...(withDevServer ? [{name: 'dev', use: {...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${devPort}`}, testMatch: devSpec}] : []),
    ...(withBuiltSite
      ? [
          {name: 'desktop', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}, testIgnore: devSpec},
          {name: 'mobile', use: {...devices['Pixel 7'], viewport: {width: 390, height: 844}}, grep: /@mobile/, testIgnore: devSpec},
        ]
      : []),
  ],
  // The dev server's tests start `docusaurus start` themselves (dev-server.spec.ts).
  ...(withBuiltSite && {
    webServer: {
      command: `npx docusaurus serve --port ${port} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  }),
});
