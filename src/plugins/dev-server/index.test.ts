import {createRequire} from 'node:module';
import {afterEach, describe, expect, it} from 'vitest';
import devServerPlugin, {registryFile} from '.';

const registryLoader = createRequire(__filename)('./registry-loader.js') as (source: string) => string;

describe('dev-server', () => {
  const previous = process.env.SITE_STOCK;
  afterEach(() => {
    if (previous === undefined) delete process.env.SITE_STOCK;
    else process.env.SITE_STOCK = previous;
  });
  const made: unknown[] = [];
  const bundler = {lazyCompilationMiddleware: (compiler: unknown) => (made.push(compiler), () => 'answered')};
  type Result = {
    lazyCompilation?: object;
    module?: {rules: {test: RegExp}[]};
    plugins?: {apply: (compiler: unknown) => void}[];
    devServer?: {setupMiddlewares: (middlewares: unknown[]) => unknown[]};
  };
  // Docusaurus's base config asks for Rspack's persistent cache.
  const baseConfig = (mode: string) => ({mode, cache: true, experiments: {cache: {type: 'persistent', version: 'v'}}});
  const configure = (mode: string, isServer: boolean, instance: object = bundler, config: object = baseConfig(mode)) =>
    devServerPlugin().configureWebpack!(config as never, isServer, {currentBundler: {name: 'rspack', instance}} as never, undefined) as Result;

  it('makes the dev server compile imported modules when asked, through a middleware made with the compiler', () => {
    delete process.env.SITE_STOCK;
    const result = configure('development', false);
    expect(result.lazyCompilation).toEqual({entries: false, imports: true});
    expect(result.module!.rules[0].test.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(registryFile.test('/site/.docusaurus/routes.js')).toBe(false);
    const compiler = {};
    result.plugins![0].apply(compiler);
    expect(made).toContain(compiler);
    const middlewares: unknown[] = [{name: 'docusaurus'}];
    // Docusaurus's own list keeps every middleware once, this one first.
    expect(result.devServer!.setupMiddlewares(middlewares)).toEqual([]);
    expect(middlewares).toEqual([{name: 'lazy-compilation', middleware: expect.any(Function)}, {name: 'docusaurus'}]);
  });

  it('keeps the dev server’s cache in memory: the config no longer asks for the persistent one', () => {
    delete process.env.SITE_STOCK;
    const config = baseConfig('development');
    configure('development', false, bundler, config);
    expect(config).toEqual({mode: 'development', cache: true, experiments: {}});
  });

  it('leaves production builds, the server bundle and a start with the changes off as they were', () => {
    delete process.env.SITE_STOCK;
    for (const [mode, isServer] of [['production', false], ['production', true], ['development', true]] as const) {
      const config = baseConfig(mode);
      expect(configure(mode, isServer, bundler, config)).toEqual({});
      expect(config).toEqual(baseConfig(mode));
    }
    process.env.SITE_STOCK = 'lazy-compilation,start-memory-cache';
    const config = baseConfig('development');
    expect(configure('development', false, bundler, config)).toEqual({});
    expect(config).toEqual(baseConfig('development'));
  });

  it('fails on a bundler without lazy compilation, naming the switch', () => {
    delete process.env.SITE_STOCK;
    expect(() => configure('development', false, {})).toThrow(/SITE_STOCK=lazy-compilation/);
  });

  it('drops the registry’s weak references, and fails on a registry that has none', () => {
    const entry = '"c": [() => import("@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],';
    expect(registryLoader(entry)).toBe('"c": [() => import("@site/docs/a.md"), "@site/docs/a.md", null],');
    expect(() => registryLoader('"c": [() => import("@site/docs/a.md"), "@site/docs/a.md"],')).toThrow(/no longer has require\.resolveWeak/);
  });
});
