import type {Page} from '@playwright/test';
import {unexplainedSymbolQueries} from '../site/lib/symbolQueries';
import {test, expect, open} from './fixtures';

// Symbols of Moodle's API in search: a query that names one shows its entry (kind, signature, source link
// at the release tag, the pages naming it) after the pages in the modal and beside them on /search, for
// the docs version searched. The symbol index loads only for such a query, one small shard at a time.

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const symbolsIn = (page: Page) => page.locator('.api-symbols-symbol');
const symbol = (page: Page, name: string) => page.locator(`.api-symbols-symbol[data-symbol="${name.replace(/\\/g, '\\\\')}"]`);

async function searchInModal(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.getByRole('searchbox').fill(query);
}

/** The paths of the requests for the symbol index, from now on. */
function symbolRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/symbols/')) paths.push(pathname);
  });
  return paths;
}

test.beforeEach(async ({page}) => {
  await page.addInitScript(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('__DOCSEARCH_')) localStorage.removeItem(key);
  });
});

test.describe('symbols in the search modal', () => {
  test('a capability: its entry after the pages that explain it, with its source at v4.3.0 and the pages naming it', async ({page, consoleErrors}) => {
    const requests = symbolRequests(page);
    await open(page, '/docs/apis/subsystems/form');
    await searchInModal(page, 'mod/quiz:attempt');
    const entry = symbol(page, 'mod/quiz:attempt');
    await expect(entry).toBeVisible();
    await expect(symbolsIn(page).first()).toHaveAttribute('data-symbol', 'mod/quiz:attempt');
    await expect(page.locator('.api-symbols-title')).toHaveText(/^Moodle 4\.3 API/);
    await expect(entry.locator('.api-symbols-kind')).toHaveText('capability');
    await expect(entry.locator('.api-symbols-signature')).toHaveText('write at CONTEXT_MODULE; allowed by default for student; risks RISK_SPAM');
    const source = entry.locator('.api-symbols-source a');
    await expect(source).toHaveText('mod/quiz/db/access.php:57');
    await expect(source).toHaveAttribute('href', 'https://github.com/moodle/moodle/blob/v4.3.0/mod/quiz/db/access.php#L57');
    const named = entry.locator('.api-symbols-named a');
    await expect(named.filter({hasText: 'Access API'})).toHaveAttribute('href', '/docs/apis/subsystems/access');
    // Pages come first: the first page result is above the symbol group.
    const hit = page.locator('.DocSearch-Hit').first();
    await expect(hit).toBeVisible();
    expect(await hit.evaluate((el) => Boolean(el.compareDocumentPosition(document.querySelector('.api-symbols')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
    // The manifest of master's symbols and the one shard `attempt` falls in; nothing else.
    expect(requests).toHaveLength(2);
    expect(requests[0]).toBe('/symbols/current.json');
    expect(requests[1]).toMatch(/^\/symbols\/current\/[0-9a-f]{12}\/at[a-z_]*-?\.json$/);
    // A page it names is a link that closes the modal.
    await named.filter({hasText: 'Access API'}).click();
    await expect(page).toHaveURL(/\/docs\/apis\/subsystems\/access$/);
    await expect(modal(page)).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('follows the docs version of the page: on a 4.1 page, the 4.1 definition and 4.1 pages', async ({page}) => {
    await open(page, '/docs/4.1/apis/subsystems/access');
    await searchInModal(page, 'get_course_and_cm_from_cmid');
    const entry = symbol(page, 'get_course_and_cm_from_cmid()');
    await expect(entry).toBeVisible();
    await expect(page.locator('.api-symbols-title')).toHaveText(/^Moodle 4\.1 API/);
    await expect(entry.locator('.api-symbols-kind')).toHaveText('function');
    await expect(entry.locator('.api-symbols-signature')).toContainText("get_course_and_cm_from_cmid($cmorid, $modulename = ''");
    await expect(entry.locator('.api-symbols-source a')).toHaveAttribute('href', 'https://github.com/moodle/moodle/blob/v4.1.0/lib/modinfolib.php#L2564');
    const pages = await entry.locator('.api-symbols-named a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(pages.length).toBeGreaterThan(0);
    for (const path of pages) expect(path).toMatch(/^\/docs\/4\.1\//);
  });

  test('a name no page explains: its entry shows even though no page does, and Escape still closes', async ({page}) => {
    await open(page, '/docs');
    await searchInModal(page, 'mod_forum_set_pin_state');
    const entry = symbol(page, 'mod_forum_set_pin_state');
    await expect(entry).toBeVisible();
    await expect(symbolsIn(page)).toHaveCount(1);
    await expect(entry.locator('.api-symbols-kind')).toHaveText('external function');
    await expect(entry.locator('.api-symbols-signature')).toHaveText('mod_forum_external::set_pin_state(), write, AJAX');
    await expect(entry.locator('.api-symbols-source a')).toHaveAttribute('href', 'https://github.com/moodle/moodle/blob/v4.3.0/mod/forum/db/services.php#L160');
    await expect(entry.locator('.api-symbols-named')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('words of prose load no symbols', async ({page}) => {
    const requests = symbolRequests(page);
    await open(page, '/docs');
    await searchInModal(page, 'release notes');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.getByRole('searchbox').fill('forms');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    await expect(page.locator('.api-symbols')).toHaveCount(0);
    // Nor the symbol group's code, which puts its styles in the page when it runs.
    await expect(page.locator('#api-symbols-styles')).toHaveCount(0);
    await page.getByRole('searchbox').fill('get_course_and_cm_from_cmid');
    await expect(page.locator('.api-symbols')).toBeVisible();
    await expect(page.locator('#api-symbols-styles')).toHaveCount(1);
  });
});

test.describe('symbols on the search page', () => {
  test('beside the pages, for the version chosen', async ({page, consoleErrors}) => {
    await open(page, '/search?q=core_user%5Cfields');
    const entry = symbol(page, 'core_user\\fields');
    await expect(entry).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Moodle 4.3 API'})).toBeVisible();
    await expect(entry.locator('.api-symbols-kind')).toHaveText('class');
    await expect(entry.locator('.api-symbols-source a')).toHaveAttribute('href', 'https://github.com/moodle/moodle/blob/v4.3.0/user/classes/fields.php#L26');
    await expect(entry.locator('.api-symbols-named a').first()).toHaveAttribute('href', /^\/docs\/(?!4\.)/);
    // On a wide screen the symbols are a column to the right of the pages.
    await expect(page.locator('.api-symbols-layout > :first-child')).toContainText(/pages? found/);
    const pagesBox = (await page.locator('.api-symbols-layout > :first-child').boundingBox())!;
    const symbolsBox = (await page.locator('.api-symbols').boundingBox())!;
    expect(symbolsBox.x).toBeGreaterThan(pagesBox.x + pagesBox.width - 1);

    await page.getByRole('combobox', {name: 'Docs version'}).selectOption('4.1');
    await expect(page.getByRole('heading', {name: 'Moodle 4.1 API'})).toBeVisible();
    await expect(entry.locator('.api-symbols-source a')).toHaveAttribute('href', /^https:\/\/github\.com\/moodle\/moodle\/blob\/v4\.1\.0\/user\/classes\/fields\.php#L\d+$/);
    const named = await entry.locator('.api-symbols-named a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const path of named) expect(path).toMatch(/^\/docs\/4\.1\//);
    expect(consoleErrors).toEqual([]);
  });

  test('says since when a symbol exists and whether it is deprecated', async ({page}) => {
    await open(page, '/search?q=aggregate_completions');
    await expect(symbol(page, 'aggregate_completions()').locator('.api-symbols-since')).toHaveText('since 4.0');
    await page.getByRole('searchbox', {name: 'Search'}).fill('add_indented_names()');
    const entry = symbol(page, 'add_indented_names()');
    await expect(entry.locator('.api-symbols-deprecated')).toHaveText('deprecated since 4.0 MDL-71585');
    await expect(entry.locator('.api-symbols-source a')).toHaveAttribute('href', 'https://github.com/moodle/moodle/blob/v4.3.0/lib/questionlib.php#L2252');
  });

  test('says so when no symbol has the name, and shows nothing for prose', async ({page}) => {
    await open(page, '/search?q=get_zzqxvkw_records');
    await expect(page.getByText('No symbol of this version has that name.')).toBeVisible();
    await page.getByRole('searchbox', {name: 'Search'}).fill('release notes');
    await expect(page.locator('.api-symbols')).toHaveCount(0);
  });

  test('each of 40 names no page explains shows its own symbol first', async ({page}) => {
    test.setTimeout(120_000);
    await open(page, '/search');
    const box = page.getByRole('searchbox', {name: 'Search'});
    const misses: string[] = [];
    for (const {query, expect: name} of unexplainedSymbolQueries) {
      await box.fill(query);
      const first = symbolsIn(page).first();
      await expect(first).toHaveAttribute('data-symbol', name, {timeout: 10_000}).catch(() => undefined);
      const shown = await first.getAttribute('data-symbol');
      if (shown !== name) misses.push(`${query}: ${shown}`);
    }
    expect(misses).toEqual([]);
  });
});
