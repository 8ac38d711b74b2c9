import {afterEach, describe, expect, it} from 'vitest';
import stockSwitchesPlugin from '.';

describe('stock-switches', () => {
  const previous = process.env.SITE_STOCK;
  afterEach(() => {
    if (previous === undefined) delete process.env.SITE_STOCK;
    else process.env.SITE_STOCK = previous;
  });
  const configure = (config: {experiments?: {cache?: {version?: string}}}) => {
    const result = stockSwitchesPlugin().configureWebpack!(config as never, false, {} as never, undefined);
    return {result, version: config.experiments?.cache?.version};
  };
  const withCache = () => ({experiments: {cache: {type: 'persistent', version: 'client-production-en-AU-3.10.2-abc'}}});

  it('gives the build with every change on, and each set of changes off, a cache version of its own', () => {
    delete process.env.SITE_STOCK;
    const on = configure(withCache());
    expect(on.result).toEqual({});
    expect(on.version).toBe('client-production-en-AU-3.10.2-abc-changes-off:none');
    process.env.SITE_STOCK = 'route-areas,lazy-prism';
    expect(configure(withCache()).version).toBe('client-production-en-AU-3.10.2-abc-changes-off:lazy-prism,route-areas');
    process.env.SITE_STOCK = 'lazy-prism, route-areas';
    expect(configure(withCache()).version).toBe('client-production-en-AU-3.10.2-abc-changes-off:lazy-prism,route-areas');
  });

  it('leaves the stock build’s cache, and a config without a persistent cache, as they are', () => {
    process.env.SITE_STOCK = 'all';
    expect(configure(withCache()).version).toBe('client-production-en-AU-3.10.2-abc');
    delete process.env.SITE_STOCK;
    const noCache = {experiments: {}};
    expect(configure(noCache).result).toEqual({});
    expect(noCache).toEqual({experiments: {}});
  });
});
