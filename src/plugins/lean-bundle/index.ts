// Keeps three things out of what a page loads before it is interactive (figures from
// scripts/bench/bundle.ts; the first at 810 routes, the others at 1,422):
// - Prism, about 33 KB gzipped. The classic theme registers Prism's extra languages in a client module,
//   which pulls Prism into main: the browser bundle gets an empty module in its place. The browser
//   adopts served code blocks without Prism (src/theme/CodeBlock/Content), so its highlighter module
//   becomes a lazy one there: Prism is fetched when a code block is first rendered in the browser, or
//   when the reader first follows a link (the client module below).
// - The descriptions of docs in each docs version's props: 14.6 KB gzipped on general pages, 5 KB on
//   docs pages. Only the cards of a generated category index show them (./version-props-loader.js).
// - A map of chunk names, about 11.5 KB gzipped. Chunk files are named by their webpack name, a hash
//   of the route module, so the runtime carries a name and a content hash for each of its 1,500 chunks.
//   Naming the files by chunk id leaves only the content hashes. (Nothing looks a chunk up by file
//   name: server rendering maps modules to files and the prefetcher maps chunk names to ids.)
// The route table is trimmed by ../route-areas, which writes the browser's copy itself.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cardDocIds} from './card-docs';

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
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        plugins: [
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
