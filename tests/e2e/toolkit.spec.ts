import AxeBuilder from '@axe-core/playwright';
import {test, expect, open} from './fixtures';
import {fixedIssuesUrl, formatDate, localIsoDate, releaseStatus} from '../../src/lib/releaseStatus';
import releaseData from '../../data/versions.json';

// The writers' toolkit in the built site: banners from front matter, the release components on the
// release notes, version chips in the docs, and their colour contrast in light and dark mode.

const m42 = releaseData.branches.find((b) => b.version === '4.2')!;
// After hydration, a banner shows the status on the reader's date: the browser's, which is ours.
const statusText = {
  unreleased: /is not released yet/,
  supported: /is supported: it gets bug fixes until/,
  'security-only': /gets security fixes only, until/,
  unsupported: /is no longer supported: security support ended on/,
  unknown: /support dates of .* are not recorded/,
};

test.describe('release notes', () => {
  test('a release page shows its status banner, intro and release table', async ({page, consoleErrors}) => {
    await open(page, '/general/releases/4.2');
    const status = releaseStatus(m42, localIsoDate(new Date()));
    const banner = page.locator('[data-version-status]');
    await expect(banner).toHaveAttribute('data-version-status', status);
    await expect(banner).toHaveAttribute('role', 'note');
    await expect(banner).toContainText('Moodle 4.2');
    await expect(banner).toContainText(statusText[status]);
    // The banner sits above the page title.
    const [bannerBox, titleBox] = [await banner.boundingBox(), await page.getByRole('heading', {level: 1}).boundingBox()];
    expect(bannerBox!.y).toBeLessThan(titleBox!.y);

    const intro = page.locator('[data-release-intro="4.2"]');
    await expect(intro).toContainText(`Moodle 4.2 was released on ${formatDate(m42.releaseDate)} with build ${m42.build}.`);
    await expect(intro).toContainText(`The tracker lists ${m42.issuesFixed} issues fixed in this version.`);
    await expect(intro.getByRole('link', {name: 'See the full list of issues fixed in 4.2'})).toHaveAttribute(
      'href',
      fixedIssuesUrl('4.2'),
    );

    const table = page.getByRole('table', {name: 'Minor releases of Moodle 4.2'});
    await expect(table.getByRole('row')).toHaveCount(m42.releases.length + 1);
    const first = m42.releases[0];
    await expect(table.getByRole('row').nth(1)).toHaveText(
      new RegExp(`^${first.version.replace(/\./g, '\\.')}\\s*${formatDate(first.releaseDate)}\\s*${first.build}\\s*${first.issuesFixed}\\s*${first.securityAdvisories}$`),
    );
    await expect(table.getByRole('link', {name: `${first.issuesFixed} issues fixed in ${first.version}, in the tracker`})).toHaveAttribute(
      'href',
      fixedIssuesUrl(first.version),
    );
    expect(consoleErrors).toEqual([]);
  });

  for (const [date, status] of [
    ['2023-06-01', 'supported'],
    ['2024-06-01', 'security-only'],
  ] as const) {
    test(`after hydration the banner follows the reader's date (${status})`, async ({page, consoleErrors}) => {
      await page.clock.setFixedTime(new Date(`${date}T12:00:00`));
      await open(page, '/general/releases/4.2');
      const banner = page.locator('[data-version-status]');
      await expect(banner).toHaveAttribute('data-version-status', status);
      await expect(banner).toContainText(statusText[status]);
      const results = await new AxeBuilder({page}).include('[data-version-status]').withRules(['color-contrast']).analyze();
      expect(results.violations).toEqual([]);
      // The first client render used the build date, as the HTML did: no hydration mismatch.
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the releases page lists every branch, each linked to release notes that exist', async ({page, consoleErrors}) => {
    await open(page, '/general/releases');
    const newest = releaseData.branches[0].version;
    const oldest = releaseData.branches[releaseData.branches.length - 1].version;
    const table = page.getByRole('table', {name: `Major releases of Moodle, ${newest} to ${oldest}`});
    await expect(table.locator('tbody tr')).toHaveCount(releaseData.branches.length);
    await table.getByRole('link', {name: 'Moodle 1.9', exact: true}).click();
    await expect(page).toHaveURL(/\/general\/releases\/1\.9$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Moodle 1.9');
    expect(consoleErrors).toEqual([]);
  });

  test('the built HTML carries the build-date status before any script runs', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/general/releases/4.3');
    await expect(page.locator('[data-version-status]')).toContainText('Moodle 4.3');
    await expect(page.locator('[data-release-intro="4.3"]')).toContainText('Moodle 4.3 was released on 9 October 2023');
    await context.close();
  });
});

test.describe('version chips', () => {
  test('a docs page shows its Since chip with the tracker issue', async ({page, consoleErrors}) => {
    await open(page, '/docs/apis/commonfiles');
    const chip = page.locator('[data-version-chip="since"]').first();
    await expect(chip).toBeVisible();
    await expect(chip).toHaveText('Since 4.3 (MDL-74954)');
    await expect(chip.getByRole('link', {name: 'MDL-74954'})).toHaveAttribute('href', 'https://tracker.moodle.org/browse/MDL-74954');
    expect(consoleErrors).toEqual([]);
  });
});

// The writers' guide to the components uses every one of them.
const gallery = '/general/documentation/authoring-components';

test.describe('every component on the authoring components page', () => {
  test('renders each component with a text label', async ({page, consoleErrors}) => {
    await open(page, gallery);
    await expect(page.locator('[data-version-chip="deprecated"]')).toHaveText('Deprecated since 4.3');
    await expect(page.getByRole('group', {name: 'Valid example: a frankenstyle function name'})).toContainText('local_myplugin_extend_navigation');
    await expect(page.getByRole('group', {name: 'Invalid example'})).toContainText('function extend_navigation');
    await expect(page.locator('[data-supported-releases]')).toBeVisible();
    await expect(page.getByRole('table', {name: 'Minor releases of Moodle 4.1'})).toBeVisible();
    await expect(page.locator('[data-release-intro="4.1.3"]')).toContainText('security advisor');
    expect(consoleErrors).toEqual([]);
  });

  test('CodeDiff puts before and after side by side on a wide screen', async ({page}) => {
    await open(page, gallery);
    const before = await page.getByRole('group', {name: 'Moodle 4.2'}).boundingBox();
    const after = await page.getByRole('group', {name: 'Moodle 4.3'}).boundingBox();
    expect(Math.abs(before!.y - after!.y)).toBeLessThan(2);
    expect(after!.x).toBeGreaterThan(before!.x + before!.width - 1);
  });
});

test.describe('component colour contrast', () => {
  for (const path of ['/general/releases/4.2', '/docs/apis/commonfiles', gallery]) {
    for (const mode of ['light', 'dark']) {
      test(`${path} in ${mode} mode`, async ({page}) => {
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const results = await new AxeBuilder({page})
          .include('[data-version-status], [data-draft-banner], [data-version-chip], [data-release-intro], [data-release-table], [data-supported-releases], [role="group"]')
          // Code blocks inside the components keep the site's Prism palette (config/prism.ts), not ours.
          .exclude('.theme-code-block')
          .withRules(['color-contrast', 'link-in-text-block', 'aria-allowed-attr', 'aria-prohibited-attr'])
          .analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});
