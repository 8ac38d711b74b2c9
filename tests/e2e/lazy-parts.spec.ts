import {test, expect, open} from './fixtures';

// The parts of a page that load or mount later than the page (the page actions, the diagrams, the /search
// page's results) look as designed in the production build: their styles come with the page's
// stylesheet, not with their code. The search modal, whose DocSearch styles do come with its code, is
// checked in search-look.spec.ts, the phone menu's slide-in in theme.spec.ts.

test('the page actions, loaded near the end of a page, sit in one styled row', async ({page}) => {
  await open(page, '/docs/guides/git');
  await page.locator('.theme-doc-footer').scrollIntoViewIfNeeded();
  const row = page.locator('.page-actions');
  await expect(row).toBeVisible();
  expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  const copy = await row.getByRole('button', {name: 'Copy page'}).evaluate((el) => getComputedStyle(el).borderStyle);
  expect(copy).toBe('none');
});

test('a diagram, drawn when the reader comes near it, fits the column', async ({page}) => {
  await open(page, '/docs/guides/git');
  await page.locator('.diagram-placeholder').first().scrollIntoViewIfNeeded();
  const container = page.locator('.docusaurus-mermaid-container').first();
  await expect(container.locator('svg')).toBeVisible();
  expect(await container.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('100%');
  const [svg, column] = await Promise.all([container.locator('svg').boundingBox(), page.locator('article').boundingBox()]);
  expect(svg!.x + svg!.width).toBeLessThanOrEqual(column!.x + column!.width);
});

test('the /search page shows its field and results as designed', async ({page}) => {
  await open(page, '/search?q=capability');
  const field = page.getByRole('searchbox', {name: 'Search'});
  expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(36);
  const results = page.locator('main ul').first();
  await expect(results).toBeVisible();
  expect(await results.evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
});
