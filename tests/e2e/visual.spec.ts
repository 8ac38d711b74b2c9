import {devices, type Page} from '@playwright/test';
import {test, expect, open} from './fixtures';

// Screenshots of parts of the site compared with references committed under
// tests/e2e/__screenshots__/visual.spec.ts/ (playwright.config.ts), one file per part and state:
// `<part>-<desktop|phone>-<light|dark>.png`. Each state fixes its viewport and colour mode; animations
// and the text caret are off, fonts loaded and the page hydrated before a shot. After an intended
// change of look, look at the new shots and update them with `npx playwright test visual --update-snapshots`.
// More parts belong here: a `test` in the loop below, or a loop of their own.

const {defaultBrowserType: _browser, ...phone} = devices['Pixel 7'];
const states = [
  {name: 'desktop-light', device: {viewport: {width: 1366, height: 900}}, dark: false},
  {name: 'desktop-dark', device: {viewport: {width: 1366, height: 900}}, dark: true},
  {name: 'phone-light', device: {...phone, viewport: {width: 390, height: 844}}, dark: false},
  {name: 'phone-dark', device: {...phone, viewport: {width: 390, height: 844}}, dark: true},
];

/** Opens a page in a settled state: hydrated, fonts loaded, nothing loading. */
async function openSettled(page: Page, path: string) {
  await open(page, path);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

for (const state of states) {
  test.describe(state.name, () => {
    test.use(state.device);

    test.beforeEach(async ({page}) => {
      await page.addInitScript((dark) => {
        localStorage.setItem('theme', dark ? 'dark' : 'light');
        for (const key of Object.keys(localStorage)) if (key.startsWith('__DOCSEARCH_')) localStorage.removeItem(key);
      }, state.dark);
    });

    test(`the search modal with results, ${state.name}`, async ({page}) => {
      await openSettled(page, '/docs/guides/git');
      // From the keyboard, so that no pointer hovers a result.
      await page.keyboard.press('Control+k');
      const modal = page.locator('.DocSearch-Modal');
      await expect(modal).toBeVisible();
      await page.getByRole('searchbox').fill('require_capability');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
      await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      await expect(modal).toHaveScreenshot(`search-modal-${state.name}.png`, {animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01});
    });
  });
}
