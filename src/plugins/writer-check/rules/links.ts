// Links to pages and to their headings, resolved as Docusaurus resolves them: a link to a markdown file
// (`../dml/index.md`) through the docs plugin's rules (relative to the page, then from the area's folder,
// then from the site), and a route (`/docs/apis/core/dml`, `./lock`) against the page's own address.
// An anchor must be the id of a heading of the target page (its text slugged by Docusaurus, an explicit
// `{#id}`, or a heading <ReleaseItems> writes) or of an `<a id>`. Each finding names the nearest valid
// target: a file, a route, or the target page's headings.
import path from 'node:path';
import {didYouMean, nearest} from '../suggest';
import type {Doc, Finding, Link, PageFacts, Rule, Site} from '../types';

const markdownFile = /\.mdx?$/i;

/** Links the check leaves alone: other sites, mail, the `pathname://` escape, template placeholders. */
const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.includes('{{');

function split(url: string): {pathname: string; hash?: string} {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {pathname: queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt), hash: hashAt < 0 ? undefined : url.slice(hashAt + 1)};
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The doc a markdown file link points to, as the docs plugin's resolveMarkdownLink finds it. */
function resolveFile(site: Site, from: Doc, pathname: string): Doc | undefined {
  const dirs = pathname.startsWith('/')
    ? [from.area.dir, '']
    : pathname.startsWith('./') || pathname.startsWith('../')
      ? [path.posix.dirname(from.file)]
      : [path.posix.dirname(from.file), from.area.dir, ''];
  for (const dir of dirs) {
    const file = path.posix.join(dir, decode(pathname)).replace(/^\//, '');
    const doc = site.docByFile.get(file);
    if (doc && doc.area.plugin === from.area.plugin) return doc;
  }
  return undefined;
}

/** The route a link to an address reaches from `from`, without a trailing slash. */
function resolveRoute(from: Doc, pathname: string): string {
  const resolved = new URL(pathname, `https://site.invalid${from.permalink}`).pathname;
  return resolved.length > 1 ? resolved.replace(/\/$/, '') : resolved;
}

function anchorsOf(facts: PageFacts): string[] {
  return [...facts.headings.map((h) => h.id), ...facts.anchors];
}

/** "#a, #b, #c, …": the nearest ids first, then the page's others in order. */
function listAnchors(wrong: string, ids: string[]): string {
  if (!ids.length) return 'it has no headings';
  const near = nearest(wrong, ids, 3);
  const shown = [...near, ...ids.filter((id) => !near.includes(id))].slice(0, 6);
  return `it has ${shown.map((id) => `#${id}`).join(', ')}${ids.length > shown.length ? ', …' : ''}`;
}

function relativeFile(from: Doc, to: string): string {
  const rel = path.posix.relative(path.posix.dirname(from.file), to);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** The route and anchor a link reaches from `doc` (`/docs/apis/core/dml#nesting`), or null for another site or a missing file. */
export function routeOf(site: Site, doc: Doc, url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed || isExternal(trimmed)) return null;
  const {pathname, hash} = split(trimmed);
  const route = !pathname ? doc.permalink : markdownFile.test(pathname) ? resolveFile(site, doc, pathname)?.permalink : resolveRoute(doc, pathname);
  return route ? `${route}${hash ? `#${hash}` : ''}` : null;
}

async function checkLink(site: Site, doc: Doc, facts: PageFacts, link: Link): Promise<string | null> {
  const url = link.url.trim();
  if (!url || isExternal(url)) return null;
  const {pathname, hash} = split(url);
  let target: Doc | undefined;
  if (!pathname) {
    target = doc;
  } else if (markdownFile.test(pathname)) {
    target = resolveFile(site, doc, pathname);
    if (!target) {
      const elsewhere = [...site.docByFile.values()].find((d) => d.file === path.posix.join(path.posix.dirname(doc.file), decode(pathname)));
      if (elsewhere) return `${pathname} is a page of ${elsewhere.area.dir}, not of ${doc.area.dir}: link to its route, ${elsewhere.permalink}`;
      const files = site.docs.filter((d) => d.area === doc.area).map((d) => relativeFile(doc, d.file));
      return `no file ${pathname} from ${doc.file}${didYouMean(nearest(pathname, files))}`;
    }
  } else {
    const route = resolveRoute(doc, pathname);
    target = site.docByPermalink.get(route) ?? site.docByPermalink.get(decode(route));
    if (!target) {
      if (site.otherRoutes.has(route) || site.otherRoutes.has(decode(route)) || site.hasStaticFile(decode(route))) return null;
      const routes = [...site.docByPermalink.keys(), ...site.otherRoutes];
      return `no page at ${route}${route !== pathname ? ` (${pathname} from ${doc.permalink})` : ''}${didYouMean(nearest(route, routes))}`;
    }
  }
  if (!hash) return null;
  const targetFacts = target === doc ? facts : await site.facts(target.file);
  if (targetFacts.error) return null;
  const ids = anchorsOf(targetFacts);
  if (ids.includes(hash) || ids.includes(decode(hash))) return null;
  return `no heading #${hash} in ${target.file}; ${listAnchors(decode(hash), ids)}`;
}

export const links: Rule = {
  name: 'links',
  description: 'links to pages, files and headings that exist',
  async page(doc, facts, site) {
    const out: Finding[] = [];
    for (const link of facts.links) {
      const problem = await checkLink(site, doc, facts, link);
      if (problem) out.push({file: doc.file, line: link.line, column: link.column, rule: 'links', message: problem});
    }
    return out;
  },
};
