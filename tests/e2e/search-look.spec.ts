import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, open} from './fixtures';

// What the reader sees of search on the production build: the modal styled as DocSearch draws it (its
// styles load with the modal, so a bundler that drops them shows bare HTML), the navbar button named by
// what it shows, and excerpts that quote code as written. The look itself is compared in visual.spec.ts.

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const button = (page: Page) => page.locator('.navbar .DocSearch-Button');

test.beforeEach(async ({page}) => {
  await page.addInitScript(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('__DOCSEARCH_')) localStorage.removeItem(key);
  });
});

/** Opens the modal from the navbar button and waits for the results of a query. */
async function searchFor(page: Page, query: string) {
  await button(page).click();
  await expect(modal(page)).toBeVisible();
  await page.getByRole('searchbox').fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
}

test('the open modal is an opaque panel over the page, with a full-size input, a plain list of results and small icons @mobile', async ({page, consoleErrors}) => {
  await open(page, '/docs/guides/git');
  await searchFor(page, 'require_capability');
  const viewport = page.viewportSize()!;

  const container = page.locator('.DocSearch-Container');
  const overlay = await container.evaluate((el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    // What the centre of the viewport shows: the modal or its backdrop, not the page below.
    const centre = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    return {position: style.position, zIndex: Number(style.zIndex), width: box.width, height: box.height, onTop: el.contains(centre)};
  });
  expect(overlay.position).toBe('fixed');
  expect(overlay.zIndex).toBeGreaterThan(0);
  expect(overlay.width).toBeGreaterThanOrEqual(viewport.width - 1);
  expect(overlay.height).toBeGreaterThanOrEqual(viewport.height - 1);
  expect(overlay.onTop).toBe(true);

  // An opaque panel: its own background colour, not see-through.
  const background = await modal(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toMatch(/^rgb\(/);

  const input = await page.getByRole('searchbox').boundingBox();
  expect(input!.height).toBeGreaterThanOrEqual(30);

  const markers = await modal(page).locator('li').evaluateAll((items) => items.map((li) => getComputedStyle(li).listStyleType));
  expect(markers.length).toBeGreaterThan(0);
  expect(markers.filter((type) => type !== 'none')).toEqual([]);

  const iconHeights = await modal(page).locator('svg').evaluateAll((icons) => icons.map((svg) => svg.getBoundingClientRect().height));
  expect(iconHeights.length).toBeGreaterThan(0);
  expect(Math.max(...iconHeights)).toBeLessThanOrEqual(64);
  expect(consoleErrors).toEqual([]);
});

for (const theme of ['light', 'dark']) {
  test(`the open modal with results passes axe (WCAG 2 A and AA) in ${theme} mode`, async ({page}) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await open(page, '/docs/guides/git');
    await searchFor(page, 'require_capability');
    // DocSearch's own markup puts each result's link inside a listbox option (nested-interactive): the
    // combobox pattern it has always used, not a matter of styles.
    const axe = await new AxeBuilder({page}).include('.DocSearch-Modal').withTags(['wcag2a', 'wcag2aa']).disableRules(['nested-interactive']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test.describe('the search button', () => {
  /** The text a sighted reader sees in the button, one space between its parts. */
  const visibleText = (page: Page) => button(page).evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

  test('is named by its visible text, the key hint apart from the label @mobile', async ({page}, info) => {
    await open(page, '/docs/guides/git');
    const shown = await visibleText(page);
    expect(shown).toMatch(/^Search\b/);
    const name = await button(page).evaluate((el) => el.getAttribute('aria-label'));
    // Without an aria-label the name is the button's text; with one, it must hold that text.
    if (name !== null) expect(name.toLowerCase()).toContain(shown.toLowerCase());
    await expect(button(page)).toHaveAccessibleName(new RegExp(`^${shown.replace(/\s+/g, '\\s*')}$`, 'i'));
    await expect(button(page)).toHaveAttribute('aria-keyshortcuts', /k$/i);
    const axe = await new AxeBuilder({page}).include('.navbar .DocSearch-Button').withRules(['label-content-name-mismatch']).analyze();
    expect(axe.violations).toEqual([]);

    const keys = button(page).locator('kbd');
    if (info.project.name === 'mobile') {
      // A phone has no keyboard shortcut to hint at.
      await expect(keys.first()).toBeHidden();
      expect(shown).toBe('Search');
    } else {
      await expect(keys.first()).toBeVisible();
      expect(shown).toMatch(/^Search (Ctrl|⌘) K$/);
      const label = await button(page).locator('.DocSearch-Button-Placeholder').boundingBox();
      const firstKey = await keys.first().boundingBox();
      expect(firstKey!.x - (label!.x + label!.width)).toBeGreaterThanOrEqual(6);
    }
  });

  test('shows no key hint at 390 px wide, even with a mouse', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, '/docs/guides/git');
    await expect(button(page)).toBeVisible();
    await expect(button(page).locator('kbd').first()).toBeHidden();
    expect(await visibleText(page)).toBe('Search');
  });
});

test.describe('code in search excerpts', () => {
  // A line of the Data manipulation API page (docs/apis/core/dml), as the page writes it.
  const line = "$lastlog = $DB->get_record_sql('SELECT * FROM {local_myplugin_log}";
  // Spaces that no page's code has: inside a call, a string, a table name in braces or an arrow.
  // (A call broken over lines, `get_record_sql(` then `'SELECT …` on the next, reads `get_record_sql( 'SELECT`.)
  const garbled = /get_record_sql \(|' SELECT|\{ course|\$DB -> | ;/;

  test('keeps the spacing of the code line on the /search page', async ({page}) => {
    await open(page, '/search?q=get_record_sql');
    const excerpts = page.locator('main li');
    const texts = async () => (await excerpts.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    // Results fill in as their fragments load, and symbol entries arrive beside them: wait for the line.
    await expect.poll(async () => (await texts()).some((text) => text.includes(line)), {timeout: 15_000}).toBe(true);
    expect((await texts()).filter((text) => garbled.test(text))).toEqual([]);
  });

  test('keeps the spacing of the code line in the modal', async ({page}) => {
    await open(page, '/docs/apis/core/dml');
    await searchFor(page, 'get_record_sql');
    const snippets = (await page.locator('.DocSearch-Hit').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    expect(snippets.some((text) => text.includes("get_record_sql('SELECT"))).toBe(true);
    expect(snippets.filter((text) => garbled.test(text))).toEqual([]);
  });
});
