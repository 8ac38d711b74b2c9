import {test, expect, open} from './fixtures';
import {seriousAxeFindings} from './axe';
import versions from '../../versions.json';

test.describe('community bar', () => {
  test('links every community site in a new tab and marks this site', async ({page}) => {
    await open(page, '/');
    const bar = page.getByRole('navigation', {name: 'Moodle community sites'});
    for (const [name, href] of [
      ['Forums', 'https://moodle.org/course/'],
      ['Documentation', 'https://docs.moodle.org/'],
      ['Downloads', 'https://download.moodle.org/'],
      ['Demo', 'https://moodle.org/demo/'],
      ['Tracker', 'https://tracker.moodle.org/'],
      ['Translation', 'https://lang.moodle.org/'],
      ['Search', 'https://moodle.org/public/search'],
    ]) {
      const link = bar.getByRole('link', {name, exact: true});
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const current = bar.getByRole('link', {name: 'Development'});
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).not.toHaveAttribute('target', '_blank');
  });

  test('the app launcher toggles and closes on Escape, outside click and focus leaving', async ({page}) => {
    await open(page, '/');
    const button = page.getByRole('button', {name: 'Other Moodle sites'});
    const academy = page.getByRole('link', {name: /Moodle Academy/});
    await expect(academy).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(academy).toBeVisible();
    await expect(page.getByRole('link', {name: /MoodleNet/})).toHaveAttribute('target', '_blank');
    await button.click();
    await expect(academy).toBeHidden();

    await button.click();
    await page.keyboard.press('Escape');
    await expect(academy).toBeHidden();

    await button.click();
    await page.locator('main').click({position: {x: 5, y: 5}});
    await expect(academy).toBeHidden();

    await button.click();
    await page.locator('main a').first().focus();
    await expect(academy).toBeHidden();
  });

  test('the mobile menu opens on the first tap, has a secondary panel and locks scrolling @mobile', async ({page}, info) => {
    test.skip(info.project.name !== 'mobile', 'mobile layout only');
    await open(page, '/docs');
    const menu = page.getByRole('button', {name: 'Moodle sites', exact: true});
    await expect(page.getByRole('navigation', {name: 'Moodle community sites'}).getByRole('link', {name: 'Forums'})).toBeHidden();

    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('list', {name: 'Moodle community sites'}).getByRole('link', {name: 'Forums'})).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await page.getByRole('button', {name: 'More Moodle sites ›'}).tap();
    await expect(page.getByRole('link', {name: /Moodle Academy/})).toBeVisible();
    await page.getByRole('button', {name: '‹ Back'}).tap();
    await expect(page.getByRole('list', {name: 'Moodle community sites'})).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await menu.tap();
    await page.getByRole('list', {name: 'Moodle community sites'}).getByRole('link', {name: 'Development'}).tap();
    await page.waitForURL('**/');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile logo is 32px high @mobile', async ({page}, info) => {
    test.skip(info.project.name !== 'mobile', 'mobile layout only');
    await open(page, '/');
    const box = await page.locator('.navbar__logo img').first().boundingBox();
    expect(box?.height).toBe(32);
  });
});

