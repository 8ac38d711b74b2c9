import {test as base, expect, type Page} from '@playwright/test';

/** Opens a path and waits until React has hydrated the page, so clicks reach real handlers. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  return response;
}

/** A page that fails the test on any console error or uncaught exception. */
export const test = base.extend<{consoleErrors: string[]}>({
  consoleErrors: [
    async ({page}, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
    },
    {auto: true},
  ],
});

export {expect};
