import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildCacheDir} from '../../lib/buildCache';
import {buildSearchIndex} from './buildIndex';
import {expectSearchIndex, settleSearchIndex} from './indexReady';

export {searchIndexWritten} from './indexReady';

/**
 * The embedded search backend, used when no Algolia credentials are configured: a static Pagefind
 * index built from the site after server-side rendering, and the /search page. The navbar button and
 * modal come from src/theme/SearchBar, which renders the stock DocSearch UI on this index.
 */
export default function searchLocalPlugin(context: LoadContext): Plugin {
  expectSearchIndex();
  return {
    name: 'search-local',

    async contentLoaded({actions}) {
      actions.addRoute({
        // baseUrl always ends with a slash.
        path: `${context.baseUrl}search`,
        component: path.join(context.siteDir, 'src/components/LocalSearch/SearchPage'),
        exact: true,
      });
    },

    async postBuild({outDir}) {
      const cacheDir = buildCacheDir(context.siteDir, 'search-local');
      const cacheFile = cacheDir && path.join(cacheDir, 'pages.json');
      const stats = await settleSearchIndex(buildSearchIndex(outDir, {cacheFile}));
      const size = `${(stats.bytes / 1024 / 1024).toFixed(2)} MB`;
      const where = path.relative(context.siteDir, stats.outputPath);
      const cached = stats.cachedPages > 0 ? ` (${stats.cachedPages} unchanged since the last build)` : '';
      console.log(`[search-local] Indexed ${stats.pages} pages${cached} in ${stats.seconds.toFixed(1)} s; index ${size} in ${where}`);
    },
  };
}
