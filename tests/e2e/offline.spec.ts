import {test, expect, open} from './fixtures';
import type {BrowserContext, Page} from '@playwright/test';

/**
 * Waits until the offline-mode worker is active, which it becomes once it has precached the site. It
 * does not claim the page that installed it; it answers that page's next navigations.
 */
async function installOfflineApp(page: Page): Promise<number> {
  await open(page, '/?offlineMode=true');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve));
    }
  });
  return page.evaluate(async () => {
    let entries = 0;
    for (const name of await caches.keys()) entries += (await (await caches.open(name)).keys()).length;
    return entries;
  });
}

/**
 * The offline app installed once per worker, in a context of its own that the tests may take offline:
 * installing precaches the whole site, about 20 s on a busy machine.
 */
const withInstalledApp = test.extend<object, {installed: {context: BrowserContext; page: Page; entries: number}}>({
  installed: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      const page = await context.newPage();
      const entries = await installOfflineApp(page);
      await use({context, page, entries});
      await context.close();
    },
    {scope: 'worker', timeout: 120_000},
  ],
});

// In this order, on one worker: the second test takes the installed app offline.
test.describe('installable offline app, once installed', () => {
  test.describe.configure({mode: 'serial'});

  withInstalledApp('registers /sw.js with its params and precaches the site', async ({installed: {page, entries}}) => {
    expect(entries).toBeGreaterThan(100);
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);
    const url = new URL(scriptUrl);
    expect(url.pathname).toBe('/sw.js');
    expect(JSON.parse(url.searchParams.get('params')!)).toEqual({offlineMode: true, debug: false});
  });

  withInstalledApp('offline, a reloaded deep link, a click to another page and the home page all render', async ({installed: {context, page}}) => {
    await context.setOffline(true);

    await page.goto('/docs/apis/core/lock');
    await expect(page.locator('article h1')).toHaveText('Lock API');
    await page.locator('html[data-has-hydrated="true"]').waitFor();

    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Hooks API'}).click();
    await expect(page.locator('article h1')).toHaveText('Hooks API');
    await expect(page).toHaveURL(/\/docs\/apis\/core\/hooks$/);

    await page.goto('/general/releases/4.3');
    await expect(page.locator('article h1')).toHaveText('Moodle 4.3');

    // The search index is precached too.
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('lock');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  });
});

test.describe('installable offline app', () => {
  test('a failed service-worker registration is only logged', async ({page, consoleErrors}) => {
    // The browser fetches the worker script itself, out of reach of page.route: refuse the registration instead.
    await page.addInitScript(() => {
      ServiceWorkerContainer.prototype.register = () => Promise.reject(new TypeError('Failed to register a ServiceWorker'));
    });
    await open(page, '/docs?offlineMode=true');
    await expect(page.locator('article h1')).toHaveText('Introduction');
    await expect.poll(() => consoleErrors.join('\n')).toMatch(/service worker|sw\.js|ServiceWorker/i);
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Developer update'}).click();
    await expect(page.locator('article h1')).toContainText('developer update');
  });

  test('pages render and the colour toggle works when browser storage is unavailable', async ({page, consoleErrors}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await open(page, '/docs/apis');
    await expect(page.locator('article h1')).toHaveText('API Guides');
    await page.locator('.navbar').getByRole('button', {name: /dark mode|light mode|system mode/i}).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Introduction'}).click();
    await expect(page.locator('article h1')).toHaveText('Introduction');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(consoleErrors.filter((e) => !/storage/i.test(e))).toEqual([]);
  });

  test('with no service configured, pages contact only their own host', async ({page, baseURL}) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    for (const path of ['/', '/docs/apis/subsystems/form', '/general/releases/4.2', '/versions']) {
      await open(page, path);
      await page.waitForLoadState('networkidle');
    }
    expect([...hosts].filter((h) => h !== '')).toEqual([new URL(baseURL!).host]);
  });

  test('the manifest and the theme colour agree', async ({page, request}) => {
    await open(page, '/');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', 'rgb(208, 99, 0)');
    const manifest = await (await request.get('/manifest.json')).json();
    expect(manifest.theme_color).toBe('rgb(208, 99, 0)');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.some((i: {purpose: string}) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) expect((await request.get(`/${icon.src}`)).status(), icon.src).toBe(200);
  });
});
