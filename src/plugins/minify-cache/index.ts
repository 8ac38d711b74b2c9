import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildCacheDir} from '../../lib/buildCache';
import {changeIsOn} from '../../../config/stock';
import {CachedJsMinimizer, swcOptions, type StockMinimizerArgs} from './cached-minimizer';

/**
 * Swaps the stock JavaScript minimizer of the browser bundle for one that keeps its output between
 * builds (see cached-minimizer.ts). With the persistent cache off, or this change (config/stock.ts), the
 * stock minimizer stays.
 */
export default function minifyCachePlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'minify-cache',
    configureWebpack(config, isServer) {
      const minimizers = config.optimization?.minimizer;
      const cacheDir = buildCacheDir(siteDir, 'minify-js');
      if (isServer || !minimizers || !cacheDir || !changeIsOn('minify-cache')) return {};
      const at = minimizers.findIndex((plugin) => plugin?.constructor.name === 'SwcJsMinimizerRspackPlugin');
      if (at < 0) {
        throw new Error('minify-cache: the browser bundle no longer has the SwcJsMinimizerRspackPlugin it replaces; review src/plugins/minify-cache');
      }
      const [stockArgs] = (minimizers[at] as unknown as {_args: [StockMinimizerArgs]})._args;
      const report = ({assets, cached}: {assets: number; cached: number}) => {
        if (cached > 0) console.log(`[minify-cache] ${cached} of ${assets} scripts unchanged since the last build`);
      };
      // The minimizer list is replaced in place: configureWebpack's result would be merged into it.
      // Docusaurus types the config as webpack's, whose Compiler type is not Rspack's.
      minimizers[at] = new CachedJsMinimizer(swcOptions(stockArgs), cacheDir, report) as unknown as (typeof minimizers)[number];
      return {};
    },
  };
}
