// Table header cells in the built pages: each names its row or column. An empty one is announced by
// screen readers as a blank header and shows as a blank bar; the release pages' tables of facts, written
// with an empty Markdown header row, once opened that way (src/plugins/rehype-key-value-tables).
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';

const build = path.resolve(__dirname, '../../build');
const pages = (fs.readdirSync(build, {recursive: true}) as string[]).filter((file) => file.endsWith('.html') && !file.startsWith('assets'));

/** The header cells of a page that name nothing: no text and no label. */
function emptyHeaders(file: string): number {
  const html = fs.readFileSync(path.join(build, file), 'utf8');
  if (!html.includes('<th')) return 0;
  const $ = cheerio.load(html);
  return $('th').filter((_, th) => $(th).text().trim() === '' && !$(th).attr('aria-label')).length;
}

describe('table header cells', () => {
  const releasePages = pages.filter((file) => /^general[/\\]releases[/\\]\d+\.\d+\.html$/.test(file));
  let withEmptyHeaders: string[] = [];
  // Every page is read, about 1,500 of them.
  beforeAll(() => {
    withEmptyHeaders = pages.filter((file) => emptyHeaders(file) > 0);
  }, 180_000);

  it('are never empty on a major release page', () => {
    expect(releasePages.length).toBeGreaterThanOrEqual(30);
    expect(releasePages.filter((file) => withEmptyHeaders.includes(file))).toEqual([]);
  });

  it('name the rows of the facts table that opens a major release page', () => {
    const $ = cheerio.load(fs.readFileSync(path.join(build, 'general/releases/4.3.html'), 'utf8'));
    const facts = $('.theme-doc-markdown table').first();
    expect(facts.find('thead')).toHaveLength(0);
    const rows = facts.find('tr').map((_, tr) => `${$(tr).find('th[scope=row]').text()}: ${$(tr).find('td').text()}`).get();
    expect(rows).toContain('Release date: 9 October 2023');
  });

  it('are never empty on any other page', () => {
    expect(withEmptyHeaders).toEqual([]);
  });
});
