import type {Pagefind} from '@site/src/lib/search/pagefindTypes';
import {pagefindRanking} from '@site/src/lib/search/ranking';

let loading: Promise<Pagefind> | undefined;
let failures = 0;

/**
 * Loads the Pagefind module that the build wrote next to its index (it is not bundled: it must match
 * the index it reads). The first call starts the download; later calls share it. After a failure
 * (offline, blocked) the next call tries again, under a new URL because browsers remember failed
 * module imports.
 */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  if (!loading) {
    const url = `${baseUrl}pagefind/pagefind.js${failures > 0 ? `?retry=${failures}` : ''}`;
    loading = (async () => {
      const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
      // In the page's own thread: a search of this index takes milliseconds, and Pagefind's worker would be
      // a second copy of its code (12 KB) to load before the first results.
      await pagefind.options({baseUrl, ranking: pagefindRanking, noWorker: true});
      return pagefind;
    })();
    loading.catch(() => {
      loading = undefined;
      failures++;
    });
  }
  return loading;
}

/**
 * Starts loading the index (on hover, focus or touch of the search button, or the shortcut that opens
 * the modal, while the modal's code loads): Pagefind's module, then its WebAssembly and index
 * metadata, which it would otherwise fetch only when the first query arrives. A failure shows when
 * searching.
 */
export function preloadPagefind(baseUrl: string): void {
  loadPagefind(baseUrl)
    .then((pagefind) => pagefind.init?.())
    .catch(() => {});
}

let vocabulary: Promise<readonly string[]> | undefined;

/** The words of the site's titles and headings, which the index step writes beside the index (fetched once, when a query finds nothing). */
export function loadVocabulary(baseUrl: string): Promise<readonly string[]> {
  vocabulary ??= fetch(`${baseUrl}pagefind/vocabulary.json`).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return response.json() as Promise<string[]>;
  });
  vocabulary.catch(() => (vocabulary = undefined));
  return vocabulary;
}
