// Details of the layout a reader meets on particular pages, at desktop (1366 px) and phone (390 px)
// widths: the skip link, scrolling tables, the doc sidebar's foot, titles and cards, the releases
// table, lines of facts, the search page, the phone's list of Moodle sites, inline code, a missing page
// and the table of contents of a long page. The layout check (layout.spec.ts) covers the kinds of
// defect over a sample of every page type; these tests pin each one where it was seen.
import type {Locator, Page} from '@playwright/test';
import sharp from 'sharp';
import {test, expect, open} from './fixtures';

const desktop = {width: 1366, height: 800};
const phone = {width: 390, height: 844};

/**
 * How much the pixels along a box's left and right edges (6 px strips, over the first 200 px of its
 * height) change when its shades are taken away.
 */
async function shadeStrength(page: Page, box: Locator): Promise<{left: number; right: number}> {
  // Its top 150 px below the window's, clear of the sticky navbar.
  await box.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 150));
  const r = (await box.boundingBox())!;
  const clip = {x: r.x, y: r.y, width: r.width, height: Math.min(200, r.height)};
  const shot = async () => sharp(await page.screenshot({clip})).raw().toBuffer({resolveWithObject: true});
  const withShade = await shot();
  await box.evaluate((el: HTMLElement) => el.style.setProperty('background-image', 'none'));
  const without = await shot();
  await box.evaluate((el: HTMLElement) => el.style.removeProperty('background-image'));
  const {width, height, channels} = withShade.info;
  const strip = (from: number) => {
    let sum = 0;
    for (let y = 0; y < height; y++) {
      for (let x = from; x < from + 6; x++) {
        for (let c = 0; c < 3; c++) {
          const i = (y * width + x) * channels + c;
          sum += Math.abs(withShade.data[i]! - without.data[i]!);
        }
      }
    }
    return sum / (height * 6 * 3);
  };
  return {left: strip(0), right: strip(width - 6)};
}

test.describe('skip link', () => {
  test('its label shows above the community bar when it has the focus', async ({page}) => {
    await page.setViewportSize(desktop);
    await open(page, '/docs');
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', {name: 'Skip to main content'});
    await expect(link).toBeFocused();
    const box = (await link.boundingBox())!;
    const onTop = await page.evaluate(({x, y}) => document.elementFromPoint(x, y)?.closest('a')?.textContent, {x: box.x + box.width / 2, y: box.y + box.height / 2});
    expect(onTop).toBe('Skip to main content');
  });
});

