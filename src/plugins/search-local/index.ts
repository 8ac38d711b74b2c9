import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {AreaReport} from '../../lib/api-check/docs';
import {buildCacheDir} from '../../lib/buildCache';
import {buildSearchIndex} from './buildIndex';
import {expectSearchIndex, settleSearchIndex} from './indexReady';
import {writeSymbolIndex} from './symbolIndex';

export {searchIndexWritten} from './indexReady';

/**
 * The embedded search backend, used when no Algolia credentials are configured: a static Pagefind
 * index built from the site after server-side rendering, the symbol index of each docs version (Moodle's
 * API, with the pages naming each symbol), and the /search page. The navbar button and modal come from
 * src/theme/SearchBar, which renders the stock DocSearch UI on this index.
 */
export default function searchLocalPlugin(context: LoadContext): Plugin {
  expectSearchIndex();
  // What the symbol index is made of: the API check's reports (the names each page uses, checked once per
  // build by src/plugins/api-check) and the developer docs' pages.
  let symbolSources: {reports: AreaReport[] | undefined; docs: LoadedContent | undefined} | undefined;
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

    async allContentLoaded({allContent}) {
      symbolSources = {
        reports: allContent['api-check']?.default as AreaReport[] | undefined,
        docs: allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined,
      };
    },

    async postBuild({outDir}) {
      const cacheDir = buildCacheDir(context.siteDir, 'search-local');
      const {reports, docs} = symbolSources ?? {};
      if (!reports || !docs) throw new Error('search-local: the symbol index needs the reports of the api-check plugin and the developer docs; is src/plugins/api-check in the site config?');
      // Both are on disk before the index is reported written: the offline app then precaches the manifests.
      const symbols = writeSymbolIndex(outDir, context.siteDir, context.siteConfig, reports, docs, cacheDir);
      const stats = await settleSearchIndex(Promise.all([buildSearchIndex(outDir, {cacheDir}), symbols]).then(([index]) => index));
      const size = `${(stats.bytes / 1024 / 1024).toFixed(2)} MB`;
      const where = path.relative(context.siteDir, stats.outputPath);
      const kept = ' (as in the last build, whose index is kept)';
      const cached = stats.reusedIndex ? kept : stats.cachedPages > 0 ? ` (${stats.cachedPages} unchanged since the last build)` : '';
      console.log(`[search-local] Indexed ${stats.pages} pages${cached} in ${stats.seconds.toFixed(1)} s; index ${size} in ${where}`);
      const {lines, reused} = await symbols;
      for (const line of lines) console.log(`[search-local] Symbols of ${line}${reused ? kept : ''}`);
    },
  };
}
