// Keeps seven things out of what a page loads before it is interactive (figures from
// scripts/bench/bundle.ts; the first at 810 routes, the others at 1,422):
// - Prism, about 33 KB gzipped. The classic theme registers Prism's extra languages in a client module,
//   which pulls Prism into main: the browser bundle gets an empty module in its place. The browser
//   adopts served code blocks without Prism (src/theme/CodeBlock/Content), so its highlighter module
//   becomes a lazy one there: Prism is fetched when a code block is first rendered in the browser, or
//   when the reader first follows a link (the client module below).
// - The titles, sidebars and descriptions of docs in each docs version's props: 19 KB gzipped on general
//   pages, 6.5 KB on docs pages, and 2.6 KB more on general pages for the entries of docs no card shows.
//   Only the cards of a generated category index read the list, and only a doc's description
//   (./version-props-loader.js).
// - A map from chunk name to chunk id, 13 KB gzipped at 1,422 routes, which the runtime of every page
//   carries for the link prefetcher (./chunk-asset.ts). Chunk ids are the chunk names (a route chunk's
//   name is a hash of its module), so the map is empty, and chunk files are named by id, so the runtime
//   needs no map from id to name either: only each chunk's content hash.
// - tslib, 3.3 KB gzipped: @docusaurus/utils-common requires the whole of it for one helper
//   (./tslib-helpers.js, which a unit test keeps in step with that package).
// - The doc lists in global data of docs plugins no navbar item reads: 4.6 KB gzipped for the general
//   docs (./global-data-loader.js).
// - The page template (config/ssr-template.ts) in the site config, 0.3 KB gzipped: only the server
//   rendering reads it, from the config in Node (./site-config-loader.js).
// - A second copy of the release data's modules on release pages, 1.2 KB gzipped: the doc page's chunk
//   (its version banner) and the release components in the page's own chunk both import them, and stock
//   splitting keeps small modules in each chunk that imports them; they get a chunk of their own.
// And costs of time rather than bytes, edited in Docusaurus's own modules (./checked-edits.ts): the
// browser's collation data, which two localeCompare calls load while a docs page hydrates, and the render
// after hydration, made a transition. And main.js is marked for compilation off the main thread
// (./compile-hint.ts).
// The route table is trimmed by ../route-areas, which writes the browser's copy itself.
// Each of these is a change to Docusaurus's behaviour with a switch of its own (config/stock.ts).
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cardDocIds} from './card-docs';
import {ChunkAssetPlugin} from './chunk-asset';
import {CompileHintPlugin} from './compile-hint';
import {checkedEdits} from './checked-edits';
import {navbarDocPlugins, type NavbarItem} from './navbar-doc-plugins';
import {changeIsOn, type DocusaurusChange} from '../../../config/stock';

const eagerPrismModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const highlighterDir = (siteDir: string) => path.join(siteDir, 'src', 'theme', 'CodeBlock', 'Content');
const utilsCommon = path.dirname(require.resolve('@docusaurus/utils-common'));
const docsPluginJson = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/].*\.json$/;
const globalDataJson = /[\\/]\.docusaurus[\\/]globalData\.json$/;
const siteConfigModule = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;
// Modules both the doc page's chunk (its version banner) and release pages' own chunks import.
const releaseDataModules = /[\\/]src[\\/](lib[\\/](releaseStatus|served)|plugins[\\/]release-data[\\/]client)\.tsx?$/;
const checkedEdit = {
  test: (resource: string) => checkedEdits.some(({file}) => resource.endsWith(file)),
  use: [{loader: path.join(__dirname, 'checked-edit-loader.js'), options: {edits: checkedEdits}}],
};

