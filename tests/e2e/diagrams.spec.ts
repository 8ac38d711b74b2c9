// Mermaid diagrams: drawn as SVG in both colour modes without console errors, drawn again when the
// reader switches the mode, and loaded only by pages that have one, when the reader comes near one.
import {test, expect, open} from './fixtures';

const diagramPages = ['/docs/guides/javascript/reactive', '/docs/4.2/guides/git', '/docs/4.1/apis/subsystems/files', '/general/development/process'];
// Mermaid's chunks are found by name: chunk files carry their names only with the chunk-names change on
// (config/stock.ts), so the tests that look for them carry its tag.
const mermaidScript = /mermaid/i;

for (const path of diagramPages) {
  test(`the diagram of ${path} renders in light and dark mode and follows a mode switch`, async ({page, consoleErrors}) => {
    await open(page, path);
    await page.locator('.diagram-placeholder').first().scrollIntoViewIfNeeded();
    const svg = page.locator('.docusaurus-mermaid-container svg').first();
    await expect(svg).toBeVisible();
    await expect(svg.locator('title, desc').first()).toBeAttached();
    const light = await svg.evaluate((el) => el.outerHTML);
    await page.locator('.navbar').getByRole('button', {name: /dark mode|light mode|system mode/i}).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(async () => page.locator('.docusaurus-mermaid-container svg').first().evaluate((el) => el.outerHTML)).not.toBe(light);
    expect(consoleErrors).toEqual([]);
  });
}

test('a page without a diagram loads no Mermaid code', {tag: ['@chunk-names']}, async ({page}) => {
  const loaded: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && mermaidScript.test(request.url()) && loaded.push(request.url()));
  await open(page, '/docs/apis/subsystems/roles');
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
});

test('a diagram far down a page loads Mermaid only when the reader scrolls near it', {tag: ['@chunk-names']}, async ({page}) => {
  const loaded: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && mermaidScript.test(request.url()) && loaded.push(request.url()));
  await page.setViewportSize({width: 1366, height: 900});
  await open(page, '/docs/guides/git');
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  await page.locator('.diagram-placeholder').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  expect(loaded.length).toBeGreaterThan(0);
});
