import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {changeIsOn} from '../../config/stock';

const build = path.resolve(__dirname, '../../build');
const read = (file: string) => fs.readFileSync(path.join(build, file), 'utf8');

describe('build output', () => {
  it('declares the site language on every sampled page', () => {
    for (const file of ['index.html', 'docs.html', 'docs/4.1.html', 'general/releases.html', '404.html']) {
      expect(cheerio.load(read(file))('html').attr('lang'), file).toBe('en-AU');
    }
  });

  it('writes a sitemap of absolute page addresses without the not-found page', () => {
    const $ = cheerio.load(read('sitemap.xml'), {xml: true});
    const locs = $('loc')
      .map((_, el) => $(el).text())
      .get();
    expect(locs.length).toBeGreaterThan(30);
    expect(locs).toContain('https://moodledev.io/docs/4.2/apis');
    expect(locs.every((l) => l.startsWith('https://moodledev.io/'))).toBe(true);
    expect(locs.some((l) => l.includes('404'))).toBe(false);
  });

  it('writes pages without a trailing slash', () => {
    expect(fs.existsSync(path.join(build, 'docs/apis.html'))).toBe(true);
    expect(fs.existsSync(path.join(build, 'docs/apis/index.html'))).toBe(false);
  });

  it('keeps the requirements page out of every sidebar', () => {
    const $ = cheerio.load(read('docs/gettingstarted/requirements.html'));
    expect($('.theme-doc-sidebar-container').length).toBe(0);
    expect($('h1').first().text()).toBe('Technical requirements');
  });
});

// The page template and the manifest's module origins make these (config/stock.ts); SITE_STOCK is set for
// the checks as for the build they check.
describe.skipIf(!changeIsOn('page-template') || !changeIsOn('module-origins'))('route chunks in the served page', () => {
  // Pages of each kind: a doc with code, a release page in a route area, a generated index, the home page.
  const pages = ['docs/guides/git.html', 'general/releases/3.9.html', 'docs/apis.html', 'index.html'];
  const scripts = (file: string) => {
    const $ = cheerio.load(read(file));
    return {
      deferred: $('head script[src][defer]').map((_, el) => $(el).attr('src')).get(),
      preloaded: $('head link[rel=preload][as=script]').map((_, el) => $(el).attr('href')).get(),
    };
  };

  it('preloads the chunks of each page, files of the build, after main.js and its runtime', () => {
    for (const file of pages) {
      const {deferred, preloaded} = scripts(file);
      expect(deferred.map((src) => path.basename(src).replace(/\.[0-9a-f]+\.js$/, '')), file).toEqual(['runtime~main', 'main']);
      expect(preloaded.length, file).toBeGreaterThan(0);
      expect(new Set(preloaded).size, file).toBe(preloaded.length);
      for (const href of [...deferred, ...preloaded]) expect(fs.existsSync(path.join(build, href)), `${file}: ${href}`).toBe(true);
    }
  });

  it('preloads a page its own content chunk, and the doc layout only where a doc renders', () => {
    const git = scripts('docs/guides/git.html').preloaded;
    const releases = scripts('general/releases/3.9.html').preloaded;
    const home = scripts('index.html').preloaded;
    // Each doc's content is a chunk of its own; the doc page layout chunk is shared.
    expect(git.filter((href) => !releases.includes(href)).length).toBeGreaterThan(0);
    const docLayout = git.filter((href) => /DocItem/.test(href));
    expect(docLayout.length).toBeGreaterThan(0);
    expect(releases).toEqual(expect.arrayContaining(docLayout));
    expect(home.some((href) => /DocItem/.test(href))).toBe(false);
  });
});
