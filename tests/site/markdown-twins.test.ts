// The site as Markdown (src/plugins/markdown-twins): every manifest route has a twin with the page's
// title, headings and code and no JSX; /llms.txt lists every content page with links that resolve; each
// area has its llms-full.txt; and neither the sitemap nor the offline app's precache list takes them in.
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {twinPath} from '../../src/lib/twinPath';
import {masterMoodleVersion} from '../../config/moodle';
import versions from '../../versions.json';
import {htmlFileFor, readRouteList} from './lib/builtRoutes';
import {headAndMain} from '../../src/plugins/search-local/extractPage';

const build = path.resolve(__dirname, '../../build');
const routes = readRouteList(path.join(__dirname, 'manifest/routes.txt'));
const twinFile = (route: string) => path.join(build, twinPath(route));
// Reads every built page: seconds on a quiet machine, minutes on a busy one (the browser tests run beside
// these checks). The limit only stops a check that hangs.
const wholeBuild = 600_000;

describe('Markdown twins', () => {
  it('exist for every manifest route, with the title, headings and code of the page and no JSX', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const html = htmlFileFor(build, route);
      if (!html) continue; // reported by the route contract
      if (!fs.existsSync(twinFile(route))) {
        problems.push(`${route}: no ${twinPath(route)}`);
        continue;
      }
      const md = fs.readFileSync(twinFile(route), 'utf8');
      // Headings as text: without the Markdown of their code spans, emphasis and escapes.
      const plain = md.replace(/[`*_\\]/g, '');
      const $ = cheerio.load(headAndMain(fs.readFileSync(html, 'utf8')));
      const body = $('.theme-doc-markdown').length ? $('.theme-doc-markdown') : $('main');
      const title = body.find('h1').first().text().trim();
      if (title && !md.startsWith(`# ${title}\n`)) problems.push(`${route}: does not start with its title "${title}"`);
      body.find('h2, h3').each((_, h) => {
        const text = $(h).text().replace(/​/g, '').trim();
        if (text && !plain.includes(text.replace(/[`*_\\]/g, ''))) problems.push(`${route}: heading "${text}" is missing`);
      });
      body.find('pre').each((_, pre) => {
        const first = $(pre).find('.token-line').first().text().trim() || $(pre).text().split('\n')[0].trim();
        if (first && !md.includes(first)) problems.push(`${route}: code starting "${first.slice(0, 40)}" is missing`);
      });
      const outsideCode = md.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
      const jsx = /^(import|export) |<[A-Z][A-Za-z]*[\s/>]/m.exec(outsideCode);
      if (jsx) problems.push(`${route}: JSX or ESM left in the Markdown: "${jsx[0]}"`);
    }
    expect(problems.slice(0, 30)).toEqual([]);
  }, wholeBuild);

  it('lists every content page in /llms.txt, grouped by area, with links to twins that exist', () => {
    const text = fs.readFileSync(path.join(build, 'llms.txt'), 'utf8');
    expect(text).toMatch(/^# .+\n\n> .+\n/);
    const sections = text.match(/^## .+$/gm) ?? [];
    expect(sections).toEqual(expect.arrayContaining([`## Developer docs, master (Moodle ${masterMoodleVersion})`, ...versions.map((v) => `## Developer docs, ${v}`), '## Release notes', '## Moodle App', '## Community', '## Development', '## Content guidelines']));
    const links = [...text.matchAll(/^- \[(.+?)\]\((https?:\/\/[^/]+)(\/\S*\.md)\)/gm)];
    const listed = new Set(links.map(([, , , file]) => file));
    const pages = fs.readFileSync(path.join(__dirname, 'manifest/pages.csv'), 'utf8').trim().split('\n').slice(1).map((line) => line.split(',')[1]);
    expect(pages.filter((route) => !listed.has(twinPath(route)))).toEqual([]);
    const missing = links.filter(([, , , file]) => !fs.existsSync(path.join(build, decodeURI(file)))).map(([, title, , file]) => `${title}: ${file}`);
    expect(missing).toEqual([]);
  });

  it('writes an llms-full.txt for each area', () => {
    for (const area of ['docs', ...versions.map((v) => `docs/${v}`), 'general']) {
      const file = path.join(build, area, 'llms-full.txt');
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.statSync(file).size, file).toBeGreaterThan(100_000);
    }
    expect(fs.readFileSync(path.join(build, 'docs/4.1/llms-full.txt'), 'utf8')).toContain('> Docs version: 4.1 (Moodle 4.1)');
  });

  it('keeps the twins out of the sitemap and the offline precache, and links each page to its twin', () => {
    const sitemap = fs.readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toMatch(/\.md<|llms/);
    const sw = fs.readFileSync(path.join(build, 'sw.js'), 'utf8');
    expect(sw).not.toMatch(/\.md"|llms/);
    const $ = cheerio.load(fs.readFileSync(htmlFileFor(build, '/docs/apis/subsystems/form')!, 'utf8'));
    expect($('link[rel=alternate][type="text/markdown"]').attr('href')).toBe('/docs/apis/subsystems/form.md');
  });
});