test.describe('navbar', () => {
  test('the phone menu mounts when first opened, shows the doc sidebar and navigates @mobile', async ({page}, info) => {
    test.skip(info.project.name !== 'mobile', 'mobile layout only');
    await open(page, '/docs/apis/subsystems/form');
    // Nothing of the menu is in the page until the reader asks for it, and the served desktop sidebar
    // stays, hidden, rather than being deleted after hydration (src/theme/DocSidebar).
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await expect(page.locator('.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]')).toHaveCount(1);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();

    await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    // It slides in: its box ends where the stock, always-mounted menu's does, at the left edge.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    // A docs page opens on its own sidebar, with the way back to the main menu.
    await expect(menu.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
    await expect(menu.getByRole('link', {name: 'Forms API', exact: true})).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await menu.getByRole('button', {name: '← Back to main menu'}).tap();
    await menu.getByRole('link', {name: 'Community', exact: true}).tap();
    await page.waitForURL('**/general/community/contribute');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('links the main sections', async ({page}) => {
    await open(page, '/');
    const navbar = page.locator('nav.navbar');
    for (const [name, href] of [
      ['Guides', '/docs'],
      ['Community', '/general/community/contribute'],
      ['Coding', '/general/development/gettingstarted'],
      ['Process', '/general/development/process'],
    ]) {
      await expect(navbar.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
  });

  test('the version dropdown keeps the query and hash and lists the extra links', async ({page}) => {
    await open(page, '/docs/apis?x=1#y');
    const dropdown = page.locator('.navbar .dropdown').filter({hasText: 'master'});
    await dropdown.hover();
    for (const v of versions) await expect(dropdown.getByRole('link', {name: v, exact: true})).toHaveAttribute('href', `/docs/${v}/apis?x=1#y`);
    await expect(dropdown.getByRole('link', {name: 'Legacy documentation'})).toHaveAttribute(
      'href',
      'https://docs.moodle.org/dev/',
    );
    await expect(dropdown.getByRole('link', {name: 'All versions'})).toHaveAttribute('href', '/versions');
  });

  test('the version dropdown remembers the chosen version', async ({page}) => {
    await open(page, '/docs/apis');
    const dropdown = page.locator('.navbar .dropdown').filter({hasText: 'master'});
    await dropdown.hover();
    await dropdown.getByRole('link', {name: '4.1', exact: true}).click();
    await page.waitForURL('**/docs/4.1/apis');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('4.1');
  });

  test('the version dropdown is absent outside the versioned docs', async ({page}) => {
    await open(page, '/general/releases');
    await expect(page.locator('.navbar').getByRole('link', {name: 'All versions'})).toHaveCount(0);
    await expect(page.locator('.navbar .dropdown').filter({hasText: 'master'})).toHaveCount(0);
  });
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('is light even when the browser prefers dark, and the toggle is stored and survives reload', async ({page}) => {
    await open(page, '/docs');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.locator('.navbar').getByRole('button', {name: /dark mode|light mode|system mode/i}).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  test('is dismissed for good, until its id changes', async ({page}) => {
    await open(page, '/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: /close/i}).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);

    // A new announcement (another id) shows again for a reader who dismissed the old one.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  });
});

test.describe('not-found page', () => {
  test('answers 404 and offers the main sections', async ({page, request}) => {
    const response = await page.goto('/docs/apis/core/nosuchapi');
    expect(response?.status()).toBe(404);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
    await expect(page.getByText('/docs/apis/core/nosuchapi')).toBeVisible();
    await expect(page.locator('main').getByRole('link', {name: 'Developer docs'})).toHaveAttribute('href', '/docs');
    await expect(page.getByRole('link', {name: /Search the site for/})).toHaveAttribute('href', '/search?q=apis%20core%20nosuchapi');
    // One 404.html answers every missing address: before scripts run it must not name the address it
    // was rendered for.
    const served = (await (await request.get('/docs/apis/core/nosuchapi')).text()).replaceAll('<!-- -->', '');
    expect(served).toContain('There is no page at this address.');
    expect(served).not.toContain('404.html</code>');
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/docs/apis', '/general/releases/4.2']) {
    for (const mode of ['light', 'dark']) {
      test(`${path} in ${mode} mode has no serious or critical axe findings`, async ({page}) => {
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await seriousAxeFindings(page)).toEqual([]);
      });
    }
  }
});

test.describe('look', () => {
  test('the edit link and last-updated row follow a long doc rather than float over it', async ({page}) => {
    await open(page, '/docs/apis/core/hooks');
    await page.mouse.wheel(0, 1500);
    await expect(page.locator('.theme-doc-footer')).not.toBeInViewport();
    await page.locator('.theme-doc-footer').scrollIntoViewIfNeeded();
    await expect(page.locator('.theme-doc-footer').getByRole('link', {name: /edit this page/i})).toBeVisible();
  });

  test('a first load adopts the served code blocks without fetching Prism', {tag: ['@lazy-prism']}, async ({page, consoleErrors}) => {
    // Prism (its tokeniser and every grammar) is the one script that mentions lookbehind.
    const prismScripts: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script' && (await res.text()).includes('lookbehind')) prismScripts.push(res.url());
    });
    await open(page, '/docs/apis/subsystems/form');
    await page.waitForLoadState('networkidle');
    const php = page.locator('.language-php').first();
    await expect(php.locator('.token.variable').first()).toHaveText(/^\$\w+/);
    expect(prismScripts).toEqual([]);
    // The word-wrap button still reaches the adopted code.
    await page.setViewportSize({width: 420, height: 800});
    await php.hover();
    await php.getByRole('button', {name: 'Toggle word wrap'}).click();
    await expect(php.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    await expect(php.locator('.token.variable').first()).toHaveText(/^\$\w+/);
    expect(consoleErrors).toEqual([]);
  });

  test('code on a page reached by a link is highlighted with the PHP grammar', async ({page, consoleErrors}) => {
    await open(page, '/docs/apis');
    await page.locator('.theme-doc-markdown a[href="/docs/apis/core/lock"], .menu a[href="/docs/apis/core/lock"]').first().evaluate((a: HTMLAnchorElement) => a.click());
    await expect(page).toHaveURL(/\/docs\/apis\/core\/lock$/);
    // Without the PHP grammar registered in the browser's Prism, variables would have no token class.
    const php = page.locator('.language-php').first();
    await expect(php.locator('.token.variable').first()).toHaveText(/^\$\w+/);
    await expect(page.locator('.language-php .token.keyword').first()).toHaveCSS('color', 'rgb(0, 0, 255)');
    expect(consoleErrors).toEqual([]);
  });

  test('code colours follow the colour mode without rendering the code again', async ({page, consoleErrors}) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      // The served code block, before any script has run: hydration should adopt it, not replace it.
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {servedPre: Element | null}).servedPre = document.querySelector('.language-php pre');
      });
    });
    await open(page, '/docs/apis/subsystems/form');
    expect(await page.evaluate(() => (window as unknown as {servedPre: Element | null}).servedPre === document.querySelector('.language-php pre'))).toBe(true);
    const keyword = page.locator('.language-php .token.keyword').first();
    await expect(keyword).toHaveCSS('color', 'rgb(86, 156, 214)');
    await expect(page.locator('.language-php pre').first()).toHaveCSS('background-color', 'rgb(30, 30, 30)');
    await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).first().click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    await expect(keyword).toHaveCSS('color', 'rgb(0, 0, 255)');
    expect(consoleErrors).toEqual([]);
  });

  test('nested ordered lists number 1, 2, 3', async ({page}) => {
    await open(page, '/docs/apis/core/lock');
    const styles = await page.evaluate(() => {
      const host = document.querySelector('.markdown')!;
      const outer = document.createElement('ol');
      outer.innerHTML = '<li>one<ol><li>inner</li></ol></li>';
      host.append(outer);
      return [getComputedStyle(outer).listStyleType, getComputedStyle(outer.querySelector('ol')!).listStyleType];
    });
    expect(styles).toEqual(['decimal', 'decimal']);
  });

  test('the language switcher keeps the query string and hash', async ({page}) => {
    await open(page, '/docs/apis?x=1#y');
    const dropdown = page.locator('.navbar .dropdown').filter({hasText: 'Australian English'});
    await dropdown.hover();
    await expect(dropdown.getByRole('link', {name: 'Australian English'})).toHaveAttribute('href', /\/docs\/apis\?x=1#y$/);
  });
});

test.describe('screenshots for review', () => {
  for (const [name, path] of [
    ['home', '/'],
    ['docs', '/docs/apis/core/lock'],
  ]) {
    for (const mode of ['light', 'dark']) {
      test(`${name} in ${mode} mode @mobile`, async ({page}, info) => {
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const file = `artifacts/screenshots/${name}-${info.project.name}-${mode}.png`;
        await page.screenshot({path: file});
        expect((await page.screenshot()).length).toBeGreaterThan(10_000);
      });
    }
  }
});
