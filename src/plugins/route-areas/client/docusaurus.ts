// Stands in for @docusaurus/core's window.docusaurus object. Links prefetch their target when they scroll
// into view; a target in an area not yet loaded can't be matched, so its area module is prefetched
// instead (loaded, not run), and the hover preload then finds it in the HTTP cache.
import core from '@docusaurus/core/lib/client/docusaurus.js';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch.js';
import {unloadedAreaChunks} from './areas';

declare const __webpack_require__: {gca: (chunkName: string) => string};

const prefetched = new Set<string>();
const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

function prefetch(routePath: string): false | Promise<void[]> {
  if (!isSlowConnection()) {
    for (const chunkName of unloadedAreaChunks(routePath)) {
      if (prefetched.has(chunkName)) continue;
      prefetched.add(chunkName);
      void prefetchHelper(__webpack_require__.gca(chunkName)).catch(() => prefetched.delete(chunkName));
    }
  }
  return core.prefetch(routePath);
}

export default Object.freeze({prefetch, preload: core.preload});
