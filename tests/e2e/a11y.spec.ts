import {test, expect, open} from './fixtures';
import {seriousAxeFindings} from './axe';

// axe (WCAG 2 A and AA) over pages from every area of the site, in both colour modes: no serious or
// critical finding. theme.spec.ts already covers `/`, `/docs/apis` and `/general/releases/4.2`.
const pages: [area: string, path: string][] = [
  ['pages', '/versions'],
  ['pages', '/markdown-page'],
  ['docs master', '/docs'],
  ['docs master', '/docs/devupdate'],
  ['docs master', '/docs/gettingstarted/requirements'],
  ['docs 4.2', '/docs/4.2'],
  ['docs 4.2', '/docs/4.2/apis'],
  ['docs 4.2', '/docs/4.2/devupdate'],
  ['docs 4.1', '/docs/4.1'],
  ['docs 4.1', '/docs/4.1/apis'],
  ['docs 4.1', '/docs/4.1/gettingstarted/requirements'],
  ['API', '/docs/apis/core/dml'],
  ['API', '/docs/apis/commonfiles'],
  ['API', '/docs/apis/commonfiles/version.php'],
  ['subsystem', '/docs/apis/subsystems/form'],
  ['plugin type', '/docs/apis/plugintypes'],
  ['plugin type', '/docs/apis/plugintypes/mod'],
  ['category index', '/docs/category/subsystems'],
  ['guides', '/docs/guides'],
  ['guides', '/docs/guides/git'],
  ['guides', '/docs/guides/javascript/modal'],
  ['guides', '/docs/guides/templates'],
  ['general', '/general/community/contribute'],
  ['general', '/general/development/process'],
  ['general', '/general/development/tracker'],
  ['general', '/general/documentation'],
  ['general', '/general/contentguidelines'],
  ['general', '/general/app'],
  ['general', '/general/projects'],
  ['general', '/general/license'],
  ['releases', '/general/releases'],
  ['releases', '/general/releases/4.3'],
  ['releases', '/general/releases/4.1'],
  ['releases', '/general/app_releases'],
  ['releases', '/general/releases/3.9/3.9.4'],
  ['releases', '/general/releases/1.9'],
  ['releases', '/general/app_releases/v4/v4.2.0'],
  ['app', '/general/app/development/plugins-development-guide'],
  ['app', '/general/category/development'],
  ['general', '/general/development/policies/security/crosssite-scripting'],
  ['general', '/general/development/tools/behat/running'],
  ['general', '/general/community/meetings/202308'],
  ['general', '/general/channels'],
  ['general', '/general/projects/api/amos'],
  ['tags', '/docs/tags'],
  ['tags', '/docs/tags/getting-started'],
  ['tags', '/docs/4.1/tags/guide'],
  ['tags', '/general/tags'],
  ['tags', '/general/tags/release-notes'],
  ['search', '/search'],
  ['404', '/docs/no/such/page'],
];

test.describe('accessibility across the site', () => {
  for (const [area, path] of pages) {
    for (const mode of ['light', 'dark'] as const) {
      test(`${area}: ${path} in ${mode} mode has no serious or critical axe findings`, async ({page}) => {
        // axe checks the contrast of every text node: on the longest pages (the DML API's 80 code blocks)
        // that alone can pass 30 s when the machine is busy.
        test.setTimeout(90_000);
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        const response = await page.goto(path);
        expect(response?.status()).toBe(path.startsWith('/docs/no/') ? 404 : 200);
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await seriousAxeFindings(page)).toEqual([]);
      });
    }
  }
});

// aria-text (role="text" around a link) is a serious finding of axe's best practices, outside WCAG 2 A and AA.
test('the accessibility check reports what WCAG 2 A and AA rules find: faint text and an image without a text alternative, not a best practice', async ({page}) => {
  await open(page, '/docs/apis');
  await page.evaluate(() => {
    const article = document.querySelector('article')!;
    const faint = document.createElement('p');
    faint.textContent = 'Words too faint to read.';
    faint.style.color = '#eeeeee';
    faint.style.background = '#ffffff';
    const image = document.createElement('img');
    image.src = '/img/nowhere.png';
    const text = document.createElement('p');
    text.setAttribute('role', 'text');
    text.innerHTML = 'A sentence with <a href="#">a link</a> inside.';
    article.append(faint, image, text);
  });
  const findings = await seriousAxeFindings(page);
  expect(findings.map((finding) => finding.split(':')[0])).toEqual(['color-contrast (serious)', 'image-alt (critical)']);
});
