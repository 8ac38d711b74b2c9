// The links from inline code to Moodle's source, as built on the master docs: each goes to the release
// tag of master's table, to a file and line where that table defines a symbol (when the span resolves on
// its own, to that symbol's own line); at least 95 % of the spans that resolve without a page's context are
// links; and none is made inside a code block or a heading. The upgrade notes page links names of the
// version before too, and has its own checks (upgrade-notes.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {loadApi, tableOfDocsVersion} from '../../src/lib/moodle-api/load';
import {definition, resolveName} from '../../src/lib/moodle-api/resolve';

const siteDir = path.resolve(__dirname, '../..');
const docsDir = path.join(siteDir, 'build/docs');
const api = loadApi(tableOfDocsVersion.current, siteDir);
const {table} = api;
const prefix = `https://github.com/moodle/moodle/blob/${table.source.tag}/`;

/** Every file:line at which master's table defines something. */
const defined = new Set<string>();
const at = (file: string, line: number) => defined.add(`${file}#L${line}`);
for (const c of Object.values(table.classes)) {
  at(c.file, c.line);
  for (const m of Object.values(c.methods)) at(c.file, m.line);
  for (const k of Object.values(c.constants)) at(c.file, k.line);
}
for (const c of Object.values(table.testClasses)) {
  at(c.file, c.line);
  for (const line of Object.values(c.methods)) at(c.file, line);
}
for (const group of [table.functions, table.constants, table.capabilities, table.externalFunctions, table.events]) {
  for (const entry of Object.values(group as Record<string, {file: string; line: number}>)) at(entry.file, entry.line);
}

/** The master docs' built pages: every HTML file under build/docs outside a version's folder. */
function masterPages(dir = docsDir): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const version = dir === docsDir && /^\d+\.\d+(\.html)?$/.test(entry.name);
    if (version) return [];
    if (entry.isDirectory()) return masterPages(full);
    return entry.name.endsWith('.html') && full !== path.join(docsDir, 'upgrade-notes.html') ? [full] : [];
  });
}

const pages = fs.existsSync(docsDir) ? masterPages() : [];
const spans = pages.flatMap((file) => {
  const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
  return $('.theme-doc-markdown code')
    .toArray()
    .map((element) => {
      const code = $(element);
      const link = code.closest('a');
      return {
        page: path.relative(docsDir, file),
        text: code.text().replace(/\u2060/g, ''),
        href: link.attr('href') ?? '',
        inBlock: code.closest('pre').length > 0,
        inHeading: code.closest('h1, h2, h3, h4, h5, h6').length > 0,
      };
    });
});
const sourceLinks = spans.filter((s) => s.href.startsWith('https://github.com/moodle/moodle/blob/'));

describe('links from inline code to Moodle source, on the master docs', () => {
  it('covers the built master docs', () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(sourceLinks.length).toBeGreaterThan(500);
  });

  it("go to master's release tag, at a file and line where its table defines a symbol", () => {
    const wrong = sourceLinks.filter((s) => !s.href.startsWith(prefix) || !defined.has(s.href.slice(prefix.length)));
    expect(wrong.map((s) => `${s.page}: ${s.text} -> ${s.href}`)).toEqual([]);
  });

  it("go to the symbol's own line where the span names it on its own", () => {
    const wrong = sourceLinks.filter((s) => {
      const resolved = resolveName(api, s.text);
      if (!resolved) return false;
      const {file, line} = definition(api, resolved);
      return s.href !== `${prefix}${file}#L${line}`;
    });
    expect(wrong.map((s) => `${s.page}: ${s.text} -> ${s.href}`)).toEqual([]);
  });

  // A bare call such as `execute()` is a global function to the resolver, but on a page about tasks or
  // external functions it is the method of that page's class: only the page's context can tell.
  // A function written without its brackets, and a bare word that names a plugin type or a plugin, are
  // not linked (src/plugins/remark-api-links).
  const ambiguous = (text: string) =>
    (/^\w+\(/.test(text) && api.classesWithMethod(text.replace(/\(.*$/, '')).length > 0) ||
    (!text.includes('(') && resolveName(api, text)?.kind === 'function') ||
    (/^[a-z]+$/.test(text) && (text in table.pluginTypes || Object.values(table.plugins).some((names) => names.includes(text))));

  it('link at least 95 % of the prose spans that name a core symbol', () => {
    const resolvable = spans.filter((s) => !s.inBlock && !s.inHeading && !ambiguous(s.text) && resolveName(api, s.text));
    const linked = resolvable.filter((s) => s.href.startsWith(prefix));
    const unlinked = resolvable.filter((s) => !s.href.startsWith(prefix)).map((s) => `${s.page}: ${s.text}`);
    expect(resolvable.length).toBeGreaterThan(500);
    expect(linked.length / resolvable.length, unlinked.slice(0, 40).join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('leave code blocks and headings alone', () => {
    expect(sourceLinks.filter((s) => s.inBlock || s.inHeading).map((s) => `${s.page}: ${s.text}`)).toEqual([]);
  });
});
