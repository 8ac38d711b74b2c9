import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';

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
