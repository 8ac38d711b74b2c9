import {mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {rspack, type RspackPluginInstance} from '@rspack/core';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {CachedJsMinimizer, swcOptions} from './cached-minimizer';
import {MinifiedStore} from './store';

// The options Docusaurus 3.10 gives the stock minimizer (@docusaurus/faster getSwcJsMinimizerOptions).
const stockArgs = {
  minimizerOptions: {
    minify: true,
    ecma: 2020 as const,
    compress: {ecma: 5 as const},
    module: true,
    mangle: true,
    safari10: true,
    format: {ecma: 5 as const, comments: false as const, asciiOnly: true},
  },
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'minify-cache-'));
});
afterEach(() => rm(dir, {recursive: true, force: true}));

/** Bundles a two-chunk app with `minimizer` and returns its scripts by file name. */
async function bundle(minimizer: RspackPluginInstance, out: string): Promise<Record<string, string>> {
  const src = path.join(dir, 'src');
  await rm(src, {recursive: true, force: true});
  await writeFile(path.join(dir, 'lazy.js'), 'export function describeRelease(version) {\n  const label = `Moodle ${version}`;\n  return label.toUpperCase();\n}\n');
  await writeFile(path.join(dir, 'entry.js'), 'import("./lazy.js").then(({describeRelease}) => {\n  document.title = describeRelease("4.2");\n});\n');
  const compiler = rspack({
    context: dir,
    mode: 'production',
    entry: './entry.js',
    output: {path: path.join(dir, out), filename: '[name].[contenthash:8].js'},
    optimization: {minimize: true, minimizer: [minimizer]},
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats!.toString()));
      else resolve();
    }),
  );
  const files = (await readdir(path.join(dir, out))).filter((file) => file.endsWith('.js'));
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, await readFile(path.join(dir, out, file), 'utf8')])));
}

describe('CachedJsMinimizer', () => {
  // Three real bundles: seconds on a quiet machine, more on a busy one.
  it('writes what the stock minimizer writes, and serves a rebuild from its cache', {timeout: 120_000}, async () => {
    const stock = await bundle(new rspack.SwcJsMinimizerRspackPlugin(stockArgs), 'stock');
    const reports: {assets: number; cached: number}[] = [];
    const cached = () => new CachedJsMinimizer(swcOptions(stockArgs), path.join(dir, 'cache'), (figures) => reports.push(figures));

    expect(await bundle(cached(), 'first')).toEqual(stock);
    expect(Object.keys(stock)).toHaveLength(2);
    // Minified: local names mangled, whitespace gone.
    expect(Object.values(stock).join('')).not.toMatch(/label|version|\n/);
    expect(await bundle(cached(), 'second')).toEqual(stock);
    expect(reports).toEqual([
      {assets: 2, cached: 0},
      {assets: 2, cached: 2},
    ]);
  });
});

describe('swcOptions', () => {
  it("passes the stock minimizer's swc options on, without Rspack's own switch", () => {
    expect(swcOptions(stockArgs)).toEqual({...stockArgs.minimizerOptions, minify: undefined});
    expect(swcOptions(stockArgs)).not.toHaveProperty('minify');
  });

  it('fails on stock options it would not apply', () => {
    expect(() => swcOptions({...stockArgs, extractComments: true})).toThrow(/extractComments.*src\/plugins\/minify-cache/);
    expect(() => swcOptions({minimizerOptions: {minify: false}})).toThrow(/minify: false/);
  });
});

describe('MinifiedStore', () => {
  it('minifies each input once, keeps in one file only what the last build used, and drops other versions', async () => {
    let calls = 0;
    const minify = async (input: string) => {
      calls++;
      return input.replaceAll(' ', '');
    };
    const first = await MinifiedStore.open(dir, 'v1');
    expect(await first.get('a = 1', minify)).toEqual({code: 'a=1', hit: false});
    expect(await first.get('b = 2', minify)).toEqual({code: 'b=2', hit: false});
    await first.save();
    const [file] = await readdir(dir);

    const second = await MinifiedStore.open(dir, 'v1');
    expect(await second.get('a = 1', minify)).toEqual({code: 'a=1', hit: true});
    await second.save();
    expect(calls).toBe(2);
    expect(await readdir(dir)).toEqual([file]);
    expect(Object.values(JSON.parse(await readFile(path.join(dir, file!), 'utf8')))).toEqual(['a=1']);

    const other = await MinifiedStore.open(dir, 'v2');
    expect(await other.get('a = 1', minify)).toEqual({code: 'a=1', hit: false});
    expect(await readdir(dir)).toHaveLength(0);
    await other.save();
    expect(await readdir(dir)).toHaveLength(1);
  });

  it('minifies again when a stopped build left the file unreadable', async () => {
    const store = await MinifiedStore.open(dir, 'v1');
    await store.get('a = 1', async () => 'a=1');
    await store.save();
    const [file] = await readdir(dir);
    await writeFile(path.join(dir, file!), '{"half');
    const again = await MinifiedStore.open(dir, 'v1');
    expect(await again.get('a = 1', async () => 'a=1')).toEqual({code: 'a=1', hit: false});
  });
});
