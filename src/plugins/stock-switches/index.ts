import type {Plugin} from '@docusaurus/types';
import {changeNames, changesOff} from '../../../config/stock';

/**
 * Gives each set of SITE_STOCK switches a persistent Rspack cache of its own. Docusaurus keys that cache by
 * its version, the theme's aliases and the config file, not by the environment the switches are read
 * from: a build with every change on, after one with SITE_STOCK=all, took the stock build's cached
 * resolutions and modules (Prism back in main.js, 924 KB instead of 409 KB), and two browser tests
 * failed on it. The changes that are off join the cache's version. With every change off the config
 * stays as Docusaurus makes it, as the stock build must.
 */
export default function stockSwitchesPlugin(): Plugin {
  return {
    name: 'stock-switches',
    configureWebpack(config) {
      const off = changesOff();
      const cache = (config.experiments as {cache?: {version?: string}} | undefined)?.cache;
      if (off.size === changeNames.length || !cache || typeof cache !== 'object') return {};
      // In place: the dev-server plugin may have removed the cache, and a merged result would bring it back.
      cache.version = `${cache.version ?? ''}-changes-off:${[...off].sort().join(',') || 'none'}`;
      return {};
    },
  };
}
