import {afterEach, describe, expect, it} from 'vitest';
import buildMemoryPlugin from '.';

describe('build-memory', () => {
  const previous = process.env.SITE_STOCK;
  afterEach(() => {
    if (previous === undefined) delete process.env.SITE_STOCK;
    else process.env.SITE_STOCK = previous;
  });
  const configure = (mode: string, isServer: boolean) =>
    buildMemoryPlugin().configureWebpack!({mode} as never, isServer, {} as never, undefined) as {experiments?: object; resolve?: {alias: Record<string, string>}; module?: object};
  const jsonExports = {module: {parser: {json: {exportsDepth: 1}}}};

  it('turns Rspack’s incremental passes off and JSON exports one level deep in both production bundles, and Mermaid out of the server’s', () => {
    delete process.env.SITE_STOCK;
    expect(configure('production', false)).toEqual({experiments: {incremental: false}, ...jsonExports});
    const server = configure('production', true);
    expect(server.experiments).toEqual({incremental: false});
    expect(server.module).toEqual(jsonExports.module);
    expect(server.resolve!.alias['mermaid$']).toMatch(/lean-bundle[\\/]empty\.js$/);
  });

  it('leaves the dev server, and a build with each change off, as they were', () => {
    delete process.env.SITE_STOCK;
    expect(configure('development', true)).toEqual({});
    process.env.SITE_STOCK = 'one-shot-bundle';
    expect(configure('production', true)).toEqual({resolve: {alias: {mermaid$: expect.stringMatching(/empty\.js$/)}}, ...jsonExports});
    process.env.SITE_STOCK = 'server-mermaid';
    expect(configure('production', true)).toEqual({experiments: {incremental: false}, ...jsonExports});
    process.env.SITE_STOCK = 'json-exports';
    expect(configure('production', false)).toEqual({experiments: {incremental: false}});
  });
});
