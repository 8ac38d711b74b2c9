// Keeps three things out of what a page loads before it is interactive (figures from
// scripts/bench/bundle.ts; the first at 810 routes, the others at 1,422):
// - Prism, about 33 KB gzipped. The classic theme registers Prism's extra languages in a client module,
//   which pulls Prism into main. The browser bundle gets an empty module in its place and the wrapped
//   src/theme/CodeBlock registers the languages, so Prism travels with the pages that render markdown:
//   the home page loads 33 KB less, a docs page 0.5 KB more.
// - The descriptions of docs in each docs version's props: 14.6 KB gzipped on general pages, 5 KB on
//   docs pages. Only the cards of a generated category index show them (./version-props-loader.js).
// - A map of chunk names, about 11.5 KB gzipped. Chunk files are named by their webpack name, a hash
//   of the route module, so the runtime carries a name and a content hash for each of its 1,500 chunks.
//   Naming the files by chunk id leaves only the content hashes. (Nothing looks a chunk up by file
//   name: server rendering maps modules to files and the prefetcher maps chunk names to ids.)
// The route table is trimmed by ../route-areas, which writes the browser's copy itself.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {cardDocIds} from './card-docs';

const eagerPrismModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const docsPluginJson = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/].*\.json$/;

export default function leanBundlePlugin(): Plugin {
  let keepDescriptions: string[] = [];
  return {
    name: 'lean-bundle',
    allContentLoaded({allContent}) {
      keepDescriptions = cardDocIds(allContent['docusaurus-plugin-content-docs']);
    },
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      // The descriptions to keep are read once per build: the dev server, whose content changes as
      // writers edit, keeps the stock props.
      const versionProps = {test: docsPluginJson, use: [{loader: path.join(__dirname, 'version-props-loader.js'), options: {keepDescriptions}}]};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(eagerPrismModule, path.join(__dirname, 'empty.js'))],
        module: {rules: config.mode === 'production' ? [versionProps] : []},
      };
    },
  };
}
