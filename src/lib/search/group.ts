import type {DocSearchHit} from '@docsearch/react';

/** One page in the results, with the sections of it that matched. */
export interface PageResult {
  page: DocSearchHit;
  sections: DocSearchHit[];
}

/**
 * Hits come page by page (the page, then its sections, as pageToHits makes them); the /search page
 * shows them grouped by section (lvl0), sections and pages in rank order.
 */
export function groupBySection(hits: DocSearchHit[]): Map<string, PageResult[]> {
  const groups = new Map<string, PageResult[]>();
  let last: PageResult | undefined;
  for (const hit of hits) {
    if (hit.type === 'lvl1') {
      last = {page: hit, sections: []};
      groups.set(hit.hierarchy.lvl0, [...(groups.get(hit.hierarchy.lvl0) ?? []), last]);
    } else {
      last?.sections.push(hit);
    }
  }
  return groups;
}
