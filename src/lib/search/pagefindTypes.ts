// The part of Pagefind's browser API (pagefind.js, 1.x) that the search adapter uses.

/** Pagefind filters: every key must match; `{any: [...]}` matches one of several values. */
export type PagefindFilters = Record<string, string | string[] | {any: string[]}>;

export interface PagefindAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}

/** A section of a page that starts at a heading with an id (or the top of the page, without an anchor). */
export interface PagefindSubResult {
  title: string;
  url: string;
  anchor?: PagefindAnchor;
  /** HTML: `<mark>` around matched words, and `<`, `>` of the text escaped (but not `&`). */
  excerpt: string;
  locations?: number[];
}

/** The data of one matching page, fetched lazily (one fragment file per page). */
export interface PagefindPage {
  url: string;
  /** Same HTML form as PagefindSubResult.excerpt. */
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[]>;
  anchors: PagefindAnchor[];
  sub_results: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindPage>;
}

export interface PagefindResponse {
  results: PagefindResult[];
  unfilteredResultCount: number;
}

/** Pagefind's ranking parameters (https://pagefind.app/docs/ranking/). */
export interface PagefindRanking {
  pageLength?: number;
  termFrequency?: number;
  termSaturation?: number;
  termSimilarity?: number;
  metaWeights?: Record<string, number>;
}

export interface Pagefind {
  /** `noWorker` only counts before the first search: it keeps Pagefind in the page's thread. */
  options: (options: {baseUrl?: string; excerptLength?: number; ranking?: PagefindRanking; noWorker?: boolean}) => Promise<void>;
  init?: () => Promise<void>;
  search: (query: string, options?: {filters?: PagefindFilters}) => Promise<PagefindResponse | null>;
}
