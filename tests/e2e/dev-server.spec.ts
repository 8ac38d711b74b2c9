// The writers' preview: `docusaurus start` renders in the browser alone, without server-rendered HTML to
// adopt, so what the production build hydrates (code blocks above all) must render there from scratch.
import {test, expect, open} from './fixtures';

test.describe('dev server', () => {
  test.setTimeout(120_000);

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
});
