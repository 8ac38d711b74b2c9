// Mermaid diagrams: drawn as SVG in both colour modes without console errors, drawn again when the
// reader switches the mode, and loaded only by pages that have one, when the reader comes near one;
// until then the page holds each diagram's title and description, and printing draws them all.
import fs from 'node:fs';
import type {Page} from '@playwright/test';
import * as cheerio from 'cheerio';
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

test.describe('a diagram the reader has not scrolled to', () => {
  // The Git guide's diagram sits far below the first screen; its title and description, from its source.
  const path = '/docs/guides/git';
  const source = fs.readFileSync('docs/guides/git/index.md', 'utf8');
  const title = /^\s*accTitle:(.*)$/m.exec(source)![1]!.trim();
  const description = /^\s*accDescr:(.*)$/m.exec(source)![1]!.trim();
  const drawn = (page: Page) => page.locator('.diagram-placeholder svg');

  test('has its title and description in the served HTML', async ({request}) => {
    const $ = cheerio.load(await (await request.get(path)).text());
    const box = $('.diagram-placeholder').first().text().replace(/\s+/g, ' ');
    expect(box).toContain(title);
    expect(box).toContain(description);
  });

  test('gives screen readers its title and description before any scroll', async ({page}) => {
    await open(page, path);
    const figure = page.getByRole('figure', {name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))});
    await expect(figure).toHaveCount(1);
    expect((await figure.ariaSnapshot()).replace(/\s+/g, ' ')).toContain(description);
    await expect(drawn(page)).toHaveCount(0);
  });

  test('shows its title and description in a browser without scripts', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(path);
    const box = page.locator('.diagram-placeholder').first();
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByText(title)).toBeVisible();
    await expect(box.getByText(description)).toBeVisible();
    await context.close();
  });

  test('is drawn for printing: after beforeprint, the print layout shows the SVG', async ({page}) => {
    await open(page, path);
    // Printing's code comes with the first diagram, after hydration.
    await page.waitForLoadState('networkidle');
    await expect(drawn(page)).toHaveCount(0);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({media: 'print'});
    const svg = drawn(page).first();
    await expect(svg).toBeVisible();
    expect((await svg.boundingBox())!.height).toBeGreaterThan(100);
    await expect(page.locator('.diagram-placeholder figure').first()).toBeHidden();
    expect((await page.pdf()).byteLength).toBeGreaterThan(0);
  });

  test('Ctrl+P opens the print dialog once every diagram is drawn', async ({page}) => {
    await page.addInitScript(() => {
      window.print = () => {
        document.documentElement.dataset.printedDiagrams = String(document.querySelectorAll('.diagram-placeholder svg').length);
      };
    });
    await open(page, path);
    await page.waitForLoadState('networkidle');
    const boxes = await page.locator('.diagram-placeholder').count();
    await page.keyboard.press('Control+p');
    await expect(page.locator('html')).toHaveAttribute('data-printed-diagrams', String(boxes), {timeout: 15_000});
  });
});
