import type {DocSearchHit} from '@docsearch/react';
import {plainText} from './escape';
import {pageToHits} from './hits';
import {rerank} from './rerank';
import {normalizeQuery} from './tokens';
import {correctQuery} from './typos';
import type {Pagefind, PagefindFilters, PagefindPage, PagefindResult} from './pagefindTypes';

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

const extraPages = 2;
/** How many of the best pages for each word of a query of several are considered too (see wordLeaders). */
const wordLeadersPerWord = 5;

/**
 * The query's words of four letters or more that no page's excerpts mark as matched. A marked word
 * counts whole (`$CFG->debug` as `cfgdebug`) and by its parts (`debug`).
 */
export function unmatchedWords(query: string, pages: Pick<PagefindPage, 'excerpt' | 'sub_results'>[]): string[] {
  const marks = pages.flatMap((page) =>
    [page.excerpt, ...page.sub_results.map((s) => s.excerpt)].flatMap((html) => [...html.matchAll(/<mark>([^<]*)<\/mark>/g)].map((m) => plainText(m[1]).toLowerCase())),
  );
  const marked = new Set(marks.flatMap((mark) => [mark.replace(/[^a-z0-9]+/g, ''), ...(mark.match(/[a-z0-9]+/g) ?? [])]));
  // A mark shorter than the word is a match only when it is the word less an ending (`template` for
  // `templates`): Pagefind falls back to any indexed prefix of an unknown word (`templ` for `templtes`).
  const matches = (word: string) =>
    [...marked].some((mark) => mark.startsWith(word.slice(0, 4)) && (mark.startsWith(word) || (word.startsWith(mark) && mark.length >= word.length - 2)));
  return (query.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !matches(word));
}

/**
 * Pages that lead the results of one word of the query alone and match the whole query, but that the
 * whole query ranks too low to load: for `php requirements`, both words are on most pages, and the page
 * titled "Technical requirements" leads only the search for `requirements`.
 */
async function wordLeaders(pagefind: Pagefind, query: string, results: PagefindResult[], pool: PagefindResult[], filters: PagefindFilters): Promise<PagefindResult[]> {
  const words = query.split(' ');
  if (words.length < 2 || query.startsWith('"')) return [];
  const all = new Map(results.map((r) => [r.id, r]));
  const taken = new Set(pool.map((r) => r.id));
  const added: PagefindResult[] = [];
  const singles = await Promise.all(words.map((word) => pagefind.search(word, {filters})));
  for (const single of singles) {
    for (const {id} of single?.results.slice(0, wordLeadersPerWord) ?? []) {
      const result = all.get(id);
      if (result && !taken.has(id)) {
        taken.add(id);
        added.push(result);
      }
    }
  }
  return added;
}

/** Runs one query on Pagefind and returns DocSearch hits for its best pages. */
export async function searchPagefind(pagefind: Pagefind, query: string, options: SearchOptions): Promise<SearchOutcome> {
  const normalized = normalizeQuery(query);
  const response = await pagefind.search(normalized, {filters: options.filters});
  // Pagefind answers null only to a search that a newer one superseded.
  if (!response) return {hits: [], nbHits: 0};
  // A few more pages than shown, so that a page named after the query can rise above them (./rerank.ts).
  const best = response.results.slice(0, options.pages + extraPages);
  best.push(...(await wordLeaders(pagefind, normalized, response.results, best, options.filters)));
  const loaded = await Promise.all(best.map((result) => result.data()));
  // A word that no result marks matched nothing: perhaps a typo. Corrected against the vocabulary of
  // titles and headings, the query is tried once more, and kept if it finds something.
  const unmatched = options.vocabulary ? unmatchedWords(normalized, loaded) : [];
  if (options.vocabulary && unmatched.length) {
    const corrected = correctQuery(query, await options.vocabulary().catch(() => []), unmatched);
    if (corrected) {
      const retried = await searchPagefind(pagefind, corrected, {...options, vocabulary: undefined});
      if (retried.nbHits) return retried;
    }
  }
  const pages = rerank(
    loaded.map((page, i) => ({page, score: best[i]!.score})),
    query,
  ).slice(0, options.pages);
  return {
    hits: pages.flatMap((page) => pageToHits(page, {origin: options.origin, query, sectionsPerPage: options.sectionsPerPage})),
    nbHits: response.results.length,
  };
}
