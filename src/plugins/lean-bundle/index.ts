// Keeps three things out of what a page loads before it is interactive (figures from
// scripts/bench/bundle.ts; the first at 810 routes, the others at 1,422):
// - Prism, about 33 KB gzipped. The classic theme registers Prism's extra languages in a client module,
//   which pulls Prism into main: the browser bundle gets an empty module in its place. The browser
//   adopts served code blocks without Prism (src/theme/CodeBlock/Content), so its highlighter module
//   becomes a lazy one there: Prism is fetched when a code block is first rendered in the browser, or
//   when the reader first follows a link (the client module below).
// - The descriptions of docs in each docs version's props: 14.6 KB gzipped on general pages, 5 KB on
//   docs pages. Only the cards of a generated category index show them (./version-props-loader.js).
// - Maps of chunk names, about 24 KB gzipped at 1,422 routes. The runtime of every page maps chunk ids to
//   file names and, for the prefetcher, chunk names to ids (./chunk-asset.ts), each over all 1,500 chunks.
//   With the chunk names as ids (a route chunk's name is a hash of its module) the second map is empty,
//   and the file names need only the content hashes.
// The route table is trimmed by ../route-areas, which writes the browser's copy itself.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cardDocIds} from './card-docs';
import {ChunkAssetPlugin} from './chunk-asset';

const eagerPrismModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const highlighterDir = (siteDir: string) => path.join(siteDir, 'src', 'theme', 'CodeBlock', 'Content');
const docsPluginJson = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/].*\.json$/;

export default function leanBundlePlugin({siteDir}: LoadContext): Plugin {
  let keepDescriptions: string[] = [];
  return {
    name: 'lean-bundle',
    getClientModules: () => [path.join(highlighterDir(siteDir), 'loadOnNavigation.ts')],
    allContentLoaded({allContent}) {
      keepDescriptions = cardDocIds(allContent['docusaurus-plugin-content-docs']);
    },
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      // The descriptions to keep are read once per build: the dev server, whose content changes as
      // writers edit, keeps the stock props.
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const versionProps = {test: docsPluginJson, use: [{loader: path.join(__dirname, 'version-props-loader.js'), options: {keepDescriptions}}]};
      // The core's chunk-asset plugin is replaced, not added to: configureWebpack's result is merged.
      config.plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        optimization: {chunkIds: 'named'},
        plugins: [
          new ChunkAssetPlugin(currentBundler.instance),
          new NormalModuleReplacementPlugin(eagerPrismModule, path.join(__dirname, 'empty.js')),
          // Only the code block's own relative imports of its highlighter.
          new NormalModuleReplacementPlugin(/^\.\/highlighter$/, (resource: {context?: string; request: string}) => {
            if (resource.context === highlighterDir(siteDir)) resource.request = './highlighter.lazy';
          }),
        ],
        module: {rules: config.mode === 'production' ? [versionProps] : []},
      };
    },
  };
}
