// What other pages call a page: the texts of the links that point to it. Writers link with the words
// readers use ("web services" to the External Services page, "unit tests" to PHPUnit), which its own
// title may not hold; web search engines have long indexed a page under the text of its inbound links.
import {keyStems} from '../../lib/search/stems';
import type {Link} from './extractPage';

/** How many link texts a page keeps, the most frequent first (they travel with each result of the page). */
export const maxLinkTexts = 12;

/** The site path a link of the page at `from` points to, without anchor, query or trailing slash; null if external. */
export function linkTarget(from: string, href: string): string | null {
  try {
    const url = new URL(href, `https://site.invalid${from}`);
    if (url.host !== 'site.invalid') return null;
    return decodeURI(url.pathname).replace(/\/index$|\.html$|\/$/, '') || '/';
  } catch {
    return null;
  }
}

/** A text that links to a page, and how many other pages link to it with that text. */
export interface LinkText {
  text: string;
  pages: number;
}

/**
 * For each page, the texts of the links to it from other pages: each once (case aside), with how many
 * pages link with it, the most frequent first, leaving out texts that add no word to the page's title
 * ("Forms API" to the Forms API).
 */
export function linkTextCounts(pages: {route: string; title: string; links: Link[]}[]): Map<string, LinkText[]> {
  const titles = new Map(pages.map((p) => [p.route, new Set(keyStems(p.title))]));
  const counts = new Map<string, Map<string, {text: string; from: Set<string>}>>();
  for (const page of pages) {
    for (const [href, text] of page.links) {
      const target = linkTarget(page.route, href);
      if (!target || target === page.route || !titles.has(target)) continue;
      const stems = keyStems(text);
      const title = titles.get(target)!;
      if (stems.length === 0 || stems.every((s) => title.has(s))) continue;
      const key = stems.join(' ');
      const texts = counts.get(target) ?? new Map<string, {text: string; from: Set<string>}>();
      const entry = texts.get(key) ?? {text, from: new Set<string>()};
      entry.from.add(page.route);
      texts.set(key, entry);
      counts.set(target, texts);
    }
  }
  return new Map(
    [...counts].map(([route, texts]) => [
      route,
      [...texts.values()]
        .map(({text, from}) => ({text, pages: from.size}))
        .sort((a, b) => b.pages - a.pages)
        .slice(0, maxLinkTexts),
    ]),
  );
}

/** Per linking page, its path and the pages it links to, each with the names in code beside its links there. */
export type OutboundLinks = {from: string; targets: Map<string, Set<string>>}[];

/**
 * For each page outside `ignoredAreas`, the other pages of the site it links to, each with the names in
 * code beside its links there. Release notes and minutes link to each other and to whatever changed, in
 * passing: their links say little about what a page is about.
 */
export function linksToOtherPages(pages: {route: string; links: Link[]}[], ignoredAreas: string[] = []): OutboundLinks {
  const routes = new Set(pages.map((p) => p.route));
  return pages
    .filter((page) => !ignoredAreas.some((area) => page.route.startsWith(area)))
    .map((page) => {
      const targets = new Map<string, Set<string>>();
      for (const [href, , names = []] of page.links) {
        const target = linkTarget(page.route, href);
        if (!target || target === page.route || !routes.has(target)) continue;
        const given = targets.get(target) ?? new Set<string>();
        names.forEach((name) => given.add(name));
        targets.set(target, given);
      }
      return {from: page.route, targets};
    });
}

/** The docs version a page belongs to (`4.2` for `/docs/4.2/…`, `current` for the rest of `/docs`), or null outside the docs. */
const docsVersionOf = (route: string): string | null => (/^\/docs(\/|$)/.test(route) ? (/^\/docs\/(\d+\.\d+)(\/|$)/.exec(route)?.[1] ?? 'current') : null);

/**
 * For each page, how many other pages link to it (each linking page once; `outbound` from
 * linksToOtherPages, which leaves out the ignored areas): the pages a site's writers point readers to are
 * the pages about their subject, as links say on the web at large. Each docs version is an edition of
 * the same pages, so the links from the docs count from one version only, the one that links most: a
 * general page that every version's guides link to is not linked three times as much as a guide.
 */
export function inboundLinkCounts(outbound: OutboundLinks): Map<string, number> {
  const counts = new Map<string, Map<string | null, number>>();
  for (const {from, targets} of outbound) {
    const version = docsVersionOf(from);
    for (const target of targets.keys()) {
      const byVersion = counts.get(target) ?? new Map<string | null, number>();
      byVersion.set(version, (byVersion.get(version) ?? 0) + 1);
      counts.set(target, byVersion);
    }
  }
  return new Map(
    [...counts].map(([target, byVersion]) => {
      const docs = [...byVersion].filter(([version]) => version !== null).map(([, n]) => n);
      return [target, (byVersion.get(null) ?? 0) + Math.max(0, ...docs)];
    }),
  );
}

/** How many names in code beside its links a page keeps, the most often given first. */
export const maxLinkedNames = 12;

/**
 * For each page, the names in code that other pages put beside their links to it (extractPage.ts,
 * namesBeside): "`db/access.php` defines the capabilities… See the [Access API]" makes the Access API
 * the page about `db/access.php`, as a link text would name it. Each name once, the ones most pages
 * give first. `outbound` is linksToOtherPages's, which both this and inboundLinkCounts read.
 */
export function linkedNamesByPage(outbound: OutboundLinks): Map<string, string[]> {
  const counts = new Map<string, Map<string, number>>();
  for (const {targets} of outbound) {
    for (const [target, names] of targets) {
      if (names.size === 0) continue;
      const byName = counts.get(target) ?? new Map<string, number>();
      names.forEach((name) => byName.set(name, (byName.get(name) ?? 0) + 1));
      counts.set(target, byName);
    }
  }
  return new Map(
    [...counts].map(([route, byName]) => [
      route,
      [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, maxLinkedNames)
        .map(([name]) => name),
    ]),
  );
}