export default function leanBundlePlugin({siteDir, siteConfig}: LoadContext): Plugin {
  const on = (name: DocusaurusChange) => changeIsOn(name);
  let cardDocs: string[] = [];
  const navbarItems = (siteConfig.themeConfig as {navbar?: {items?: NavbarItem[]}}).navbar?.items ?? [];
  const globalData = {test: globalDataJson, use: [{loader: path.join(__dirname, 'global-data-loader.js'), options: {keepDocLists: navbarDocPlugins(navbarItems)}}]};
  // Both bundles: a component reading what these drop fails the build, not the browser's hydration.
  const sharedRules = [...(on('global-data') ? [globalData] : []), ...(on('checked-edits') ? [checkedEdit] : [])];
  return {
    name: 'lean-bundle',
    getClientModules: () => (on('lazy-prism') ? [path.join(highlighterDir(siteDir), 'loadOnNavigation.ts')] : []),
    allContentLoaded({allContent}) {
      cardDocs = cardDocIds(allContent['docusaurus-plugin-content-docs']);
    },
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {module: {rules: sharedRules}};
      // The docs that cards show are read once per build: the dev server, whose content changes as
      // writers edit, keeps the stock props.
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const production = config.mode === 'production';
      const versionProps = {test: docsPluginJson, use: [{loader: path.join(__dirname, 'version-props-loader.js'), options: {cardDocs}}]};
      const siteConfigRule = {test: siteConfigModule, use: [{loader: path.join(__dirname, 'site-config-loader.js')}]};
      const rules = [
        ...(production && on('version-props') ? [versionProps] : []),
        // The template is the site's only while the page-template change is on (config/ssr-template.ts).
        ...(production && on('page-template') ? [siteConfigRule] : []),
        ...sharedRules,
      ];
      const plugins: unknown[] = [];
      const chunks: {output?: object; optimization?: object} = {};
      if (on('chunk-names') || on('chunk-hashes')) {
        // The core's chunk-asset plugin is replaced, not added to: configureWebpack's result is merged.
        const stock = config.plugins ?? [];
        config.plugins = stock.filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
        if (config.plugins.length === stock.length) {
          throw new Error('lean-bundle: @docusaurus/core no longer adds its ChunkAssetPlugin; review src/plugins/lean-bundle/chunk-asset.ts');
        }
        plugins.push(new ChunkAssetPlugin(currentBundler.instance, {hoistHashes: on('chunk-hashes')}));
      }
      if (on('chunk-names')) {
        chunks.output = {chunkFilename: 'assets/js/[id].[contenthash:8].js'};
        chunks.optimization = {chunkIds: 'named'};
      }
      if (on('shared-modules')) {
        // Stock splitting leaves modules under its 20 KB minimum in every chunk that imports them.
        const releaseData = {test: releaseDataModules, name: 'release-data', chunks: 'async', minChunks: 2, minSize: 0, priority: 30, enforce: true};
        chunks.optimization = {...chunks.optimization, splitChunks: {cacheGroups: {releaseData}}};
      }
      // Only where main.js is minified: the dev server's is several megabytes, rewritten on every rebuild.
      if (production && on('compile-hint')) plugins.push(new CompileHintPlugin(currentBundler.instance));
      if (on('lazy-prism')) {
        plugins.push(
          new NormalModuleReplacementPlugin(eagerPrismModule, path.join(__dirname, 'empty.js')),
          // Only the code block's own relative imports of its highlighter.
          new NormalModuleReplacementPlugin(/^\.\/highlighter$/, (resource: {context?: string; request: string}) => {
            if (resource.context === highlighterDir(siteDir)) resource.request = './highlighter.lazy';
          }),
        );
      }
      if (on('tslib-helpers')) {
        plugins.push(
          new NormalModuleReplacementPlugin(/^tslib$/, (resource: {context?: string; request: string}) => {
            if (resource.context === utilsCommon) resource.request = path.join(__dirname, 'tslib-helpers.js');
          }),
        );
      }
      return {...chunks, plugins: plugins as NonNullable<typeof config.plugins>, module: {rules}};
    },
  };
}
