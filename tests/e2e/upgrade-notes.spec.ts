// The upgrade notes pages in the browser: the served page holds its lists (no script needed to read them,
// none of their data loaded again), the filter hides what it leaves out and counts what stays without
// fetching anything, its state lives in the address, a from/to choice adds the steps it spans from their
// chunks, a page reached by a link renders its lists in the app, and the pages read on a phone and pass
// axe in both colour modes.
import type {Locator, Page, Request} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {seriousAxeFindings} from './axe';

// A step's notes and changes, as the browser loads them when it renders a step itself.
const stepChunk = (version: string) => new RegExp(`/upgrade-notes-${version.replace('.', '-')}-json\\.[0-9a-f]+\\.js$`);
const anyStepChunk = /\/upgrade-notes-\d+-\d+-json\.[0-9a-f]+\.js$/;

const pages = [
  {path: '/docs/upgrade-notes', version: '4.3', from: '4.2', api: 'core\\hook\\manager'},
  {path: '/docs/4.2/upgrade-notes', version: '4.2', from: '4.1', api: 'core_external\\external_api'},
  {path: '/docs/4.1/upgrade-notes', version: '4.1', from: '4.0', api: 'print_error()'},
] as const;

const article = (page: Page) => page.locator('article');
const items = (page: Page) => article(page).locator('li[data-kind]');
const filterForm = (page: Page) => page.getByRole('search', {name: 'Filter the changes'});
const count = (page: Page) => filterForm(page).getByRole('status');

/** The items a reader sees, each as its kind, its component and its text. */
async function shownItems(page: Page): Promise<{kind: string; component: string; text: string}[]> {
  return items(page).evaluateAll((lis) =>
    lis
      .filter((li) => li.checkVisibility())
      .map((li) => ({kind: (li as HTMLElement).dataset.kind!, component: li.closest<HTMLElement>('[data-upgrade-group]')!.dataset.upgradeGroup!, text: li.textContent!})),
  );
}

/** Every request from now on, to tell afterwards what a reader's action fetched. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

/** What a request fetched of the notes: a step's chunk, or JSON data of the upgrade notes (not the app's manifest). */
const fetchedData = (requests: Request[]) =>
  requests.filter((r) => anyStepChunk.test(r.url()) || /upgrade-notes[^/]*\.json(\?|$)/.test(r.url())).map((r) => r.url());

/** The headings' texts without the zero-width space of their anchor links. */
const headingTexts = async (scope: Locator) => (await scope.getByRole('heading', {level: 2}).allTextContents()).map((h) => h.replace(/\u200b/g, '').trim());

// A step the browser renders itself is a chunk of up to 450 KB and 1,500 items: about a second on an idle
// machine, several on the shared one the suite runs on.
const stepRendered = {timeout: 20_000};

/** The state of the address, as an object. */
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** A link to an API name's definition, in view or in a folded group. */
async function apiLink(scope: Locator, name: string) {
  return scope.getByRole('link', {name, exact: true, includeHidden: true}).first();
}

test.describe('upgrade notes pages without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const {path, version, from, api} of pages) {
    test(`${path} serves its ${version} step's notes and API changes as lists @mobile`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(article(page).getByRole('heading', {level: 2, name: `Moodle ${version}, changes since ${from}`})).toBeVisible();
      const notes = article(page).locator('[data-upgrade-list="notes"] li[data-kind]');
      const changes = article(page).locator('[data-upgrade-list="changes"] li[data-kind]');
      expect(await notes.count()).toBeGreaterThan(100);
      expect(await changes.count()).toBeGreaterThan(500);
      await expect(await apiLink(article(page), api)).toHaveAttribute('href', /^https:\/\/github\.com\/moodle\/moodle\/blob\/v4\.\d\.\d\/[\w/.-]+\.php#L\d+$/);
      // Each item starts with what kind of change it is, in words.
      await expect(notes.first().locator(':scope > span').first()).toHaveText(/^(Added|Changed|Deprecated|Removed)$/);
    });
  }
});

