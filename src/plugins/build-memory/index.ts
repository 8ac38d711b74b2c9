import type {Plugin} from '@docusaurus/types';
import {changeIsOn} from '../../../config/stock';

const emptyModule = require.resolve('../lean-bundle/empty.js');

/**
 * Three cuts of what the bundler holds or does in a production build (switches in config/stock.ts):
 * - one-shot-bundle: Rspack 1.7 runs its incremental passes in every mode; they keep each pass's results
 *   for a rebuild, which a production build never does. The persistent cache that makes a warm build fast
 *   does not depend on them. `docusaurus start` keeps them: it rebuilds.
 * - server-mermaid: the theme imports Mermaid only inside an effect, which never runs on the server, yet
 *   the server bundle compiled it, with its parsers copied into each diagram type's chunk (the server
 *   bundle does not split shared modules): 28 of its 71 MB. The server bundle gets an empty module.
 * - json-exports: in production Rspack follows a JSON module's exports to every depth, so that it could
 *   drop unused keys of nested objects; the browser bundle's module hashing then walks each object of the
 *   upgrade notes' and release items' data, on one core, for about 3 s of a cold build. Components read
 *   those objects whole, so nothing below the top level is ever left out: one level, as the dev server
 *   follows, gives the same bundles, byte for byte.
 */
export default function buildMemoryPlugin(): Plugin {
  return {
    name: 'build-memory',
    configureWebpack(config, isServer) {
      if (config.mode !== 'production') return {};
      // Docusaurus types the config as webpack's, which has no `incremental` experiment.
      const oneShot = changeIsOn('one-shot-bundle') ? {experiments: {incremental: false}} : {};
      const serverMermaid = isServer && changeIsOn('server-mermaid') ? {resolve: {alias: {mermaid$: emptyModule}}} : {};
      const jsonExports = changeIsOn('json-exports') ? {module: {parser: {json: {exportsDepth: 1}}}} : {};
      return {...oneShot, ...serverMermaid, ...jsonExports} as object;
    },
  };
}