test.describe('wide tables', () => {
  test('a table of long API names fits the desktop column, its names wrapping after separators', async ({page}) => {
    await page.setViewportSize(desktop);
    await open(page, '/docs/apis/plugintypes/tiny');
    const scroll = page.locator('.table-scroll').first();
    expect(await scroll.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    await expect(scroll.locator('th').last()).toHaveText('Purpose');
    await expect(scroll.locator('code', {hasText: 'plugin_with_configuration'}).locator('wbr')).not.toHaveCount(0);
  });

  for (const [name, size, path] of [
    ['desktop', {width: 1024, height: 800}, '/general/releases'],
    ['phone', phone, '/docs/apis/plugintypes/tiny'],
  ] as const) {
    test(`a table that scrolls shows a shade on the side where it hides content (${name})`, async ({page}) => {
      await page.setViewportSize(size);
      await open(page, path);
      const scroll = page.locator('.table-scroll').filter({has: page.locator('table')}).first();
      await scroll.scrollIntoViewIfNeeded();
      expect(await scroll.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(40);
      const atStart = await shadeStrength(page, scroll);
      expect(atStart.right).toBeGreaterThan(8);
      expect(atStart.left).toBeLessThan(1);
      await scroll.evaluate((el) => el.scrollTo({left: el.scrollWidth}));
      const atEnd = await shadeStrength(page, scroll);
      expect(atEnd.left).toBeGreaterThan(8);
      expect(atEnd.right).toBeLessThan(1);
    });
  }

  test('a code block whose lines run past its box shows the shade, in dark mode too', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.setViewportSize(phone);
    await open(page, '/docs/apis/subsystems/form');
    const pre = page.locator('.theme-code-block pre').first();
    await pre.scrollIntoViewIfNeeded();
    expect(await pre.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(1);
    const {left, right} = await shadeStrength(page, pre);
    expect(right).toBeGreaterThan(8);
    expect(left).toBeLessThan(1);
  });
});

test.describe('doc sidebar', () => {
  for (const path of ['/docs/apis/subsystems/form', '/docs/apis/plugintypes/mod']) {
    test(`no sidebar link of ${path} is under the collapse button, at the top or scrolled a little`, async ({page}) => {
      await page.setViewportSize(desktop);
      await open(page, path);
      for (const scrollY of [0, 30, 60, 400]) {
        await page.evaluate((y) => window.scrollTo(0, y), scrollY);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const covered = await page.evaluate(() => {
          const button = document.querySelector('.theme-doc-sidebar-container button[title="Collapse sidebar"]')!.getBoundingClientRect();
          const menu = document.querySelector('.theme-doc-sidebar-container nav.menu')!.getBoundingClientRect();
          return Array.from(document.querySelectorAll<HTMLElement>('.theme-doc-sidebar-container a.menu__link'))
            .filter((a) => {
              const r = a.getBoundingClientRect();
              const top = Math.max(r.top, menu.top);
              const bottom = Math.min(r.bottom, menu.bottom);
              return bottom - top > 1 && bottom > button.top && top < button.bottom;
            })
            .map((a) => a.textContent);
        });
        expect(covered, `scrolled ${scrollY} px`).toEqual([]);
      }
    });
  }
});

test.describe('generated index', () => {
  test('on a phone the title keeps its words whole and card titles are not cut', async ({page}) => {
    await page.setViewportSize(phone);
    await open(page, '/general/category/development');
    const title = page.getByRole('heading', {level: 1});
    await expect(title).toHaveText('Development');
    expect((await title.boundingBox())!.height).toBeLessThan(60);
    const cut = await page.locator('.theme-doc-card-title').evaluateAll((titles) => titles.filter((t) => t.scrollWidth > t.clientWidth + 1).map((t) => t.textContent));
    expect(cut).toEqual([]);
  });

  test('on a desktop card titles show whole', async ({page}) => {
    await page.setViewportSize(desktop);
    await open(page, '/general/category/development');
    const card = page.locator('.theme-doc-card-title', {hasText: 'Setting up your environment'});
    expect(await card.evaluate((t) => t.scrollWidth <= t.clientWidth + 1)).toBe(true);
  });
});

test.describe('releases table', () => {
  test('on a phone its dates stay on one line, its header is short and its hidden columns are shaded', async ({page}) => {
    await page.setViewportSize(phone);
    await open(page, '/general/releases');
    const wrapper = page.locator('[data-release-history]').locator('xpath=..');
    await wrapper.scrollIntoViewIfNeeded();
    const lineHeight = await wrapper.locator('tbody time').first().evaluate((t) => parseFloat(getComputedStyle(t).lineHeight));
    const tallest = await wrapper.locator('tbody time').evaluateAll((times) => Math.max(...times.map((t) => t.getBoundingClientRect().height)));
    expect(tallest).toBeLessThan(lineHeight * 1.5);
    expect((await wrapper.locator('thead tr').boundingBox())!.height).toBeLessThan(100);
    expect((await shadeStrength(page, wrapper)).right).toBeGreaterThan(8);
  });

  test('on a desktop the branch names stay on one line', async ({page}) => {
    await page.setViewportSize(desktop);
    await open(page, '/general/releases');
    const branch = page.locator('[data-release-history] th[scope="row"]', {hasText: 'Moodle 3.11'});
    const lineHeight = await branch.evaluate((t) => parseFloat(getComputedStyle(t).lineHeight));
    expect((await branch.locator('a').boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  });
});

test('an app release page shows its release date and version code on lines of their own', async ({page}) => {
  await page.setViewportSize(desktop);
  await open(page, '/general/app_releases/v4/v4.2.0');
  const date = (await page.getByText('Release date:', {exact: true}).boundingBox())!;
  const code = (await page.getByText('Version code:', {exact: true}).boundingBox())!;
  expect(code.y).toBeGreaterThan(date.y + date.height / 2);
  expect(Math.abs(code.x - date.x)).toBeLessThan(1);
});

test.describe('search page', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`highlights keep to the matched word, in a colour of the ${mode} theme`, async ({page}) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.setViewportSize(desktop);
      await open(page, '/search?q=formslib');
      const marks = page.locator('main li mark');
      await expect(marks.first()).toBeVisible();
      for (const text of await marks.allTextContents()) expect(text).toMatch(/^[\p{L}\p{N}$_\\].*[\p{L}\p{N}$_\\]$|^[\p{L}\p{N}]$/u);
      const [background, colour, textColour] = await marks.first().evaluate((m) => [
        getComputedStyle(m).backgroundColor,
        getComputedStyle(m).color,
        getComputedStyle(m.parentElement!).color,
      ]);
      expect(background).not.toBe('rgb(255, 255, 0)');
      expect(colour).toBe(textColour);
    });
  }

  test('the version select is as tall as the search field, and the buttons use the page font', async ({page}) => {
    await page.setViewportSize(desktop);
    await open(page, '/search?q=formslib');
    const field = (await page.getByRole('searchbox').boundingBox())!;
    const select = (await page.getByRole('combobox').boundingBox())!;
    expect(Math.abs(select.height - field.height)).toBeLessThanOrEqual(2);
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    for (const control of [page.getByRole('button', {name: 'Search', exact: true}), page.getByRole('combobox'), page.getByRole('searchbox')]) {
      await expect(control).toHaveCSS('font-family', bodyFont);
    }
  });
});

