// The symbol index in the build (src/plugins/search-local/symbolIndex.ts), read as the search UI reads it:
// per docs version a manifest at the release tag of its table, shards small enough to fetch on a query,
// names that no page explains answered by their own symbol first, and "named on" lists that point at built
// pages naming the symbol.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {matchSymbols} from '../../src/lib/symbol-index/match';
import {parseSymbolQuery, symbolKey} from '../../src/lib/symbol-index/names';
import {shardFile, shardOf} from '../../src/lib/symbol-index/shards';
import type {SymbolManifest, SymbolShard} from '../../src/lib/symbol-index/types';
import {htmlFileFor} from './lib/builtRoutes';
import {unexplainedSymbolQueries} from './lib/symbolQueries';

const root = path.resolve(__dirname, '../..');
const build = path.join(root, 'build');
const symbolsDir = path.join(build, 'symbols');

const manifestOf = (docsVersion: string): SymbolManifest => JSON.parse(fs.readFileSync(path.join(symbolsDir, `${docsVersion}.json`), 'utf8'));
const shardPath = (manifest: SymbolManifest, prefix: string) => path.join(symbolsDir, manifest.docsVersion, manifest.hash, shardFile(prefix));
const shardOfFile = (manifest: SymbolManifest, prefix: string): SymbolShard => JSON.parse(fs.readFileSync(shardPath(manifest, prefix), 'utf8'));

/** The shard a query's name falls in, as the browser picks it (src/components/LocalSearch/loadSymbols.ts). */
function shardFor(manifest: SymbolManifest, query: string) {
  const parsed = parseSymbolQuery(query);
  if (!parsed) throw new Error(`${query} is not read as a symbol's name`);
  const prefix = shardOf(parsed.key, new Set(manifest.prefixes));
  if (!prefix) throw new Error(`${query}: no shard of ${manifest.docsVersion} holds ${parsed.key}`);
  return {parsed, shard: shardOfFile(manifest, prefix)};
}

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true}).flatMap((entry) =>
    entry.isFile() && /\.mdx?$/.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : [],
  );
}

describe('the symbol index of each docs version', () => {
  it.each([
    ['current', '4.3', 'v4.3.0'],
    ['4.2', '4.2.1', 'v4.2.1'],
    ['4.1', '4.1', 'v4.1.0'],
  ])('%s lists Moodle %s, linked to GitHub at %s, in small shards', (docsVersion, release, tag) => {
    const manifest = manifestOf(docsVersion);
    expect(manifest).toMatchObject({docsVersion, release, sourceUrl: `https://github.com/moodle/moodle/blob/${tag}/`});
    expect(manifest.symbols).toBeGreaterThan(20_000);
    // The manifest comes with the first symbol query: it must stay small.
    expect(zlib.gzipSync(fs.readFileSync(path.join(symbolsDir, `${docsVersion}.json`))).length).toBeLessThan(12 * 1024);
    let symbols = 0;
    for (const prefix of manifest.prefixes) {
      const file = fs.readFileSync(shardPath(manifest, prefix));
      symbols += (JSON.parse(file.toString()) as SymbolShard).symbols.length;
      expect(zlib.gzipSync(file).length, prefix).toBeLessThan(64 * 1024);
    }
    expect(symbols).toBe(manifest.symbols);
  });

  it('lists the pages of its own version that name a symbol, each a built page that names it', () => {
    for (const [docsVersion, prefixPath] of [
      ['current', '/docs/'],
      ['4.1', '/docs/4.1/'],
    ]) {
      const manifest = manifestOf(docsVersion);
      const {shard} = shardFor(manifest, 'get_string()');
      const entry = shard.symbols.find((s) => s.n === 'get_string()')!;
      const pages = entry.p!.map((i) => shard.pages[i]!);
      expect(pages.length, docsVersion).toBeGreaterThan(5);
      for (const [title, url] of pages) {
        expect(title).not.toBe('');
        expect(url.startsWith(prefixPath), url).toBe(true);
        if (docsVersion === 'current') expect(url.startsWith('/docs/4.'), url).toBe(false);
        const file = htmlFileFor(build, url);
        expect(file, url).not.toBeNull();
        expect(fs.readFileSync(file!, 'utf8'), url).toContain('get_string');
      }
    }
  });
});

describe('names no page explains', () => {
  const manifest = manifestOf('current');
  const sources = [...markdownFiles('docs'), ...markdownFiles('general')].map((file) => fs.readFileSync(file, 'utf8').toLowerCase());

  it('are 40, of every kind', () => {
    expect(unexplainedSymbolQueries).toHaveLength(40);
    const kinds = new Set(unexplainedSymbolQueries.map((q) => q.kind));
    expect([...kinds].sort()).toEqual(['capability', 'class', 'event', 'external function', 'function']);
  });

  it.each(unexplainedSymbolQueries.map((q) => [q.query, q]))('%s: no page names it, and its symbol comes first', (query, {kind, expect: name}) => {
    expect(sources.filter((text) => text.includes(query.toLowerCase()))).toEqual([]);
    const {parsed, shard} = shardFor(manifest, query);
    const [first] = matchSymbols(shard.symbols, parsed);
    expect(first?.entry.n).toBe(name);
    expect(first?.tier).toBe(0);
    expect(first?.entry.p).toBeUndefined();
    expect(symbolKey(first!.entry.n)).toBe(parsed.key);
    if (kind === 'class') expect(['class', 'interface', 'trait', 'enum']).toContain(first?.entry.k);
    else expect(first?.entry.k).toBe(kind);
    expect(first?.entry.l).toBeGreaterThan(0);
  });
});
