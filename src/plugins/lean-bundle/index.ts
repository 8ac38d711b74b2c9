// Keeps three things out of the browser's main bundle, which every page loads before it is interactive
// (figures from scripts/bench/bundle.ts; the first two at 810 routes, the third at 1,422):
// - Prism, about 33 KB gzipped. The classic theme registers Prism's extra languages in a client module,
//   which pulls Prism into main. The browser bundle gets an empty module in its place and the wrapped
//   src/theme/CodeBlock registers the languages, so Prism travels with the pages that render markdown:
//   the home page loads 33 KB less, a docs page 0.5 KB more.
// - The module paths in the route registry, about 7 KB gzipped. Each entry of the generated
//   .docusaurus/registry.js names its module twice: in the import() and as a string. The string serves
//   server rendering only (it tells which chunks a page needs), so ./registry-loader.js blanks it.
// - A map of chunk names, about 11.5 KB gzipped. Chunk files are named by their webpack name, a hash
//   of the route module, so the runtime carries a name and a content hash for each of its 1,500 chunks.
//   Naming the files by chunk id leaves only the content hashes. (Nothing looks a chunk up by file
//   name: server rendering maps modules to files and the prefetcher maps chunk names to ids.)
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const eagerPrismModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const routeRegistry = /[\\/]\.docusaurus[\\/]registry\.js$/;

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(eagerPrismModule, path.join(__dirname, 'empty.js'))],
        module: {rules: [{test: routeRegistry, use: [path.join(__dirname, 'registry-loader.js')]}]},
      };
    },
  };
}
