import type {Page} from '@playwright/test';
import {changeIsOn} from '../../config/stock';
import {test, expect, open} from './fixtures';

// Search on the default build: the DocSearch modal and the /search page on the embedded Pagefind index.
// 'php' occurs in the docs of every version and in the general area, so it shows the version filter.

const algoliaHost = /algolia\.(net|io|com)|algolianet\.com/;
const probe = '<img src=x onerror=alert(1)>';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');

/** Opens the modal with Ctrl+K and types a query. */
async function searchInModal(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.getByRole('searchbox').fill(query);
}

async function hrefs(links: ReturnType<Page['locator']>) {
  return links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

test.beforeEach(async ({page}) => {
  // DocSearch keeps recent searches in localStorage; each test starts without them.
  await page.addInitScript(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('__DOCSEARCH_')) localStorage.removeItem(key);
  });
});

test.describe('search modal', () => {
  test('hovering the search button loads the index engine before any query is typed', async ({page}) => {
    await open(page, '/docs');
    const wasm = page.waitForRequest((request) => /\/pagefind\/wasm\.[\w-]+\.pagefind$/.test(request.url()));
    const meta = page.waitForRequest((request) => /\/pagefind\/pagefind\.[\w-]+\.pf_meta$/.test(request.url()));
    await page.getByRole('button', {name: /Search/}).hover();
    await Promise.all([wasm, meta]);
    await expect(modal(page)).toBeHidden();
  });

  test('opens with Ctrl+K, Meta+K and / outside inputs, and closes with Escape', async ({page, consoleErrors}) => {
    await open(page, '/docs/4.1');
    for (const keys of ['Control+k', 'Meta+k', '/']) {
      await page.keyboard.press(keys);
      await expect(modal(page), keys).toBeVisible();
      await expect(page.getByRole('searchbox')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
      // Closing returns focus to the search button, where '/' is a key like any other.
      await page.locator('article').click();
    }
    await open(page, '/search');
    await page.getByRole('searchbox', {name: 'Search'}).focus();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('loads the index only once the reader reaches for the button', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await open(page, '/docs');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    await page.getByRole('button', {name: /^Search/}).hover();
    await expect.poll(() => requested.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  });

  test('on a 4.1 page, finds 4.1 docs and general pages only, grouped by section, and Enter opens the first', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/docs/4.1/gettingstarted/requirements');
    await searchInModal(page, 'php');
    await expect(hitLinks(page).first()).toBeVisible();
    const paths = await hrefs(hitLinks(page));
    expect(paths.some((p) => p.startsWith('/docs/4.1/'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/general/'))).toBe(true);
    expect(paths.filter((p) => p.startsWith('/docs/') && !p.startsWith('/docs/4.1'))).toEqual([]);
    // Sections have titles; snippets highlight the query; hits link to headings.
    await expect(page.locator('.DocSearch-Hit-source').first()).not.toBeEmpty();
    await expect(page.locator('.DocSearch-Hits mark').first()).toHaveText(/php/i);
    expect(paths.length).toBeGreaterThan(0);
    expect((await hitLinks(page).evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).hash))).some(Boolean)).toBe(true);

    const first = new URL((await hitLinks(page).first().getAttribute('href'))!, page.url());
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === first.pathname);
    expect(consoleErrors).toEqual([]);
  });

  test('results load no page code until the reader points at one, and a click opens it in the app', async ({page, consoleErrors}) => {
    await open(page, '/docs');
    // The page registers its service worker once it is idle after loading (lean-bundle), loading workbox's
    // chunk then: that comes before the scripts counted here, whatever the timing.
    // (page.waitForFunction would not do: it takes the promise an async function returns as a true value.)
    await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(true);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await searchInModal(page, 'privacy');
    await expect(hitLinks(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The modal's own code and the index only: no route chunk of a result's page. Chunks carry their names
    // only with chunk-names on (ARCHITECTURE.md); with it off, pointing at a result must still load code the
    // results had not loaded.
    if (changeIsOn('chunk-names')) expect(scripts.filter((s) => !/LocalSearch|DocSearch|search-symbols|^\/pagefind\//.test(s))).toEqual([]);
    const beforePointing = scripts.length;
    const first = hitLinks(page).first();
    const target = new URL((await first.getAttribute('href'))!, page.url());
    await first.hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(beforePointing);
    // A document loaded again would lose this mark.
    await page.evaluate(() => ((window as unknown as {stayed?: boolean}).stayed = true));
    await first.click();
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === target.pathname);
    expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('credits Pagefind, links to all results, and never contacts Algolia', async ({page, consoleErrors}) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await open(page, '/docs/4.1');
    await expect(page.locator('link[rel=preconnect][href*=algolia]')).toHaveCount(0);
    await searchInModal(page, 'php');
    await expect(hitLinks(page).first()).toBeVisible();
    await expect(modal(page).getByRole('link', {name: 'Search by Pagefind'})).toBeVisible();
    await expect(modal(page).locator('.DocSearch-Logo')).toBeHidden();

    await modal(page).getByRole('link', {name: /See all \d+ results/}).click();
    await expect(page).toHaveURL(/\/search\?q=php&version=4\.1$/);
    await expect(page.locator('main h2').first()).toBeVisible();
    expect(requested.filter((url) => algoliaHost.test(url))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('says so when nothing matches, with suggestions and a link to report it', async ({page}) => {
    await open(page, '/docs/4.1');
    await searchInModal(page, 'php');
    await expect(hitLinks(page).first()).toBeVisible();
    await page.getByRole('searchbox').fill('zzqxvkw');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for');
    await expect(screen).toContainText('zzqxvkw');
    await expect(screen).toContainText('Try searching for');
    await expect(screen).toContainText('Believe this query should return results?');
    await expect(screen.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /^https:\/\/github\.com\/moodle\/devdocs\/issues/);
  });

  test('says so when the index cannot be fetched', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await open(page, '/docs/4.1');
    await searchInModal(page, 'php');
    await expect(modal(page)).toContainText('Unable to fetch results');
    await expect(modal(page)).toContainText('You might want to check your network connection.');
  });

  test('shows a query with markup as text', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await open(page, '/docs/4.1');
    await searchInModal(page, probe);
    await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('img[src=x]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('opens from the navbar button on a phone @mobile', async ({page, consoleErrors}, info) => {
    test.skip(info.project.name !== 'mobile', 'touch screens only');
    await open(page, '/docs/4.1');
    await page.getByRole('button', {name: /^Search/}).tap();
    await expect(modal(page)).toBeVisible();
    await page.getByRole('searchbox').fill('php');
    await expect(hitLinks(page).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('search page', () => {
  test('lists results for ?q= and its version selector changes them', async ({page, consoleErrors}) => {
    await open(page, '/search?q=php&version=4.1');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "php"');
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('php');
    const versioned = page.locator('main a[href^="/docs/"]');
    await expect(versioned.first()).toBeVisible();
    expect((await hrefs(versioned)).every((p) => p.startsWith('/docs/4.1/'))).toBe(true);
    await expect(page.locator('main a[href^="/general/"]').first()).toBeVisible();

    await page.getByLabel('Docs version').selectOption({label: 'master'});
    await expect(page).toHaveURL(/version=current/);
    await expect(page.locator('main a[href^="/docs/4.1/"]')).toHaveCount(0);
    await expect(versioned.first()).toBeVisible();

    await page.getByRole('searchbox', {name: 'Search'}).fill('requirements');
    await expect(page).toHaveURL(/q=requirements/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "requirements"');
    expect(consoleErrors).toEqual([]);
  });

  test('a method removed in 4.3 that no upgrade note names finds the page of changes that lists it', async ({page, consoleErrors}) => {
    await open(page, '/search?q=set_quiz_has_attempts');
    await expect(page.locator('main a[href="/docs/upgrade-notes"]').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('says so when nothing matches', async ({page}) => {
    await open(page, '/search?q=zzqxvkw');
    const main = page.locator('main');
    await expect(main).toContainText('No results for');
    await expect(main).toContainText('Try searching for');
    await expect(main).toContainText('Believe this query should return results?');
    await expect(main.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /^https:\/\/github\.com\/moodle\/devdocs\/issues/);
  });

  test('says so when the index cannot be fetched', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await open(page, '/search?q=php');
    await expect(page.locator('main')).toContainText('Unable to fetch results');
    await expect(page.locator('main')).toContainText('You might want to check your network connection.');
  });

  test('keeps a query with markup inert', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await open(page, `/search?q=${encodeURIComponent(probe)}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${probe}"`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('img[src=x]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});
