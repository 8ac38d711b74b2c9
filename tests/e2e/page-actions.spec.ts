// Beside "Edit this page": copy the page as Markdown, view it, and report a problem with the page, its
// version and the reader's selection prefilled; on a desktop and a phone, in light and dark mode.
import {test, expect, open} from './fixtures';

const path = '/docs/4.2/apis/subsystems/form';

// A context of its own for each test: the clipboard permission granted here would outlive the test in a reused one.
test.use({reuseContext: false});

for (const size of [
  {name: 'desktop', width: 1366, height: 900},
  {name: 'phone', width: 390, height: 844},
]) {
  for (const mode of ['light', 'dark']) {
    test(`Copy page puts the Markdown twin on the clipboard (${size.name}, ${mode})`, async ({page, context, consoleErrors}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize(size);
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.locator('.theme-doc-footer').scrollIntoViewIfNeeded();
      const copy = page.getByRole('button', {name: 'Copy page'});
      await copy.scrollIntoViewIfNeeded();
      // The keyboard works too: focus and Enter.
      await copy.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown'})).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/^# Forms API\n/);
      expect(copied).toContain('> Docs version: 4.2 (Moodle 4.2)');
      expect(copied).toContain('```php');
      await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', `${path}.md`);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test('Report a problem opens a new issue with the page, its version and, when there is one, the selection', async ({page, context}) => {
  // The issue tracker is not reachable from the test machine: its page is answered here.
  await context.route('https://github.com/**', (route) => route.fulfill({contentType: 'text/html', body: '<title>New issue</title>'}));
  await open(page, path);
  await page.locator('.theme-doc-footer').scrollIntoViewIfNeeded();
  const report = page.getByRole('link', {name: 'Report a problem'});
  await expect(report).toHaveAttribute('target', '_blank');

  const opened = async () => {
    const [tab] = await Promise.all([context.waitForEvent('page'), report.click()]);
    await tab.waitForLoadState();
    const url = new URL(tab.url());
    await tab.close();
    return {title: url.searchParams.get('title'), body: url.searchParams.get('body') ?? ''};
  };

  const plain = await opened();
  expect(plain.title).toBe('Problem on "Forms API"');
  expect(plain.body).toContain('Page: [Forms API](https://moodledev.io/docs/4.2/apis/subsystems/form)');
  expect(plain.body).toContain('Docs version: 4.2');
  expect(plain.body).not.toContain('> ');

  // Select the first paragraph of the doc, then report.
  const paragraph = page.locator('.theme-doc-markdown p').first();
  const text = (await paragraph.textContent())!.trim();
  await paragraph.evaluate((p) => {
    const range = document.createRange();
    range.selectNodeContents(p);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  });
  const selected = await opened();
  expect(selected.body).toContain(`> ${text.slice(0, 60)}`);
});

test('a long page loads the page actions only when the reader comes near them', async ({page}) => {
  const chunks: string[] = [];
  page.on('request', (request) => /page-actions/.test(request.url()) && chunks.push(request.url()));
  await page.setViewportSize({width: 1366, height: 900});
  await open(page, path);
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  await page.locator('.theme-doc-footer').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
  expect(chunks).toHaveLength(1);
});
