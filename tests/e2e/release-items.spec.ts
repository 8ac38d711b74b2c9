// Release items in the browser: a served list is adopted as it is (no chunk of items is fetched), a list
// reached by a link renders from its branch's chunk, keys find their release page in search, and a long
// list reads on a phone.
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';

const itemsChunk = /\/release-items-[\w-]+-json\.[0-9a-f]+\.js$/;

async function searchFor(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.getByRole('searchbox').fill(query);
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toBeVisible();
  return first.evaluate((a) => new URL((a as HTMLAnchorElement).href).pathname);
}

test.describe('release items', () => {
  test('a served page shows its items with tracker and advisory links, without loading them again', async ({page, consoleErrors}) => {
    const chunks: string[] = [];
    page.on('request', (request) => itemsChunk.test(request.url()) && chunks.push(request.url()));
    await open(page, '/general/releases/4.2/4.2.1');
    const article = page.locator('article');
    await expect(article.getByText(/^The notes below list 56 changes: /)).toBeVisible();
    const advisory = article.getByRole('link', {name: 'MSA-23-0016', exact: true});
    await expect(advisory).toHaveAttribute('href', /^https:\/\/moodle\.org\/mod\/forum\/discuss\.php\?d=\d+$/);
    await expect(advisory).toHaveAttribute('target', '_blank');
    await expect(article.getByRole('link', {name: 'MDL-78054', exact: true}).first()).toHaveAttribute('href', 'https://tracker.moodle.org/browse/MDL-78054');
    expect(chunks).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a fix backported to other branches links to them, and following one renders its list in the app', async ({page, consoleErrors}) => {
    await open(page, '/general/releases/4.2/4.2.1');
    const item = page.locator('article li').filter({has: page.getByRole('link', {name: 'MSA-23-0016', exact: true})});
    await expect(item).toContainText('Also in');
    const chunk = page.waitForRequest((request) => itemsChunk.test(request.url()));
    await item.getByRole('link', {name: '4.1.4', exact: true}).click();
    await chunk;
    await expect(page).toHaveURL(/\/general\/releases\/4\.1\/4\.1\.4$/);
    // The page was not reloaded: the app rendered the list from the branch's chunk.
    await expect(page.locator('article').getByRole('link', {name: 'MSA-23-0016', exact: true})).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  for (const [key, release] of [
    ['MDL-78054', /^\/general\/releases\/4\.\d\/4\.\d\.\d+$/],
    ['MSA-23-0010', /^\/general\/releases\/(3|4)\.\d+\/\d\.\d+\.\d+$/],
    ['MOBILE-4123', /^\/general\/app_releases\/v4\/v4\.\d\.\d$/],
  ] as const) {
    test(`searching ${key} opens a release page that lists it first`, async ({page}) => {
      await open(page, '/');
      const first = await searchFor(page, key);
      expect(first).toMatch(release);
      await open(page, first);
      await expect(page.locator('article').getByRole('link', {name: key, exact: true}).first()).toBeVisible();
    });
  }

  test('a 200-item list reads on a phone: nothing wider than the screen, keys and summaries on the same lines', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, '/general/releases/4.0');
    const items = page.locator('article li').filter({has: page.locator('a[href^="https://tracker.moodle.org/browse/"]')});
    expect(await items.count()).toBeGreaterThanOrEqual(200);
    const widest = await page.evaluate(() => Math.max(...Array.from(document.querySelectorAll('article li'), (li) => li.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const sample = items.nth(100);
    await sample.scrollIntoViewIfNeeded();
    const [key, line] = await Promise.all([sample.locator('a').first().boundingBox(), sample.boundingBox()]);
    // The key starts the item's first line: not a line of its own above the summary.
    expect(key!.y - line!.y).toBeLessThan(key!.height);
  });
});
