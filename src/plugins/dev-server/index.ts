import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {changeIsOn} from '../../../config/stock';

/** An Express-style middleware, as Rspack's lazyCompilationMiddleware returns it. */
type Middleware = (req: unknown, res: unknown, next?: () => void) => unknown;
type LazyCompilationMiddleware = (compiler: unknown) => Middleware;

export const registryFile = /[\\/]\.docusaurus[\\/]registry\.js$/;

/**
 * lazy-compilation (switch in config/stock.ts): `docusaurus start` compiles a route's modules when the
 * browser first asks for them, not every page of the site before it answers. Docusaurus loads each route's
 * modules with import(), which Rspack's lazy compilation turns into a stand-in that asks the dev server to
 * compile the real module; the middleware that answers is added to the dev server here. The route registry
 * also names each module through require.resolveWeak(), for the server render to know which chunks a page
 * used; a weak reference still makes Rspack compile the module, so in `docusaurus start`, which renders
 * nothing on the server, ./registry-loader.js drops them. Production builds are left as they are.
 */
export default function lazyDevPlugin(): Plugin {
  return {
    name: 'lazy-dev',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'development' || !changeIsOn('lazy-compilation')) return {};
      const {lazyCompilationMiddleware} = currentBundler.instance as unknown as {lazyCompilationMiddleware?: LazyCompilationMiddleware};
      if (!lazyCompilationMiddleware) {
        throw new Error('lazy-dev: the bundler has no lazyCompilationMiddleware (Rspack 1.5 or later has it); review src/plugins/lazy-dev or set SITE_STOCK=lazy-compilation');
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
