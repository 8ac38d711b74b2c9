import * as cheerio from 'cheerio';
import {escapeHtml} from '../../lib/search/escape';

/** What the index keeps of one built page. */
export interface SearchDocument {
  title: string;
  /** The docs area (first breadcrumb) or, for a page outside any category, its title: DocSearch's lvl0. */
  section: string;
  /** `docsearch:docusaurus_tag`: `default` for standalone pages, `docs-<plugin>-<version>` for docs. */
  tag: string;
  /** `docsearch:language`: the locale. */
  language: string;
  /** The article body, with ids on its headings so that results can link to them. */
  bodyHtml: string;
}

// Theme chrome that can sit inside the article: heading links, copy buttons, the mobile TOC, the
// version badge, breadcrumbs, edit and last-update rows, the pager.
const chrome = [
  '.hash-link',
  'button',
  'nav',
  'footer',
  '.theme-doc-toc-mobile',
  '.table-of-contents',
  '.theme-doc-version-badge',
  '.theme-doc-footer',
  'script',
  'style',
  'svg',
  'noscript',
].join(',');

/**
 * A developer docs page's area with its docs version, so that results tell "Subsystems · 4.2" from
 * "Subsystems · master"; the general area is unversioned.
 */
function withVersion(section: string, tag: string): string {
  const version = /^docs-default-(.+)$/.exec(tag)?.[1];
  return version ? `${section} · ${version === 'current' ? 'master' : version}` : section;
}

/**
 * The head and the main element of a page, which hold all the index needs: the navbar and sidebar,
 * about half of each page, are left out before parsing, which halves the time spent on it. Cutting
 * at element names is safe where attributes are not: the minifier rewrites attributes only.
 * Extraction reads nothing else, so this is also what the extraction cache keys on.
 */
export function headAndMain(html: string): string {
  const headEnd = html.indexOf('</head>');
  const mainStart = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  if (headEnd < 0 || mainStart < headEnd || mainEnd < mainStart) return html;
  return `${html.slice(0, headEnd)}</head><body>${html.slice(mainStart, mainEnd + '</main>'.length)}</body></html>`;
}

/**
 * Reads a built page with an HTML parser (the minifier writes attributes without quotes) and returns
 * its article body and search metadata, or null for pages that are not articles: tag lists, the
 * not-found and search pages, and pages marked noindex.
 */
export function extractPage(html: string): SearchDocument | null {
  return extractFromHeadAndMain(headAndMain(html));
}

/** extractPage on a page already cut by headAndMain. */
export function extractFromHeadAndMain(html: string): SearchDocument | null {
  // htmlparser2 in HTML mode: three times faster than the default parser on these pages.
  const $ = cheerio.load(html, {xml: {xmlMode: false, decodeEntities: true}});
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content')?.trim();
  const tag = meta('docsearch:docusaurus_tag') ?? meta('docusaurus_tag');
  const language = meta('docsearch:language') ?? meta('docusaurus_locale') ?? $('html').attr('lang');
  if (!tag || !language || !(tag === 'default' || tag.startsWith('docs-'))) return null;
  if (/noindex/i.test(meta('robots') ?? '')) return null;

  const isDoc = $('html').hasClass('docs-doc-page');
  // Docs: the markdown body (a generated category index has only its article); pages: main.
  const markdown = $('.theme-doc-markdown').first();
  const body = isDoc ? (markdown.length > 0 ? markdown : $('article').first()) : $('main').first();
  if (body.length === 0) return null;

  const title = body.find('h1').first().text().trim() || $('title').text().split(' | ')[0]!.trim();
  const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .map((_, item) => $(item).text().trim())
    .get()
    .filter(Boolean);
  body.find(chrome).remove();
  return {title, section: withVersion(crumbs[0] ?? title, tag), tag, language, bodyHtml: body.html() ?? ''};
}

/**
 * The page as Pagefind reads it: the body marked data-pagefind-body, title and section as metadata,
 * tag and language as filters (from meta tags in the head, so they stay out of the indexed text).
 */
export function toPagefindHtml(doc: SearchDocument): string {
  return [
    `<!doctype html><html lang="${escapeHtml(doc.language)}"><head><title>${escapeHtml(doc.title)}</title>`,
    `<meta data-pagefind-filter="docusaurus_tag[content]" content="${escapeHtml(doc.tag)}">`,
    `<meta data-pagefind-filter="language[content]" content="${escapeHtml(doc.language)}">`,
    `<meta data-pagefind-meta="title[content]" content="${escapeHtml(doc.title)}">`,
    `<meta data-pagefind-meta="section[content]" content="${escapeHtml(doc.section)}">`,
    `</head><body><main data-pagefind-body>${doc.bodyHtml}</main></body></html>`,
  ].join('');
}
