import * as cheerio from 'cheerio';
import type {AnyNode, Text} from 'domhandler';
import {writeChanges} from '../../lib/search/changes';
import {escapeHtml} from '../../lib/search/escape';
import {nameKey} from '../../lib/search/stems';
import {splitCode} from '../../lib/search/tokens';
import {namesIn} from './names';

/** What the index keeps of one built page. */
export interface SearchDocument {
  title: string;
  /** The docs area (first breadcrumb) or, for a page outside any category, its title: DocSearch's lvl0. */
  section: string;
  /** `docsearch:docusaurus_tag`: `default` for standalone pages, `docs-<plugin>-<version>` for docs. */
  tag: string;
  /** `docsearch:language`: the locale. */
  language: string;
  /** The page's description (its front matter's, or the first paragraph Docusaurus takes instead). */
  description: string;
  /** The names the page's prose, tables and headings put in code (./names.ts). */
  names: string[];
  /**
   * The links of the body to other pages of the site: their path (or relative URL), text, and the names
   * in code beside the link (./linkTexts.ts, linkedNamesOf).
   */
  links: Link[];
  /** The article body, with ids on its headings so that results can link to them. */
  bodyHtml: string;
  /** The APIs a list of changes has an item about (`core\hook\manager`, `print_error`), as written. */
  changed?: string[];
}

/** A link: its path (or relative URL), its text, and the names in code beside it, if any. */
export type Link = [href: string, text: string, names?: string[]];

/** What the index adds to a page from the rest of the site (./linkTexts.ts). */
export interface PageContext {
  /** How much the words of the body count, relative to other pages. */
  bodyWeight?: number;
  /** The texts of links from other pages to this one, each with how many pages link with it. */
  linkTexts?: {text: string; pages: number}[];
  /** How many other pages link to this one. */
  inboundLinks?: number;
  /** The names in code that other pages put beside their links to this one. */
  linkedNames?: string[];
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
  const links = body
    // Category cards link with their target's own title and description: nothing new.
    .find('a[href]:not(.card)')
    .map((_, a) => {
      const href = $(a).attr('href')!;
      const text = $(a).text().replace(/\s+/g, ' ').trim();
      const names = isSiteLink(href) ? namesBeside($, a) : [];
      return [(names.length > 0 ? [href, text, names] : [href, text]) as Link];
    })
    .get()
    .filter(([href, text]) => text && isSiteLink(href));
  // A list of changes (the upgrade notes, src/components/UpgradeNotes) has an item about each API it
  // links, however many: a reader who searches for a removed function's name wants the item that says so.
  const changed = [...new Set(body.find(changeListNames).map((_, code) => $(code).text().trim().replace(/^\\/, '').replace(/\(\)$/, '')).get())];
  // The API changes computed from the code are a thousand lines of names and signatures a page, which
  // every result showing the page would load whole: their names are searched as `changed`, and their
  // text left out of the body.
  body.find(computedChanges).remove();
  // Code outside code blocks is what the text talks about; code blocks mostly use other APIs.
  const names = namesIn(body.find('code').not('pre code').map((_, code) => $(code).text()).get());
  body.find('code').not('h1 code, h2 code, h3 code, h4 code, h5 code, h6 code').each((_, code) => separateNames(code));
  return {
    title,
    section: withVersion(crumbs[0] ?? title, tag),
    tag,
    language,
    description: meta('description') ?? '',
    names,
    links,
    bodyHtml: body.html() ?? '',
    ...(changed.length > 0 && {changed}),
  };
}

/** The API names of the items of a list of changes: each item's links to the definitions of what it concerns. */
const changeListNames = '[data-upgrade-list] li[data-kind] a code';
/** The lists of API changes computed from Moodle's code, as opposed to its upgrade notes. */
const computedChanges = '[data-upgrade-list="changes"]';

