// @ts-check
// Extra service-worker behaviour for offline mode, run by @docusaurus/plugin-pwa before its own handlers.
// The stock worker looks up `/x` and `/x/index.html` only, but pages are written as `/x.html`, so a deep
// link reloaded offline would fail: navigations are answered here instead.
import {cacheCandidates, isCachedOnVisit} from '../lib/offlineRoutes';
import olderVersions from '../../versions.json';

/** @type {any} */
const worker = self;
const VISITED = 'visited-pages-v1';
const SYMBOLS = 'symbol-shards-v1';

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

/**
 * A shard of the symbol index (`symbols/<version>/<hash>/<prefix>.json`): not precached (the manifests
 * are), so kept once fetched. Its folder changes with its content, so a kept copy is never stale.
 * @param {Request} request
 */
async function answerSymbolShard(request) {
  const hit = await caches.match(request, {cacheName: SYMBOLS});
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(SYMBOLS)).put(request, response.clone());
  return response;
}

/** @param {{offlineMode: boolean, debug: boolean}} params */
export default function swCustom(params) {
  if (!params.offlineMode) return;
  worker.addEventListener('fetch', (/** @type {any} */ event) => {
    const {request} = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== worker.location.origin) return;
    if (request.mode === 'navigate') event.respondWith(answerNavigation(request));
    else if (/^symbols\/[^/]+\/[^/]+\/[^/]+\.json$/.test(url.pathname.slice(new URL(worker.registration.scope).pathname.length))) {
      event.respondWith(answerSymbolShard(request));
    }
  });
}
