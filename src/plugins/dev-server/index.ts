import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {changeIsOn} from '../../../config/stock';

/** An Express-style middleware, as Rspack's lazyCompilationMiddleware returns it. */
type Middleware = (req: unknown, res: unknown, next?: () => void) => unknown;
type LazyCompilationMiddleware = (compiler: unknown) => Middleware;

export const registryFile = /[\\/]\.docusaurus[\\/]registry\.js$/;

/**
 * Two changes to `docusaurus start` (switches in config/stock.ts); production builds are left as they are.
 * - lazy-compilation: a route's modules are compiled when the browser first asks for them, not every page
 *   of the site before the server answers. Docusaurus loads each route's modules with import(), which
 *   Rspack's lazy compilation turns into a stand-in that asks the dev server to compile the real module;
 *   the middleware that answers is added to the dev server here. The route registry also names each module
 *   through require.resolveWeak(), for the server render to know which chunks a page used; a weak reference
 *   still makes Rspack compile the module, so ./registry-loader.js drops them (the dev server renders
 *   nothing on the server).
 * - start-memory-cache: Rspack's cache stays in memory. On disk it was written again after every rebuild
 *   (16 MB for a saved edit, 50 MB for an added page), while a start with lazy compilation has little to
 *   take from it.
 */
export default function devServerPlugin(): Plugin {
  return {
    name: 'dev-server',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'development') return {};
      // Docusaurus asks for the persistent cache in experiments.cache; without it `cache: true` is Rspack's
      // memory cache, as with Docusaurus's DOCUSAURUS_NO_PERSISTENT_CACHE. The config is changed in place:
      // configureWebpack's result would be merged into it.
      const experiments = config.experiments as {cache?: unknown} | undefined;
      if (changeIsOn('start-memory-cache') && experiments) delete experiments.cache;
      if (!changeIsOn('lazy-compilation')) return {};
      const {lazyCompilationMiddleware} = currentBundler.instance as unknown as {lazyCompilationMiddleware?: LazyCompilationMiddleware};
      if (!lazyCompilationMiddleware) {
        throw new Error('dev-server: the bundler has no lazyCompilationMiddleware (Rspack 1.5 or later has it); review src/plugins/dev-server or set SITE_STOCK=lazy-compilation');
      }
      let middleware: Middleware | undefined;
      return {
        lazyCompilation: {entries: false, imports: true},
        module: {rules: [{test: registryFile, use: [{loader: path.join(__dirname, 'registry-loader.js')}]}]},
        // The middleware applies Rspack's lazy compilation plugin to the compiler, which must happen while
        // the compiler is made, before the dev server starts it.
        plugins: [{apply: (compiler: unknown) => void (middleware = lazyCompilationMiddleware(compiler))}],
        devServer: {
          // Docusaurus sets setupMiddlewares too, and webpack-merge calls both with the same list and joins
          // what they return: this one adds to the list in place and returns nothing more.
          setupMiddlewares: (middlewares: unknown[]) => {
            middlewares.unshift({name: 'lazy-compilation', middleware});
            return [];
          },
        },
      } as object;
    },
  };
}