/** Whether a link's href is a page of this site: not an anchor on the same page, nor another scheme. */
const isSiteLink = (href = ''): boolean => !/^(#|[a-z]+:)/i.test(href);

/** The blocks of text a link and the names it is about share: a list item, a paragraph, a table cell. */
const linkBlock = 'li, p, td, dd';
/**
 * The names beside links that are kept: paths, capabilities, namespaced classes and settings
 * (`db/access.php`, `moodle/course:update`, `\core\hook\manager`, `$CFG->debug`), which name one
 * thing each. Plain identifiers beside a link are as often what the text uses as what the link is
 * about, and words (`text`, `export`) are no names at all.
 */
const qualifiedName = /[/.:\\$]/;
/** A block that names more than this many things in code says more than what its link is about. */
const maxNamesBeside = 3;

/**
 * The names in code (not in code blocks) that share a link's block with it, when the link is the only
 * link to a page of the site in the block and the block names few things: "`db/access.php` defines the
 * capabilities… See the [Access API]" says that the Access API is the page about `db/access.php`. A
 * list item's nested lists are blocks of their own.
 */
function namesBeside($: cheerio.CheerioAPI, a: AnyNode): string[] {
  const block = $(a).closest(linkBlock);
  if (block.length === 0) return [];
  const own = (node: AnyNode) => $(node).closest(linkBlock).get(0) === block.get(0);
  const siteLinks = block.find('a[href]').filter((_, other) => own(other) && isSiteLink($(other).attr('href')));
  if (siteLinks.length !== 1) return [];
  const codes = block
    .find('code')
    .not('pre code')
    .filter((_, code) => own(code))
    .map((_, code) => $(code).text())
    .get();
  const distinct = new Set(codes.map((c) => c.trim()));
  if (distinct.size === 0 || distinct.size > maxNamesBeside) return [];
  return namesIn(codes).filter((name) => qualifiedName.test(name));
}

/**
 * Cuts the names in a code element apart for the index (../../lib/search/tokens.ts), text node by text
 * node so that the highlighting markup stays; each node is cut knowing the code on either side of it.
 * Headings are left alone: their code is a name already.
 */
function separateNames(code: AnyNode): void {
  const texts: Text[] = [];
  const collect = (node: AnyNode) => {
    if (node.type === 'text') texts.push(node as Text);
    else if ('children' in node) node.children.forEach(collect);
  };
  collect(code);
  const original = texts.map((node) => node.data);
  let before = '';
  original.forEach((text, i) => {
    texts[i]!.data = splitCode(text, before, original.slice(i + 1).find(Boolean) ?? '');
    before += text;
  });
}

/**
 * The page as Pagefind reads it: the body marked data-pagefind-body, title, section, description and
 * names as metadata (which Pagefind also searches, each with its weight: see src/lib/search/ranking.ts),
 * tag and language as filters (from meta tags in the head, so they stay out of the indexed text).
 * A `bodyWeight` under 1 makes the words of the body count for less than other pages' words (and is
 * kept as metadata for the browser's reranking); `linkTexts` and `linkedNames` (each one word) are
 * searched as metadata too, and `inboundLinks` is kept for the reranking; the APIs a list of changes has items about are searched like names.
 */
export function toPagefindHtml(doc: SearchDocument, {bodyWeight = 1, linkTexts = [], inboundLinks = 0, linkedNames = []}: PageContext = {}): string {
  const body = bodyWeight === 1 ? doc.bodyHtml : `<div data-pagefind-weight="${bodyWeight}">${doc.bodyHtml}</div>`;
  return [
    `<!doctype html><html lang="${escapeHtml(doc.language)}"><head><title>${escapeHtml(doc.title)}</title>`,
    `<meta data-pagefind-filter="docusaurus_tag[content]" content="${escapeHtml(doc.tag)}">`,
    `<meta data-pagefind-filter="language[content]" content="${escapeHtml(doc.language)}">`,
    `<meta data-pagefind-meta="title[content]" content="${escapeHtml(doc.title)}">`,
    `<meta data-pagefind-meta="section[content]" content="${escapeHtml(doc.section)}">`,
    doc.description && `<meta data-pagefind-meta="description[content]" content="${escapeHtml(doc.description)}">`,
    doc.names.length > 0 && `<meta data-pagefind-meta="names[content]" content="${escapeHtml(doc.names.join(' '))}">`,
    linkTexts.length > 0 && `<meta data-pagefind-meta="linktexts[content]" content="${escapeHtml(linkTexts.map((t) => t.text).join(' · '))}">`,
    // How many pages link with each text, in the same order: a number for the reranking, not searched.
    linkTexts.length > 0 && `<meta data-pagefind-meta="linkcounts[content]" content="${linkTexts.map((t) => t.pages).join(' ')}">`,
    // Each name as one word, as a query typed as code is: Pagefind would also index the parts of
    // `db/access.php`, and `php` would then find every page that others link to beside a PHP file.
    linkedNames.length > 0 && `<meta data-pagefind-meta="linknames[content]" content="${escapeHtml(linkedNames.map(nameKey).join(' '))}">`,
    bodyWeight !== 1 && `<meta data-pagefind-meta="weight[content]" content="${bodyWeight}">`,
    inboundLinks > 0 && `<meta data-pagefind-meta="inlinks[content]" content="${inboundLinks}">`,
    doc.changed?.length && `<meta data-pagefind-meta="changes[content]" content="${escapeHtml(writeChanges(doc.changed))}">`,
    `</head><body><main data-pagefind-body>${body}</main></body></html>`,
  ]
    .filter(Boolean)
    .join('');
}
