import type {DocSearchHit} from '@docsearch/react';
import {searchPagefind} from './search';
import type {Pagefind, PagefindFilters} from './pagefindTypes';

/** The request DocSearch sends for each index (only the fields the adapter reads). */
export interface LiteSearchRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
}

export interface LiteSearchResult {
  index: string;
  query: string;
  hits: DocSearchHit[];
  nbHits: number;
  hitsPerPage: number;
  page: number;
  nbPages: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  params: string;
}

/** The part of Algolia's lite client that DocSearch calls, implemented on Pagefind. */
export interface LiteSearchClient {
  search: (params: {requests: LiteSearchRequest[]}) => Promise<{results: LiteSearchResult[]}>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: {algoliaAgent: {value: string; add: (agent: {segment: string; version?: string}) => void}};
}

export interface LiteClientOptions {
  /** Loads (once) the Pagefind module of the built site. */
  loadPagefind: () => Promise<Pagefind>;
  /** The filters of the moment: contextual search follows the page the reader is on. */
  getFilters: () => PagefindFilters;
  origin: string;
  pages: number;
  sectionsPerPage: number;
  /** The site's vocabulary, for queries that find nothing (./typos.ts). */
  vocabulary?: () => Promise<readonly string[]>;
  /** Told whether each search could reach the index. */
  onSettled: (reachable: boolean) => void;
}

function emptyResult(index: string, query: string): LiteSearchResult {
  return {
    index,
    query,
    hits: [],
    nbHits: 0,
    hitsPerPage: 0,
    page: 0,
    nbPages: 0,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    params: '',
  };
}

export function createLiteClient(options: LiteClientOptions): LiteSearchClient {
  async function searchAll(requests: LiteSearchRequest[]): Promise<{results: LiteSearchResult[]}> {
    const started = Date.now();
    const pagefind = await options.loadPagefind();
    const results = await Promise.all(
      requests.map(async ({indexName, query = '', hitsPerPage = 20}) => {
        const outcome = await searchPagefind(pagefind, query, {...options, filters: options.getFilters()});
        const hits = outcome.hits.slice(0, hitsPerPage);
        return {
          index: indexName,
          query,
          hits,
          nbHits: outcome.nbHits,
          hitsPerPage,
          page: 0,
          nbPages: 1,
          processingTimeMS: Date.now() - started,
          exhaustiveNbHits: true,
          params: '',
        };
      }),
    );
    return {results};
  }

  const agent = {value: 'Pagefind', add: () => {}};
  return {
    addAlgoliaAgent: () => {},
    transporter: {algoliaAgent: agent},
    // An index that cannot be loaded or read (offline, blocked, not built) answers no hits and is
    // reported to onSettled, which shows the error screen. Rejecting, as Algolia's client does, would
    // not do: DocSearch 4.7 sets its error status, autocomplete-core resets it to idle at once, and
    // the rejection ends up unhandled.
    async search({requests}) {
      try {
        const response = await searchAll(requests);
        options.onSettled(true);
        return response;
      } catch {
        options.onSettled(false);
        return {results: requests.map(({indexName, query = ''}) => emptyResult(indexName, query))};
      }
    },
  };
}
