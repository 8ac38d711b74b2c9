import {test, expect, open} from './fixtures';
import versions from '../../versions.json';
import releaseData from '../../data/versions.json';
import {masterMoodleVersion} from '../../config/moodle';

test.describe('foundation', () => {
  test('home page shows the title and tagline in en-AU @mobile', async ({page, consoleErrors}) => {
    const response = await open(page, '/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Moodle Developer Resources');
    await expect(page.getByText('Nurturing Moodle Developers').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  for (const [path, version] of [['/docs', 'master'], ...versions.map((v) => [`/docs/${v}`, v])]) {
    test(`docs home of ${version} renders with its sidebar`, async ({page, consoleErrors}) => {
      const response = await open(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('article h1')).toHaveText('Introduction');
      await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
      await expect(page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'API guides'})).toHaveAttribute(
        'href',
        version === 'master' ? '/docs/apis' : `/docs/${version}/apis`,
      );
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the versions page lists every docs version with its release notes', async ({page, consoleErrors}) => {
    await open(page, '/versions');
    const main = page.locator('main');
    await expect(main.getByRole('link', {name: 'Documentation', exact: true})).toHaveCount(versions.length + 1);
    // Each branch's release notes, once the release data has the branch (master's may not be released yet).
    const branches = [masterMoodleVersion, ...versions].filter((v) => releaseData.branches.some((b) => b.version === v));
    expect(branches).toEqual(expect.arrayContaining(versions));
    for (const href of ['/docs', ...versions.map((v) => `/docs/${v}`), ...branches.map((v) => `/general/releases/${v}`)]) {
      await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the requirements page has no sidebar and states its own version', async ({page}) => {
    await open(page, '/docs/4.1/gettingstarted/requirements');
    await expect(page.locator('article h1')).toHaveText('Technical requirements');
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toHaveCount(0);
    await expect(page.locator('article')).toContainText('7.4');
  });

  test('an unknown path answers 404 with the not-found page', async ({page}) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toContainText(/not found/i);
  });

  test('the sitemap lists the docs of every version', async ({request}) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    for (const loc of ['/docs</loc>', ...versions.map((v) => `/docs/${v}</loc>`), '/general/releases</loc>']) {
      expect(xml).toContain(loc);
    }
  });

  test('navbar and footer links lead to real pages', async ({page, request}) => {
    await open(page, '/');
    const hrefs = await page
      .locator('nav.navbar a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(8);
    for (const href of new Set(hrefs)) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });
});
