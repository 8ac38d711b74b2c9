import type {DocSearchHit} from '@docsearch/react';
import {pageToHits} from './hits';
import type {Pagefind, PagefindFilters} from './pagefindTypes';

export interface SearchOptions {
  filters: PagefindFilters;
  origin: string;
  /** How many of the best pages to load (Pagefind fetches one small fragment file per page). */
  pages: number;
  sectionsPerPage: number;
}

export interface SearchOutcome {
  hits: DocSearchHit[];
  /** Matching pages, of which only the first `pages` are loaded. */
  nbHits: number;
}

/** Runs one query on Pagefind and returns DocSearch hits for its best pages. */
export async function searchPagefind(pagefind: Pagefind, query: string, options: SearchOptions): Promise<SearchOutcome> {
  const response = await pagefind.search(query, {filters: options.filters});
  // Pagefind answers null only to a search that a newer one superseded.
  if (!response) return {hits: [], nbHits: 0};
  const pages = await Promise.all(response.results.slice(0, options.pages).map((result) => result.data()));
  return {
    hits: pages.flatMap((page) => pageToHits(page, {origin: options.origin, query, sectionsPerPage: options.sectionsPerPage})),
    nbHits: response.results.length,
  };
}
