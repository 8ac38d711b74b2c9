import type {Pagefind} from '@site/src/lib/search/pagefindTypes';

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
      await pagefind.options({baseUrl});
      return pagefind;
    })();
    loading.catch(() => {
      loading = undefined;
      failures++;
    });
  }
  return loading;
}
