import {test, expect, open} from './fixtures';

// No page of the site crashes, so the test makes one: it rewrites the script chunk of /markdown-page on
// its way to the browser so that the page's content component throws while rendering, until the test
// lets it render (React retries a failed render by itself, so a throw-once component would hide the crash).
test('a page that throws while rendering shows the crash page, and Try again renders it again', async ({page}) => {
  let rewritten = false;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('A plain markdown page')) return route.fulfill({response});
    const crashing = body.replace(
      /default:\(\)=>([A-Za-z_$][\w$]*)/,
      (_, original) =>
        `default:()=>function(p){if(!self.__letItRender){throw new Error("Rendering failed on purpose",{cause:new Error("The root cause of the failure")})}return ${original}(p)}`,
    );
    rewritten = crashing !== body;
    return route.fulfill({response, body: crashing});
  });

  await open(page, '/markdown-page');
  expect(rewritten).toBe(true);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
  await expect(page).toHaveTitle(/Page Error/);
  await expect(page.getByText('Rendering failed on purpose')).toBeVisible();
  await expect(page.getByText('The root cause of the failure')).toBeVisible();
  // The navbar and footer stay usable around the crashed content.
  await expect(page.locator('nav.navbar')).toBeVisible();

  await page.evaluate(() => Object.assign(window, {__letItRender: true}));
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('A plain markdown page');
  // Links prefetch their pages' chunks in idle time: those still passing through the handler are let go.
  await page.unrouteAll({behavior: 'ignoreErrors'});
});
