import {afterEach, describe, expect, it} from 'vitest';
import {changeIsOn, changeNames, changesOff} from '../../config/stock';
import leanBundlePlugin from '../../src/plugins/lean-bundle';
import minifyCachePlugin from '../../src/plugins/minify-cache';
import buildMemoryPlugin from '../../src/plugins/build-memory';
import routeAreasPlugin from '../../src/plugins/route-areas';
import stockSwitchesPlugin from '../../src/plugins/stock-switches';

describe('SITE_STOCK', () => {
  it('turns nothing off when unset or empty', () => {
    expect(changesOff({}).size).toBe(0);
    expect(changesOff({SITE_STOCK: ''}).size).toBe(0);
  });

  it('turns off the changes it names, and every change with all', () => {
    expect([...changesOff({SITE_STOCK: 'route-areas, minify-cache'})].sort()).toEqual(['minify-cache', 'route-areas']);
    expect(changeIsOn('route-areas', {SITE_STOCK: 'minify-cache'})).toBe(true);
    expect([...changesOff({SITE_STOCK: 'all'})]).toEqual(changeNames);
  });

  it('fails on a name it does not know, naming the known ones', () => {
    expect(() => changesOff({SITE_STOCK: 'route-area'})).toThrow(/unknown change "route-area"; known: all, build-steps, route-areas/);
  });
});

// With every change off, the site's plugins leave Docusaurus's bundler config as they found it.
describe('plugins with every change off', () => {
  const stockPlugin = {constructor: {name: 'ChunkAssetPlugin'}};
  const minimizer = Object.assign(Object.create({constructor: {name: 'SwcJsMinimizerRspackPlugin'}}), {_args: [{minimizerOptions: {}}]});
  const config = () => ({mode: 'production', plugins: [stockPlugin], optimization: {minimizer: [minimizer]}});
  class Replacement {
    constructor(readonly pattern: unknown) {}
  }
  const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin: Replacement}}};
  const context = {siteDir: '/site', generatedFilesDir: '/site/.docusaurus', siteConfig: {themeConfig: {navbar: {items: []}}}};
  const previous = process.env.SITE_STOCK;
  afterEach(() => {
    if (previous === undefined) delete process.env.SITE_STOCK;
    else process.env.SITE_STOCK = previous;
  });

  it('add no loader, plugin, chunk naming or minimizer, and keep the core chunk-asset plugin', () => {
    process.env.SITE_STOCK = 'all';
    for (const isServer of [false, true]) {
      const browser = config();
      // Docusaurus's types for these are webpack's; the fakes have what the plugins read.
      const lean = leanBundlePlugin(context as never).configureWebpack!(browser as never, isServer, utils as never, undefined);
      expect(lean).toEqual(isServer ? {module: {rules: []}} : {plugins: [], module: {rules: []}});
      expect(routeAreasPlugin(context).configureWebpack!(browser as never, isServer, utils as never, undefined)).toEqual(isServer ? {} : {plugins: []});
      expect(minifyCachePlugin(context as never).configureWebpack!(browser as never, isServer, utils as never, undefined)).toEqual({});
      expect(buildMemoryPlugin().configureWebpack!(browser as never, isServer, utils as never, undefined)).toEqual({});
      expect(stockSwitchesPlugin().configureWebpack!(browser as never, isServer, utils as never, undefined)).toEqual({});
      expect(browser).toEqual(config());
    }
    expect(leanBundlePlugin(context as never).getClientModules!()).toEqual([]);
  });

  it('swap the core chunk-asset plugin, name chunks and give the release data its chunk when on', () => {
    delete process.env.SITE_STOCK;
    const browser = config();
    type Lean = {optimization?: {chunkIds?: string; splitChunks?: {cacheGroups: Record<string, {test: RegExp; name: string}>}}; plugins: unknown[]};
    const lean = leanBundlePlugin(context as never).configureWebpack!(browser as never, false, utils as never, undefined) as Lean;
    expect(lean.optimization?.chunkIds).toBe('named');
    const {releaseData} = lean.optimization!.splitChunks!.cacheGroups;
    expect(releaseData!.name).toBe('release-data');
    for (const module of ['/site/src/lib/releaseStatus.ts', '/site/src/lib/served.ts', '/site/src/plugins/release-data/client.ts']) expect(releaseData!.test.test(module)).toBe(true);
    expect(releaseData!.test.test('/site/src/lib/releaseNotesSidebar.ts')).toBe(false);
    expect(browser.plugins).toEqual([]);
    expect(lean.plugins.length).toBeGreaterThan(3);
  });
});
