// Pages that alone need some styles serve them as a `data:` stylesheet before the content it styles
// (src/components/PageStyles): the served page is styled before any script runs, no other page's
// stylesheet carries them, and the site's Content Security Policy lets the browser load them (a policy
// without `data:` in style-src blocks them on the host, where the browser tests' server sends none).
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {htmlFileFor} from './lib/builtRoutes';

const build = path.resolve(__dirname, '../../build');
const pages = [
  {route: '/search', selector: '.search-page-form'},
  {route: '/docs/upgrade-notes', selector: '.upgrade-notes-filter'},
  {route: '/docs/4.2/upgrade-notes', selector: '.upgrade-notes-filter'},
  {route: '/docs/4.1/upgrade-notes', selector: '.upgrade-notes-filter'},
];

/** The page's `data:` stylesheets that come before the first element matching `selector`, as CSS text. */
const stylesBefore = (route: string, selector: string): string[] => {
  const $ = cheerio.load(fs.readFileSync(htmlFileFor(build, route)!, 'utf8'));
  const all = $('*').toArray();
  const target = all.indexOf($(selector).get(0)!);
  expect(target, `${route} has ${selector}`).toBeGreaterThan(0);
  return $('link[rel=stylesheet]')
    .toArray()
    .filter((link) => all.indexOf(link) < target)
    .map((link) => $(link).attr('href') ?? '')
    .filter((href) => href.startsWith('data:text/css,'))
    .map((href) => decodeURIComponent(href.slice('data:text/css,'.length)));
};

describe('styles a page serves for itself', () => {
  it.each(pages)('$route serves the styles of $selector before it', ({route, selector}) => {
    expect(stylesBefore(route, selector).some((css) => css.includes(`${selector} {`))).toBe(true);
  });

  it("are in no page's shared stylesheet", () => {
    const css = fs
      .readdirSync(path.join(build, 'assets/css'))
      .map((file) => fs.readFileSync(path.join(build, 'assets/css', file), 'utf8'))
      .join('\n');
    for (const {selector} of pages) expect(css).not.toContain(`${selector}{`);
  });

  it("are allowed by the site's Content Security Policy", () => {
    const headers = fs.readFileSync(path.join(build, '_headers'), 'utf8');
    const styleSrc = /style-src ([^;\n]*)/.exec(headers)?.[1]?.split(' ') ?? [];
    expect(styleSrc).toContain('data:');
  });
});
