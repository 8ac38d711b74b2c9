// Stands in for @docusaurus/core's window.docusaurus object. The core's Link prefetches a page's chunks as
// soon as a link to it scrolls into view: on a docs page that is a hundred links or more at once (the
// sidebar, the navbar's closed dropdowns), each matched against the route table and each of its chunks
// added as a <link rel=prefetch>, in the tasks that follow hydration. On a release page that was a quarter
// of the main thread's work before the page could answer a tap. Here prefetches wait for idle time
// (./prefetch-queue.ts), and a chunk that many pages share is prefetched once.
// A target in an area not yet loaded can't be matched, so its area module is prefetched instead (loaded,
// not run), and the hover preload then finds it in the HTTP cache.
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import core from '@docusaurus/core/lib/client/docusaurus.js';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch.js';
import flat from '@docusaurus/core/lib/client/flat.js';
import {unloadedAreaChunks} from './areas';
import {createPrefetchQueue} from './prefetch-queue';

declare const __webpack_require__: {gca: (chunkName: string) => string};

const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

// As the core: a route's key in routesChunkNames is its path and a hash. The table grows as areas load,
// so the index by path is made again when its size changes; a link's lookup then reads one entry rather
// than every key of the table.
let byPath = new Map<string, string[]>();
let indexedKeys = -1;

function chunkNamesOf(routePath: string): string[] {
  const keys = Object.keys(routesChunkNames);
  if (keys.length !== indexedKeys) {
    byPath = new Map();
    for (const key of keys) {
      const path = key.replace(/-[^-]+$/, '');
      byPath.set(path, [...(byPath.get(path) ?? []), ...(Object.values(flat(routesChunkNames[key])) as string[])]);
    }
    indexedKeys = keys.length;
  }
  return byPath.get(routePath) ?? [];
}

const preloaded = new Set<string>();

// Each chunk file in a slice of idle time of its own: inserting a <link rel=prefetch> is most of the
// prefetcher's main-thread time, and one path may name several chunks, so a path's chunks at once made
// idle callbacks of 10-20 ms.
const chunks = createPrefetchQueue((chunkName) => {
  const url = __webpack_require__.gca(chunkName);
  // A chunk merged into another has no file of its own.
  if (!url || url.includes('undefined')) return Promise.resolve();
  return prefetchHelper(url);
});

function prefetchNow(routePath: string): Promise<unknown> {
  if (preloaded.has(routePath)) return Promise.resolve();
  const areaChunks = unloadedAreaChunks(routePath);
  const routeChunks = matchRoutes(routes, routePath).flatMap((match) => chunkNamesOf(match.route.path!));
  return Promise.all([...areaChunks, ...routeChunks].map((chunkName) => chunks.add(chunkName).catch(() => undefined)));
}

const queue = createPrefetchQueue(prefetchNow);

function prefetch(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || preloaded.has(routePath)) return false;
  return queue.add(routePath);
}

function preload(routePath: string): false | Promise<unknown> {
  preloaded.add(routePath);
  return core.preload(routePath);
}

export default Object.freeze({prefetch, preload});
