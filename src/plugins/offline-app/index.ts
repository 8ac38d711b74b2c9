// The package's own typings declare only its options; its plugin function and validator live in lib/.
import pwaPlugin, {validateOptions} from '@docusaurus/plugin-pwa/lib/index';
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {searchIndexWritten} from '../search-local';

type ManifestEntry = {url: string; revision: string | null; size: number};

/**
 * The stock PWA plugin, run after the search index is written so that the installed app can search
 * offline. Docusaurus runs postBuild hooks concurrently, so this waits for the index before the
 * service worker's precache list is made; plugin-pwa globs only its own file types, so the index's
 * files are added to that list here. Their names carry a content hash: they need no revision.
 */
export default function offlineAppPlugin(context: LoadContext, pluginOptions: unknown): Plugin | null {
  const options = pluginOptions as PluginOptions;
  let indexFiles: string[] = [];
  const addSearchIndex = async (entries: ManifestEntry[]) => {
    const listed = new Set(entries.map((entry) => entry.url));
    const extra = indexFiles.filter((url) => !listed.has(url)).map((url) => ({url, revision: null, size: 0}));
    return {manifest: [...entries, ...extra], warnings: []};
  };
  // Typed as a plugin of unknown content, as Docusaurus holds every plugin.
  const pwa: Plugin | null = pwaPlugin(context, {
    ...options,
    injectManifestConfig: {
      ...options.injectManifestConfig,
      manifestTransforms: [...(options.injectManifestConfig.manifestTransforms ?? []), addSearchIndex],
    },
  }) as Plugin | null;
  if (!pwa) return null;
  // Docusaurus resolves a plugin's relative theme and client-module paths against the plugin's own
  // module; for this wrapper that would be the site, so they are made absolute in plugin-pwa's folder.
  const pwaDir = path.dirname(require.resolve('@docusaurus/plugin-pwa/lib/index'));
  const inPwaDir = (file: string) => path.resolve(pwaDir, file);
  return {
    ...pwa,
    getThemePath: () => inPwaDir(pwa.getThemePath!()),
    getTypeScriptThemePath: () => inPwaDir(pwa.getTypeScriptThemePath!()),
    getClientModules: () => pwa.getClientModules!().map(inPwaDir),
    async postBuild(props) {
      indexFiles = (await searchIndexWritten())?.files ?? [];
      const started = performance.now();
      await pwa.postBuild?.(props);
      console.log(`[offline-app] service worker and its precache list in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}

// Docusaurus fills in the stock defaults through the wrapped plugin's own validator.
offlineAppPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
