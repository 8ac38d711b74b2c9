// The browser's route table comes in areas (src/plugins/route-areas): a page whose routes are not in the
// main bundle must still hydrate when opened directly and render when reached by a link, without a
// full page load.
import {test, expect, open} from './fixtures';

const markWindow = () => (window as unknown as {routeAreasMark: boolean}).routeAreasMark = true;
const windowMarked = () => (window as unknown as {routeAreasMark?: boolean}).routeAreasMark === true;

test.describe('route areas', () => {
  test('a link into another area renders its page in place', async ({page, consoleErrors}) => {
    await open(page, '/general/releases');
    await page.evaluate(markWindow);
    await page.locator('main a[href="/general/releases/3.9"]').first().click();
    await expect(page).toHaveURL(/\/general\/releases\/3\.9$/);
    await expect(page.locator('article h1')).toHaveText(/^Moodle 3\.9/);
    await page.locator('main a[href^="/general/releases/3.9/3.9."]').first().click();
    await expect(page.locator('article h1')).toHaveText(/^Moodle 3\.9\.\d+/);
    expect(await page.evaluate(windowMarked)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a tag page opened directly hydrates and is not taken by the docs route beside it', async ({page, consoleErrors}) => {
    await open(page, '/docs/4.1/tags/access');
    await expect(page.locator('main h1')).toHaveText('One doc tagged with "Access"');
    await page.evaluate(markWindow);
    await page.locator('main article a').first().click();
    await expect(page.locator('article h1')).toBeVisible();
    expect(page.url()).toContain('/docs/4.1/');
    expect(await page.evaluate(windowMarked)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('the browser back button returns to a page of the first area', async ({page, consoleErrors}) => {
    await open(page, '/docs/apis/subsystems/form');
    await page.evaluate(markWindow);
    await page.evaluate(() => window.history.pushState({}, '', '/docs/4.2/apis/core/dml'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.locator('article h1')).toHaveText(/Data manipulation API/i);
    await page.goBack();
    await expect(page.locator('article h1')).toHaveText(/Forms API/i);
    expect(await page.evaluate(windowMarked)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('route chunks in the served page', () => {
  test('a page opened directly runs every chunk its HTML preloads, and requests no other route chunk', {tag: ['@page-template', '@module-origins', '@chunk-names']}, async ({page, consoleErrors}) => {
    // The HTML preloads the chunks of the page's routes (config/ssr-template.ts); only the route areas
    // (route-area-…), which the HTML does not name, are left for main.js to request first.
    const name = (url: string) => url.split('/').pop()!.replace(/\.[0-9a-f]{8}\.js$/, '');
    for (const path of ['/docs/guides/git', '/general/releases/3.9', '/docs/4.1/tags/access']) {
      const requested: string[] = [];
      const record = (request: {resourceType: () => string; url: () => string}) => request.resourceType() === 'script' && requested.push(name(request.url()));
      page.on('request', record);
      await open(page, path);
      page.off('request', record);
      const {preloaded, ran} = await page.evaluate(() => ({
        preloaded: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]'), (link) => link.href),
        ran: ((self as unknown as Record<string, [(string | number)[]][]>).webpackChunkmoodle_developer_resources ?? []).flatMap(([ids]) => ids.map(String)),
      }));
      expect(preloaded.length, path).toBeGreaterThan(0);
      expect(ran, path).toEqual(expect.arrayContaining(preloaded.map(name)));
      const named = new Set(['runtime~main', 'main', ...preloaded.map(name)]);
      // Route chunks are named by a hash of their module, or vendors-… for the libraries they share.
      const routeChunk = (chunk: string) => /^([0-9a-f]{8}|vendors-.+)$/.test(chunk);
      expect(requested.filter((chunk) => routeChunk(chunk) && !named.has(chunk)), path).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('link prefetching', () => {
  test('links in view prefetch the chunks of their pages once each, each a file of the build', {tag: ['@route-areas']}, async ({page, request, consoleErrors}) => {
    // The prefetcher finds a chunk's file from its name (src/plugins/lean-bundle/chunk-asset.ts), in idle
    // time, and skips chunks it has prefetched for another page (src/plugins/route-areas/client).
    await open(page, '/docs/apis/subsystems/form');
    const prefetched = page.locator('head link[rel=prefetch]');
    await expect.poll(() => prefetched.count()).toBeGreaterThan(20);
    await page.waitForTimeout(500);
    const hrefs = await prefetched.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBe(new Set(hrefs).size);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/assets\/js\/[\w~-]+\.[0-9a-f]{8}\.js$/);
      expect((await request.get(href)).status(), href).toBe(200);
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('trimmed version props', () => {
  test('a generated category index still shows each card description after client navigation', async ({page, consoleErrors}) => {
    // Opened by a link, the cards render from the browser's copy of the version props alone.
    await open(page, '/general/app/development/development-guide');
    await page.evaluate(() => window.history.pushState({}, '', '/general/category/testing'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    const descriptions = page.locator('.theme-doc-card-description');
    await expect(descriptions.first()).toContainText('Behat');
    expect(await descriptions.count()).toBeGreaterThan(1);
    for (const text of await descriptions.allTextContents()) expect(text.trim()).not.toBe('');
    expect(consoleErrors).toEqual([]);
  });
});
