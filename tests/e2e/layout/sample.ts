// Which pages the layout check opens. Every page of the sitemap at two widths costs more than the test
// budget allows (1,423 pages), so the check takes every page type (home, docs pages and generated
// indexes, tag lists, release notes, app releases, the search and not-found pages) and, within each
// type, the pages most likely to break the layout, read from the built HTML: the widest table, the
// longest unbreakable word in the title, the longest table of contents, the longest code line and the
// longest inline code. The older docs versions share the current one's templates, so only their widest
// table is taken. The same build always gives the same sample, of about 40 pages. LAYOUT_PAGES=all
// takes every page instead.
import fs from 'node:fs';
import path from 'node:path';

export interface SampledPage {
  path: string;
  type: string;
  /** Why it was taken: `first` of its type, or the feature it scores highest on. */
  reasons: string[];
}

/** Pages the sitemap does not list: a missing page in each area, which the 404 page answers, and search results. */
const unlisted: SampledPage[] = [
  ...['/docs/no/such/page', '/docs/4.2/no-such-page', '/general/no-such-page'].map((p) => ({path: p, type: 'not found', reasons: ['missing']})),
  {path: '/search?q=formslib', type: 'search', reasons: ['results']},
];

/** Pages whose layout once broke in a way the features above do not rank first. */
const knownRisks = ['/docs/apis/plugintypes/tiny', '/docs/apis/subsystems/form', '/general/releases'];

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const longestWord = (s: string) => Math.max(0, ...s.split(/\s+/).map((w) => w.length));

/** The narrowest a table can be, in characters: per column, its longest unbreakable word, summed. */
function tableWidth(table: string): number {
  const widths: number[] = [];
  for (const row of table.split(/<tr[\s>]/).slice(1)) {
    row.split(/<t[dh][\s>]/).slice(1).forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, longestWord(text(cell)) + 2);
    });
  }
  return widths.reduce((a, b) => a + b, 0);
}

/** Scores of one built page on each feature that tends to break the layout. */
export function features(html: string): Record<string, number> {
  const main = html.slice(html.indexOf('<main'));
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? '';
  const inlineCode = main.replace(/<pre[\s\S]*?<\/pre>/g, '').match(/<code[^>]*>[\s\S]*?<\/code>/g) ?? [];
  const codeLines = (main.match(/<pre[\s\S]*?<\/pre>/g) ?? []).flatMap((pre) => text(pre).split('\n'));
  return {
    'widest table': Math.max(0, ...(main.match(/<table[\s\S]*?<\/table>/g) ?? []).map(tableWidth)),
    'longest title word': longestWord(text(h1)),
    'longest table of contents': (main.match(/table-of-contents__link/g) ?? []).length,
    'longest code line': Math.max(0, ...codeLines.map((l) => l.length)),
    'longest inline code': Math.max(0, ...inlineCode.map((c) => text(c).length)),
  };
}

/** The page type, from the path and the classes Docusaurus puts on <html>. */
export function pageType(urlPath: string, html: string): string {
  const classes = /<html[^>]*class="?([^">]*)/.exec(html)?.[1] ?? '';
  const plugin = /plugin-id-(\S+)/.exec(classes)?.[1];
  const version = /docs-version-(\S+)/.exec(classes)?.[1];
  const docs = plugin === 'default' ? `docs ${version}` : plugin;
  if (classes.includes('docs-tags-list-page')) return `${docs} tag list`;
  if (classes.includes('docs-tags-doc-list-page')) return `${docs} tag`;
  if (classes.includes('docs-doc-page') && !classes.includes('docs-doc-id-')) return `${docs} generated index`;
  if (/^\/general\/releases\/\d+\.\d+$/.test(urlPath)) return 'major release notes';
  if (/^\/general\/releases\/\d+\.\d+\//.test(urlPath)) return 'minor release notes';
  if (urlPath.startsWith('/general/app_releases/')) return 'app release notes';
  if (classes.includes('docs-doc-page')) return `${docs} page`;
  return urlPath === '/' ? 'home' : `page ${urlPath}`;
}

export function sitemapPaths(buildDir: string): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.replace(/(.)\/$/, '$1')).sort();
}

function builtFile(buildDir: string, urlPath: string): string {
  const file = path.join(buildDir, urlPath === '/' ? 'index.html' : `${urlPath}.html`);
  return fs.existsSync(file) ? file : path.join(buildDir, urlPath, 'index.html');
}

/** The sampled pages (or every page), each once, in a stable order. */
export function samplePages(buildDir: string, all = false): SampledPage[] {
  const byType = new Map<string, {path: string; scores: Record<string, number>}[]>();
  for (const p of sitemapPaths(buildDir)) {
    const html = fs.readFileSync(builtFile(buildDir, p), 'utf8');
    const type = pageType(p, html);
    byType.set(type, [...(byType.get(type) ?? []), {path: p, scores: all ? {} : features(html)}]);
  }
  const chosen = new Map<string, SampledPage>();
  const take = (p: string, type: string, reason: string) => {
    const entry = chosen.get(p) ?? {path: p, type, reasons: []};
    entry.reasons.push(reason);
    chosen.set(p, entry);
  };
  for (const [type, pages] of byType) {
    if (all) {
      for (const p of pages) take(p.path, type, 'all');
      continue;
    }
    // The older docs versions are copies of the current one with the same templates: their own tag
    // lists and indexes add nothing, and only their tables differ enough to take their widest.
    const older = /^docs (?!current)/.test(type);
    if (older && !type.endsWith(' page')) continue;
    // A type's first page, when no feature picks one: the home page, the versions page, a tag list.
    const picks = (older ? ['widest table'] : Object.keys(pages[0]!.scores))
      .map((feature) => [feature, pages.reduce((best, p) => (p.scores[feature]! > best.scores[feature]! ? p : best))] as const)
      .filter(([feature, top]) => top.scores[feature]! > 0);
    for (const [feature, top] of picks) take(top.path, type, feature);
    if (picks.length === 0) take(pages[0]!.path, type, 'first');
  }
  if (!all) for (const p of knownRisks) take(p, [...byType].find(([, pages]) => pages.some((q) => q.path === p))?.[0] ?? 'page', 'known risk');
  return [...chosen.values(), ...unlisted];
}
