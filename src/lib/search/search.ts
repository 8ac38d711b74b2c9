import type {DocSearchHit} from '@docsearch/react';
import {pageToHits} from './hits';
import {rerank} from './rerank';
import {correctQuery} from './typos';
import type {Pagefind, PagefindFilters} from './pagefindTypes';

export interface SearchOptions {
  filters: PagefindFilters;
  origin: string;
  /** How many of the best pages to show (Pagefind fetches one small fragment file per page). */
  pages: number;
  sectionsPerPage: number;
  /** The site's vocabulary (./typos.ts), loaded when a query finds nothing. */
  vocabulary?: () => Promise<readonly string[]>;
}

export interface SearchOutcome {
  hits: DocSearchHit[];
  /** Matching pages, of which only the first `pages` are loaded. */
  nbHits: number;
}

const extraPages = 4;

/** Runs one query on Pagefind and returns DocSearch hits for its best pages. */
export async function searchPagefind(pagefind: Pagefind, query: string, options: SearchOptions): Promise<SearchOutcome> {
  const response = await pagefind.search(query, {filters: options.filters});
  // Pagefind answers null only to a search that a newer one superseded.
  if (!response) return {hits: [], nbHits: 0};
  if (response.results.length === 0 && options.vocabulary) {
    // Nothing found: perhaps a typo. The vocabulary failing to load leaves the answer as it is.
    const corrected = correctQuery(query, await options.vocabulary().catch(() => []));
    if (corrected) return searchPagefind(pagefind, corrected, {...options, vocabulary: undefined});
  }
  // A few more pages than shown, so that a page named after the query can rise above them (./rerank.ts).
  const loaded = await Promise.all(response.results.slice(0, options.pages + extraPages).map((result) => result.data()));
  const pages = rerank(loaded, query).slice(0, options.pages);
  return {
    hits: pages.flatMap((page) => pageToHits(page, {origin: options.origin, query, sectionsPerPage: options.sectionsPerPage})),
    nbHits: response.results.length,
  };
}
