// URL helpers shared by the modal and the /search page.

/**
 * Where the search page shows all results for a query: `?q=` holds the encoded query, as the stock
 * theme writes it, and `&version=` the docs version the reader was searching.
 */
export function searchPageUrl(baseUrl: string, query: string, version?: string): string {
  const versionParam = version ? `&version=${encodeURIComponent(version)}` : '';
  return `${baseUrl}search?q=${encodeURIComponent(query)}${versionParam}`;
}

/**
 * An absolute URL for a result: DocSearch's records carry absolute URLs and the theme's URL processing
 * calls `new URL(url)`, which throws on a bare path.
 */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).href;
}

/** The path, query and hash of an absolute URL, for client-side navigation within the site. */
export function sitePath(url: string): string {
  const {pathname, search, hash} = new URL(url);
  return `${pathname}${search}${hash}`;
}
