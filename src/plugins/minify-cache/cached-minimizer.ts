import {minify, type JsMinifyOptions} from '@swc/core';
import type {Compiler} from '@rspack/core';
import {MinifiedStore} from './store';

const swcVersion: string = require('@swc/core/package.json').version;
const name = 'minify-cache';
// The assets the stock minimizer takes by default.
const javascript = /\.[cm]?js(\?.*)?$/i;

/** What the stock SwcJsMinimizerRspackPlugin was given, as Docusaurus configures it. */
export interface StockMinimizerArgs {
  minimizerOptions: JsMinifyOptions & {minify?: boolean};
  [other: string]: unknown;
}

/**
 * The options of swc's own minify() that give the output of Rspack's SwcJsMinimizerRspackPlugin for
 * these args. Only the minimizer options Docusaurus sets are supported: anything else (asset filters,
 * comment extraction) would make the output differ, so it fails the build instead.
 */
export function swcOptions(args: StockMinimizerArgs): JsMinifyOptions {
  const others = Object.keys(args).filter((key) => key !== 'minimizerOptions');
  const {minify: whitespace, ...options} = args.minimizerOptions;
  const unsupported = [...others, ...(whitespace === false ? ['minify: false'] : [])];
  if (unsupported.length > 0) {
    throw new Error(`minify-cache: the stock JS minimizer now has options this plugin does not apply (${unsupported.join(', ')}); review src/plugins/minify-cache`);
  }
  return options;
}

/**
 * Minifies JavaScript assets as the stock minimizer does, with swc's minifier and the same options, but
 * keeps the output across builds: Rspack 1.7's persistent cache restores modules, not minified chunks, so a
 * rebuild would otherwise minify every chunk again.
 */
export class CachedJsMinimizer {
  constructor(
    private readonly options: JsMinifyOptions,
    private readonly cacheDir: string,
    private readonly report: (figures: {assets: number; cached: number}) => void = () => {},
  ) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.rspack;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tapPromise({name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE}, async () => {
        const store = await MinifiedStore.open(this.cacheDir, JSON.stringify({swcVersion, options: this.options}));
        const assets = compilation.getAssets().filter((asset) => javascript.test(asset.name) && !asset.info.minimized);
        const results = await Promise.all(
          assets.map(async (asset) => {
            const {code, hit} = await store.get(asset.source.source().toString(), async (input) => {
              try {
                return (await minify(input, this.options)).code;
              } catch (error) {
                throw new Error(`minify-cache: could not minify ${asset.name}: ${String(error)}`);
              }
            });
            compilation.updateAsset(asset.name, new sources.RawSource(code), {minimized: true});
            return hit;
          }),
        );
        await store.save();
        this.report({assets: results.length, cached: results.filter(Boolean).length});
      });
    });
  }
}