test('the phone list of Moodle sites marks this site', async ({page}) => {
  await page.setViewportSize(phone);
  await open(page, '/docs');
  await page.getByRole('button', {name: 'Moodle sites', exact: true}).click();
  const list = page.getByRole('list', {name: 'Moodle community sites'});
  const current = list.getByRole('link', {name: 'Development'});
  const other = list.getByRole('link', {name: 'Forums'});
  await expect(current).toHaveAttribute('aria-current', 'true');
  await expect(current).toHaveCSS('font-weight', '700');
  const [currentColour, otherColour] = [await current.evaluate((a) => getComputedStyle(a).color), await other.evaluate((a) => getComputedStyle(a).color)];
  expect(currentColour).not.toBe(otherColour);
});

test('inline code on a phone never breaks a line inside -> or ::', async ({page}) => {
  await page.setViewportSize(phone);
  await open(page, '/docs/apis/subsystems/form');
  const broken = await page.evaluate(() => {
    const found: string[] = [];
    for (const code of Array.from(document.querySelectorAll('main code')).filter((c) => !c.closest('pre'))) {
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const op of Array.from((node.textContent ?? '').matchAll(/->|::/g))) {
          const range = document.createRange();
          range.setStart(node, op.index);
          range.setEnd(node, op.index + 2);
          const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
          if (rects.some((r) => r.top > rects[0]!.bottom - 2)) found.push(code.textContent!);
        }
      }
    }
    return found;
  });
  expect(broken).toEqual([]);
});

test.describe('missing page under /docs', () => {
  for (const [name, size] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    test(`marks no navbar item, shows no version menu and hydrates without an error (${name})`, async ({page, consoleErrors}) => {
      await page.setViewportSize(size);
      const response = await open(page, '/docs/apis/core/nosuchapi');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
      await expect(page.locator('.navbar__link--active, .menu__link--active')).toHaveCount(0);
      await expect(page.locator('.navbar .dropdown').filter({hasText: 'master'})).toHaveCount(0);
      // React reports a failed hydration after rendering again, when the browser is next idle. The
      // document's own 404 is reported as a failed load; nothing else may be.
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, {timeout: 2000}), {timeout: 2000})));
      expect(consoleErrors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
    });
  }

  test('the docs pages still mark Guides, tag lists included', async ({page}) => {
    await page.setViewportSize(desktop);
    for (const path of ['/docs/apis', '/docs/4.2/apis', '/docs/4.1/tags/access', '/docs/category/subsystems']) {
      await open(page, path);
      await expect(page.locator('.navbar__link--active'), path).toHaveText('Guides');
      await expect(page.locator('.navbar .dropdown__link', {hasText: 'All versions'}), path).toHaveCount(1);
    }
    await open(page, '/general/releases');
    await expect(page.locator('.navbar__link--active')).toHaveCount(0);
  });
});

test.describe('table of contents', () => {
  for (const path of ['/docs/apis/core/dml', '/general/development/policies/codingstyle']) {
    test(`keeps its highlighted entry in view down to the bottom of ${path}`, async ({page}) => {
      await page.setViewportSize(desktop);
      await open(page, path);
      const toc = page.locator('.theme-doc-toc-desktop');
      for (const at of [0.5, 0.8, 1]) {
        await page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * f), at);
        const active = toc.locator('.table-of-contents__link--active');
        await expect(active).toHaveCount(1);
        await expect
          .poll(
            () =>
              active.evaluate((link) => {
                const box = link.closest('.theme-doc-toc-desktop')!.getBoundingClientRect();
                const r = link.getBoundingClientRect();
                const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
                return r.top >= Math.max(box.top, navbar, 0) - 1 && r.bottom <= Math.min(box.bottom, window.innerHeight) + 1;
              }),
            {message: `scrolled to ${at * 100} %`},
          )
          .toBe(true);
      }
    });
  }
});
