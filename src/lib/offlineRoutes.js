// @ts-check
// Plain JavaScript: the service worker's bundler (plugin-pwa) compiles JavaScript only.

/**
 * Where the offline app looks for a page in its caches. Pages are written as `/x.html` (no trailing
 * slash), so a request for `/x` must also try `/x.html`, and `/x/` the folder's `index.html`.
 * @param {string} href
 * @param {string} origin
 * @returns {string[]}
 */
export function cacheCandidates(href, origin) {
  const url = new URL(href, origin);
  if (url.origin !== origin) return [];
  url.search = '';
  url.hash = '';
  const {pathname} = url;
  const base = `${url.origin}${pathname}`;
  if (pathname.endsWith('/')) return [`${base}index.html`];
  if (/\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '')) {
    // A file: `/x.html` as it is, but `/docs/apis/commonfiles/version.php` is still a page.
    return [base, `${base}.html`];
  }
  return [`${base}.html`, `${base}/index.html`, base];
}

/**
 * Release notes of the branches before 4.0 and of the app before 4.0: hundreds of pages a reader
 * rarely opens, so the installed app keeps them once visited instead of precaching them. Each is a
 * prefix of the built files' paths (`general/releases/3.9.html`, `general/releases/3.9/3.9.4.html`).
 */
const archivedReleasePrefixes = [
  'general/releases/1.',
  'general/releases/2.',
  'general/releases/3.',
  'general/app_releases/v1.x',
  'general/app_releases/v2',
  'general/app_releases/v3',
];

/** The same pages as globs over the build, for the precache's globIgnores. */
export const archivedReleaseGlobs = archivedReleasePrefixes.flatMap((prefix) => [`${prefix}*`, `${prefix}*/**`]);

/**
 * Pages the installed app does not precache but keeps once the reader visits them: the older docs
 * versions, the tag pages and the archived release notes (see the precache's globIgnores in
 * config/pwa.ts).
 * @param {string} pathname
 * @param {string[]} olderVersions
 */
export function isCachedOnVisit(pathname, olderVersions) {
  const under = (/** @type {string} */ base) => pathname === base || pathname.startsWith(`${base}/`);
  return (
    olderVersions.some((v) => under(`/docs/${v}`)) ||
    under('/docs/tags') ||
    under('/general/tags') ||
    archivedReleasePrefixes.some((prefix) => pathname.startsWith(`/${prefix}`))
  );
}
