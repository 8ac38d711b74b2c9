import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import versions from '../../versions.json';

// The docs versions as versions.json lists them: after a version is cut (npm run versions:cut) these
// hold for the new one without an edit.
const newest = versions[0];

async function searchPaths(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox').fill(query);
  const hits = page.locator('.DocSearch-Hit a');
  await expect(hits.first()).toBeVisible();
  return hits.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

test.describe('docs versions', () => {
  test('the version dropdown lists master, then every version newest first, then the extra links', async ({page}) => {
    await open(page, '/docs/apis');
    const dropdown = page.locator('.navbar .dropdown').filter({hasText: 'master'});
    await dropdown.hover();
    await expect(dropdown.locator('.dropdown__menu a')).toHaveText(['master', ...versions, 'Legacy documentation', 'All versions']);
  });

  test(`the newest version (${newest}) has its own pages, sidebar and dropdown label`, async ({page, consoleErrors}) => {
    const response = await open(page, `/docs/${newest}/apis/subsystems/access`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('article h1')).toHaveText('Access API');
    const sidebarLinks = await page.locator('nav[aria-label="Docs sidebar"] a[href^="/docs/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(sidebarLinks.length).toBeGreaterThan(10);
    expect(sidebarLinks.filter((href) => href !== `/docs/${newest}` && !href.startsWith(`/docs/${newest}/`))).toEqual([]);
    // The dropdown names the version shown (the locale dropdown is the navbar's other one).
    await expect(page.locator('.navbar').getByRole('button', {name: newest, exact: true})).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test(`search on a ${newest} page finds ${newest} docs and general pages only`, async ({page}) => {
    await page.addInitScript(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('__DOCSEARCH_')) localStorage.removeItem(key);
    });
    await open(page, `/docs/${newest}/apis/subsystems/access`);
    const paths = await searchPaths(page, 'php');
    expect(paths.some((p) => p.startsWith(`/docs/${newest}/`))).toBe(true);
    expect(paths.filter((p) => p.startsWith('/docs/') && !p.startsWith(`/docs/${newest}/`))).toEqual([]);
  });
});
