import {createRequire} from 'node:module';
import {afterEach, describe, expect, it} from 'vitest';
import lazyDevPlugin, {registryFile} from '.';

const registryLoader = createRequire(__filename)('./registry-loader.js') as (source: string) => string;

describe('lazy-dev', () => {
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
  const configure = (mode: string, isServer: boolean, instance: object = bundler) =>
    lazyDevPlugin().configureWebpack!({mode} as never, isServer, {currentBundler: {name: 'rspack', instance}} as never, undefined) as Result;

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

  it('leaves production builds, the server bundle and a start with the change off as they were', () => {
    delete process.env.SITE_STOCK;
    expect(configure('production', false)).toEqual({});
    expect(configure('development', true)).toEqual({});
    process.env.SITE_STOCK = 'lazy-compilation';
    expect(configure('development', false)).toEqual({});
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