test.describe('upgrade notes pages', () => {
  test('a served page adopts its lists and its styles without loading their data again @mobile', async ({page, consoleErrors}) => {
    // The page's own stylesheet, as served: a stylesheet replaced after load restyles the whole page.
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        const link = document.querySelector('link[href^="data:text/css"]');
        if (document.readyState === 'interactive' && link) link.setAttribute('data-served', '');
      }),
    );
    const requests = recordRequests(page);
    await open(page, '/docs/upgrade-notes');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[href^="data:text/css"]')).toHaveCount(1);
    await expect(page.locator('link[href^="data:text/css"]')).toHaveAttribute('data-served', '');
    expect(await items(page).count()).toBeGreaterThan(1000);
    expect(fetchedData(requests)).toEqual([]);
    // Nothing asked for the filter yet: its code waits for the reader.
    await expect(count(page)).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('API changes are folded by component, each summary counting them; a filter unfolds and recounts what it keeps @mobile', async ({page, consoleErrors}) => {
    await open(page, '/docs/upgrade-notes');
    const changes = article(page).locator('[data-upgrade-list="changes"]');
    const groups = changes.locator('details[data-upgrade-group]');
    expect(await groups.count()).toBeGreaterThan(50);
    expect(await changes.locator('details[open]').count()).toBe(0);
    // No API change is laid out until its group is opened; the notes are.
    expect((await shownItems(page)).length).toBe(await article(page).locator('[data-upgrade-list="notes"] li[data-kind]').count());
    const course = changes.locator('details[data-upgrade-group="core_course"]');
    const size = await course.locator('li[data-kind]').count();
    await expect(course.locator('summary')).toHaveText(`core_course ${size} changes`);
    await course.locator('summary').click();
    await expect(course.locator('li[data-kind]').first()).toBeVisible();
    await course.locator('summary').click();
    await expect(course.locator('li[data-kind]').first()).toBeHidden();

    await filterForm(page).getByRole('group', {name: 'Kind'}).getByLabel('Added').uncheck();
    const kept = await course.locator('li[data-kind]:not([data-kind="added"])').count();
    await expect(course.locator('summary')).toHaveText(`core_course ${kept} of ${size} changes`);
    await expect(course).toHaveAttribute('open', '');
    expect(consoleErrors).toEqual([]);
  });

  test('the component filter keeps one component and counts its items, without fetching data @mobile', async ({page, consoleErrors}) => {
    await open(page, '/docs/upgrade-notes');
    const total = await items(page).count();
    const own = await article(page).locator('[data-upgrade-group="core_course"] li[data-kind]').count();
    expect(own).toBeGreaterThan(10);
    const requests = recordRequests(page);
    await filterForm(page).getByLabel('Component').selectOption('core_course');
    await expect(count(page)).toHaveText(`Showing ${own} of ${total} changes.`);
    const shown = await shownItems(page);
    expect(shown).toHaveLength(own);
    expect(new Set(shown.map((i) => i.component))).toEqual(new Set(['core_course']));
    // The other components' groups are hidden, headings and all.
    await expect(article(page).locator('[data-upgrade-group="core"]').first()).toBeHidden();
    expect(fetchedData(requests)).toEqual([]);
    expect(query(page)).toEqual({component: 'core_course'});
    expect(consoleErrors).toEqual([]);
  });

  test('the kind boxes keep the kinds that stay ticked, and none ticked shows nothing', async ({page, consoleErrors}) => {
    await open(page, '/docs/upgrade-notes');
    const total = await items(page).count();
    const removed = await article(page).locator('li[data-kind="removed"]').count();
    const kinds = filterForm(page).getByRole('group', {name: 'Kind'});
    for (const kind of ['Added', 'Changed', 'Deprecated']) await kinds.getByLabel(kind).uncheck();
    await expect(count(page)).toHaveText(`Showing ${removed} of ${total} changes.`);
    expect(new Set((await shownItems(page)).map((i) => i.kind))).toEqual(new Set(['removed']));
    expect(query(page)).toEqual({kind: 'removed'});
    await kinds.getByLabel('Removed').uncheck();
    await expect(kinds.getByLabel('Removed')).not.toBeChecked();
    await expect(count(page)).toHaveText(`Showing 0 of ${total} changes.`);
    await expect(article(page).getByText('Nothing here matches the filter.').first()).toBeVisible();
    await kinds.getByLabel('Deprecated').check();
    await expect(count(page)).toHaveText(`Showing ${await article(page).locator('li[data-kind="deprecated"]').count()} of ${total} changes.`);
    expect(consoleErrors).toEqual([]);
  });

  test('the words filter keeps the items that hold every word @mobile', async ({page, consoleErrors}) => {
    await open(page, '/docs/4.2/upgrade-notes');
    const total = await items(page).count();
    const requests = recordRequests(page);
    await filterForm(page).getByRole('searchbox', {name: 'Words'}).fill('external_api moved');
    await expect(count(page)).toHaveText(/^Showing \d+ of \d+ changes\.$/);
    const shown = await shownItems(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(10);
    for (const item of shown) expect(item.text.toLowerCase()).toMatch(/external_api[\s\S]*moved|moved[\s\S]*external_api/);
    await expect(count(page)).toHaveText(`Showing ${shown.length} of ${total} changes.`);
    // The note on the move of the external API, which names both words: its summary is prose around code.
    await expect(items(page).filter({hasText: 'The external API moved into the core_external subsystem'})).toBeVisible();
    expect(fetchedData(requests)).toEqual([]);
    expect(query(page)).toEqual({q: 'external_api moved'});
    expect(consoleErrors).toEqual([]);
  });

  test('the filter is kept in the address: a reload and a shared address show the same view @mobile', async ({page, browser, consoleErrors}) => {
    await open(page, '/docs/upgrade-notes');
    const form = filterForm(page);
    await form.getByLabel('Component').selectOption('core');
    await form.getByRole('group', {name: 'Kind'}).getByLabel('Added').uncheck();
    await form.getByRole('searchbox', {name: 'Words'}).fill('deprecated');
    await expect(count(page)).toHaveText(/^Showing \d+ of \d+ changes\.$/);
    const shownBefore = await shownItems(page);
    const status = await count(page).textContent();
    expect(query(page)).toEqual({component: 'core', kind: 'changed,deprecated,removed', q: 'deprecated'});
    const address = page.url();

    const expectSameView = async (other: Page) => {
      const form = filterForm(other);
      await expect(form.getByLabel('Component')).toHaveValue('core');
      await expect(form.getByRole('group', {name: 'Kind'}).getByLabel('Added')).not.toBeChecked();
      await expect(form.getByRole('group', {name: 'Kind'}).getByLabel('Removed')).toBeChecked();
      await expect(form.getByRole('searchbox', {name: 'Words'})).toHaveValue('deprecated');
      await expect(count(other)).toHaveText(status!);
      expect(await shownItems(other)).toEqual(shownBefore);
    };
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expectSameView(page);

    const context = await browser.newContext();
    const shared = await context.newPage();
    await open(shared, address);
    await expectSameView(shared);
    await context.close();
    expect(consoleErrors).toEqual([]);
  });

  test('upgrading from 4.1 on the 4.3 page adds the 4.2 step from its chunk, filtered as the rest @mobile', async ({page, consoleErrors}) => {
    await open(page, '/docs/upgrade-notes');
    const own = await items(page).count();
    const form = filterForm(page);
    await expect(form.getByLabel('Upgrading from')).toHaveValue('4.2');
    const chunk = page.waitForRequest((request) => stepChunk('4.2').test(request.url()));
    await form.getByLabel('Upgrading from').selectOption({label: 'Moodle 4.1'});
    await chunk;
    const added = article(page).locator('[data-step="4.2"]').first();
    await expect(article(page).getByRole('heading', {level: 2, name: 'Moodle 4.2, changes since 4.1'})).toBeVisible(stepRendered);
    await expect(await apiLink(added, 'core_external\\external_api')).toHaveAttribute('href', /\/blob\/v4\.2\.\d\/lib\/external\/classes\/external_api\.php#L\d+$/);
    // Both steps, the older first, on one page.
    const headings = await headingTexts(article(page));
    expect(headings.filter((h) => h.startsWith('Moodle '))).toEqual(['Moodle 4.2, changes since 4.1', 'Moodle 4.3, changes since 4.2']);
    expect(await items(page).count()).toBeGreaterThan(own + 1000);
    expect(query(page)).toEqual({from: '4.1'});

    // A filter applies to both steps, and the count takes both in.
    await form.getByLabel('Component').selectOption('core_external');
    await expect.poll(async () => new Set((await shownItems(page)).map((i) => i.component))).toEqual(new Set(['core_external']));
    const shown = await shownItems(page);
    expect(shown.length).toBeGreaterThan(10);
    await expect(count(page)).toHaveText(new RegExp(`^Showing ${shown.length} of ${await items(page).count()} changes\\.$`));

    // The choice is part of the address: a reload shows both steps again.
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(article(page).getByRole('heading', {level: 2, name: 'Moodle 4.2, changes since 4.1'})).toBeVisible(stepRendered);
    await expect(form.getByLabel('Upgrading from')).toHaveValue('4.1');
    expect(consoleErrors).toEqual([]);
  });

  test('on the 4.2 page, upgrading to 4.3 adds the 4.3 step after the page\'s own', async ({page, consoleErrors}) => {
    await open(page, '/docs/4.2/upgrade-notes');
    const chunk = page.waitForRequest((request) => stepChunk('4.3').test(request.url()));
    await filterForm(page).getByLabel('to', {exact: true}).selectOption({label: 'Moodle 4.3'});
    await chunk;
    // Its API changes are folded by component: the reader unfolds core's to see the new hook manager.
    const added = article(page).locator('[data-step="4.3"]').first();
    const manager = await apiLink(added, 'core\\hook\\manager');
    await expect(manager).toBeAttached(stepRendered);
    const group = manager.locator('xpath=ancestor::details[1]');
    await expect(group).toHaveAttribute('data-upgrade-group', 'core');
    await group.locator(':scope > summary').click();
    await expect(manager).toBeVisible();
    const headings = await headingTexts(article(page));
    expect(headings.filter((h) => h.startsWith('Moodle '))).toEqual(['Moodle 4.2, changes since 4.1', 'Moodle 4.3, changes since 4.2']);
    expect(query(page)).toEqual({to: '4.3'});
    expect(consoleErrors).toEqual([]);
  });

  test('following a link to the page in the app renders its lists from the step\'s chunk @mobile', async ({page, consoleErrors}) => {
    await open(page, '/docs/devupdate');
    // A full page load would lose this.
    await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
    const chunk = page.waitForRequest((request) => stepChunk('4.3').test(request.url()));
    await article(page).getByRole('link', {name: 'upgrade notes for 4.3'}).click();
    await chunk;
    await expect(page).toHaveURL(/\/docs\/upgrade-notes$/);
    await expect(await apiLink(article(page).locator('[data-upgrade-list="changes"]'), 'core\\hook\\manager')).toBeAttached();
    await expect(article(page).locator('[data-upgrade-list="notes"] li[data-kind]').first()).toBeVisible();
    expect(await items(page).count()).toBeGreaterThan(1000);
    expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
    // The filter works on lists the browser rendered as on served ones.
    await filterForm(page).getByLabel('Component').selectOption('core_course');
    await expect(count(page)).toHaveText(/^Showing \d+ of \d+ changes\.$/);
    expect(new Set((await shownItems(page)).map((i) => i.component))).toEqual(new Set(['core_course']));
    expect(consoleErrors).toEqual([]);
  });

  test('long names and signatures wrap inside the column: nothing is wider than the window @mobile', async ({page}) => {
    await open(page, '/docs/upgrade-notes?from=4.1');
    await expect(article(page).locator('[data-step="4.2"] li[data-kind]').first()).toBeVisible(stepRendered);
    await page.evaluate(() => document.querySelectorAll('article details').forEach((d) => ((d as HTMLDetailsElement).open = true)));
    const width = page.viewportSize()!.width;
    const widest = await page.evaluate(() => Math.max(...Array.from(document.querySelectorAll('article li, article form *'), (el) => el.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});

test.describe('upgrade notes pages in search', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('__DOCSEARCH_')) localStorage.removeItem(key);
    });
  });

  for (const [from, query, wanted] of [
    ['/docs/4.2', 'external_api moved', '/docs/4.2/upgrade-notes'],
    ['/docs', 'core\\hook\\manager', '/docs/upgrade-notes'],
    ['/docs/4.1', 'print_error', '/docs/4.1/upgrade-notes'],
  ] as const) {
    test(`searching ${query} from ${from} finds ${wanted}`, async ({page}) => {
      await open(page, from);
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.getByRole('searchbox').fill(query);
      await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
      const found = await page
        .locator('.DocSearch-Hit a')
        .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(found.slice(0, 5)).toContain(wanted);
    });
  }
});

test.describe('upgrade notes pages with axe', () => {
  for (const path of [...pages.map((p) => p.path), '/docs/upgrade-notes?from=4.1&kind=changed,removed&q=course']) {
    for (const mode of ['light', 'dark'] as const) {
      test(`${path} in ${mode} mode has no serious or critical axe findings`, async ({page}) => {
        // A thousand items with their links: axe's contrast check alone takes long on a busy machine.
        test.setTimeout(180_000);
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        if (path.includes('?')) await expect(count(page)).toBeVisible();
        // Every folded group open, as a reader who reads them all would have them.
        else await page.evaluate(() => document.querySelectorAll('article details').forEach((d) => ((d as HTMLDetailsElement).open = true)));
        expect(await seriousAxeFindings(page)).toEqual([]);
      });
    }
  }
});
