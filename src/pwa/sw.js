// @ts-check
// Extra service-worker behaviour for offline mode, run by @docusaurus/plugin-pwa before its own handlers.
// The stock worker looks up `/x` and `/x/index.html` only, but pages are written as `/x.html`, so a deep
// link reloaded offline would fail: navigations are answered here instead.
import {cacheCandidates, isCachedOnVisit} from '../lib/offlineRoutes';
import olderVersions from '../../versions.json';

/** @type {any} */
const worker = self;
const VISITED = 'visited-pages-v1';

/** @param {string} href */
async function cached(href) {
  for (const candidate of cacheCandidates(href, worker.location.origin)) {
    const hit = await caches.match(candidate, {ignoreSearch: true});
    if (hit) return hit;
  }
  return undefined;
}

/** @param {Request} request */
async function answerNavigation(request) {
  const hit = await cached(request.url);
  if (hit) return hit;
  const scope = new URL(worker.registration.scope).pathname;
  const pathname = `/${new URL(request.url).pathname.slice(scope.length)}`;
  try {
    const response = await fetch(request);
    if (response.ok && isCachedOnVisit(pathname, olderVersions)) {
      const cache = await caches.open(VISITED);
      await cache.put(`${request.url.split(/[?#]/)[0]}.html`, response.clone());
    }
    return response;
  } catch (error) {
    return (await cached(`${worker.registration.scope}404`)) ?? Response.error();
  }
}

/** @param {{offlineMode: boolean, debug: boolean}} params */
export default function swCustom(params) {
  if (!params.offlineMode) return;
  worker.addEventListener('fetch', (/** @type {any} */ event) => {
    const {request} = event;
    if (request.mode !== 'navigate' || request.method !== 'GET') return;
    if (new URL(request.url).origin !== worker.location.origin) return;
    event.respondWith(answerNavigation(request));
  });
}
