// Validates data/release-items/ when the site loads (a bad item fails `docusaurus build` and `start`,
// naming the file and the item) and writes, per branch and release, what a page shows: the items with their
// addresses and the other releases that list them (./present.ts). <ReleaseItemList> reads these: the
// server from these files at render time (not bundled: see its items.ts), the browser only the branch of
// a list it must render itself (after following a link), as a chunk of its own; a served page's lists
// are adopted as they are.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {itemsDir, readItemsModel, type ItemsModel} from './load';
import {showRelease, type ShownRelease} from './present';
import {branchOfRelease} from './types';

const componentDir = (siteDir: string) => path.join(siteDir, 'src', 'components', 'ReleaseItemList');

export default function releaseItemsPlugin(context: LoadContext): Plugin {
  return {
    name: 'release-items',
    getPathsToWatch: () => [path.join(context.siteDir, itemsDir, '*.json')],
    loadContent: async () => readItemsModel(context.siteDir),
    async contentLoaded({content, actions}) {
      const model = content as ItemsModel;
      const branches = new Map<string, Record<string, ShownRelease>>();
      for (const {release, page} of model.releases.values()) {
        const branch = branchOfRelease(page, release);
        branches.set(branch, {...branches.get(branch), [release]: showRelease(model, release)!});
      }
      await Promise.all([...branches].map(([branch, shown]) => actions.createData(`${branch}.json`, JSON.stringify(shown))));
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const {DefinePlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      if (isServer) {
        const dir = path.join(context.generatedFilesDir, 'release-items', 'default');
        return {plugins: [new DefinePlugin({RELEASE_ITEMS_DIR: JSON.stringify(dir)})]};
      }
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^\.\/items$/, (resource: {context?: string; request: string}) => {
            if (resource.context === componentDir(context.siteDir)) resource.request = './items.lazy';
          }),
        ],
      };
    },
  };
}
