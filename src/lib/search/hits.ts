import type {DocSearchHit} from '@docsearch/react';
import {escapeHtml, highlightTerms, safeSnippet} from './escape';
import {absoluteUrl} from './urls';
import type {PagefindAnchor, PagefindPage, PagefindSubResult} from './pagefindTypes';

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
type Hierarchy = DocSearchHit['hierarchy'];
type Attribute = DocSearchHit['_highlightResult']['content'];

const levels: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export interface HitOptions {
  /** The site origin, to make the absolute URLs DocSearch expects. */
  origin: string;
  /** The query, to highlight it in titles and headings (Pagefind highlights excerpts only). */
  query: string;
  /** How many sections of a page (below its headings) may appear besides the page itself. */
  sectionsPerPage: number;
}

function attribute(html: string | null): Attribute {
  return {value: html ?? '', matchLevel: html?.includes('<mark>') ? 'full' : 'none', matchedWords: []};
}

/**
 * Builds a DocSearch hit. DocSearch renders `_snippetResult.<attribute>.value`, or the raw attribute
 * when there is no snippet (recent searches keep no snippets), as HTML: both are escaped here.
 */
function makeHit(
  fields: Pick<DocSearchHit, 'type' | 'url' | 'url_without_anchor' | 'anchor'> & {content: string | null},
  hierarchy: Partial<Record<Level, string>>,
  display: Partial<Record<Level, string>>,
): DocSearchHit {
  const raw = Object.fromEntries(levels.map((l) => [l, hierarchy[l] == null ? null : escapeHtml(hierarchy[l])])) as Hierarchy;
  const shown = Object.fromEntries(levels.map((l) => [l, attribute(display[l] ?? raw[l])])) as Record<Level, Attribute>;
  return {
    objectID: fields.url,
    ...fields,
    hierarchy: raw,
    _highlightResult: {content: attribute(fields.content), hierarchy: shown, hierarchy_camel: [shown]},
    _snippetResult: {content: attribute(fields.content), hierarchy: shown, hierarchy_camel: [shown]},
  };
}

/** The headings above a section: the nearest h2, then the nearest h3 below it, and so on. */
function headingChain(anchors: PagefindAnchor[], target: PagefindAnchor): Partial<Record<Level, string>> {
  const chain: Partial<Record<Level, string>> = {};
  for (const anchor of [...anchors].sort((a, b) => a.location - b.location)) {
    if (anchor.location > target.location) break;
    const depth = headingDepth(anchor);
    if (!depth) continue;
    chain[`lvl${depth}`] = anchor.text;
    for (let deeper = depth + 1; deeper <= 6; deeper++) delete chain[`lvl${deeper}` as Level];
  }
  chain[`lvl${headingDepth(target) ?? 2}`] = target.text;
  return chain;
}

function headingDepth(anchor: PagefindAnchor): 2 | 3 | 4 | 5 | 6 | undefined {
  const depth = Number(/^h([2-6])$/i.exec(anchor.element)?.[1]);
  return depth ? (depth as 2 | 3 | 4 | 5 | 6) : undefined;
}

/** The sections with the most matches, kept in page order. */
function bestSections(page: PagefindPage, count: number): (PagefindSubResult & {anchor: PagefindAnchor})[] {
  const sections = page.sub_results.filter((s): s is PagefindSubResult & {anchor: PagefindAnchor} => Boolean(s.anchor));
  const chosen = new Set(
    [...sections].sort((a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0)).slice(0, count),
  );
  return sections.filter((s) => chosen.has(s));
}

/**
 * Turns one Pagefind result into DocSearch hits: the page (type lvl1, grouped under its section, lvl0)
 * and its best-matching sections, each linking to its heading. A section whose excerpt holds a match is
 * a `content` hit showing the snippet and its headings; one that matched by its heading only is a
 * heading hit (lvl2 to lvl6).
 */
export function pageToHits(page: PagefindPage, {origin, query, sectionsPerPage}: HitOptions): DocSearchHit[] {
  const title = page.meta.title || page.url;
  const section = page.meta.section || title;
  const pageUrl = absoluteUrl(page.url, origin);
  const top = {lvl0: section, lvl1: title};
  const sectionHits = bestSections(page, sectionsPerPage).map((sub) => {
    const headings = headingChain(page.anchors, sub.anchor);
    const snippet = safeSnippet(sub.excerpt);
    const depth = headingDepth(sub.anchor) ?? 2;
    const trail = levels
      .slice(2)
      .filter((l) => headings[l])
      .map((l) => highlightTerms(headings[l]!, query))
      .join(' › ');
    const isContent = snippet.includes('<mark>');
    return makeHit(
      {
        type: isContent ? 'content' : `lvl${depth}`,
        url: absoluteUrl(sub.url, origin),
        url_without_anchor: pageUrl,
        anchor: sub.anchor.id,
        content: isContent ? snippet : null,
      },
      {...top, ...headings},
      // A content hit shows its snippet with the headings above it where DocSearch shows lvl1.
      {
        lvl1: isContent ? trail : highlightTerms(title, query),
        [`lvl${depth}`]: highlightTerms(sub.anchor.text, query),
      },
    );
  });
  // Pagefind's page excerpt is often the excerpt of one of those sections: show it once.
  const excerpt = safeSnippet(page.excerpt);
  const repeated = sectionHits.some((hit) => hit.content === excerpt);
  const pageHit = makeHit(
    {type: 'lvl1', url: pageUrl, url_without_anchor: pageUrl, anchor: null, content: repeated ? null : excerpt},
    top,
    {lvl1: highlightTerms(title, query)},
  );
  return [pageHit, ...sectionHits];
}
