import {createHash} from 'node:crypto';
import type {ApiIndex} from '../moodle-api/lookup';
import {symbolsOf} from './entries';
import {symbolKey} from './names';
import {shardByKey} from './shards';
import type {SymbolEntry, SymbolManifest, SymbolShard} from './types';

/** Symbols per shard before a shard is split: about 10 KB compressed, at most. */
export const maxPerShard = 400;

export interface NamedPage {
  title: string;
  url: string;
}

export interface SymbolIndexFiles {
  manifest: SymbolManifest;
  /** Each shard by its prefix. */
  shards: Map<string, SymbolShard>;
  /** Symbols that pages name, and named pages the index could not place (partials, files outside the docs plugin). */
  named: number;
  unplaced: string[];
}

/**
 * The symbol index of one docs version: every symbol of the table it documents, each with the pages of
 * that version that name it (`namedOn`, from the check of the docs: symbol name → source files; `pageOf`
 * gives a source file's page), sharded by key.
 */
export function buildSymbolIndex(
  api: ApiIndex,
  docsVersion: string,
  namedOn: Map<string, {files: Set<string>}>,
  pageOf: (file: string) => NamedPage | undefined,
): SymbolIndexFiles {
  const unplaced = new Set<string>();
  const pagesOf = new Map<string, NamedPage[]>();
  for (const [name, {files}] of namedOn) {
    const pages = [...files].sort().flatMap((file) => {
      const page = pageOf(file);
      if (!page) unplaced.add(file);
      return page ? [page] : [];
    });
    if (pages.length) pagesOf.set(name, pages.sort((a, b) => a.title.localeCompare(b.title) || a.url.localeCompare(b.url)));
  }
  const symbols = symbolsOf(api).sort((a, b) => a.n.localeCompare(b.n));
  const shards = new Map<string, SymbolShard>();
  let named = 0;
  for (const [prefix, group] of shardByKey(symbols, (s) => symbolKey(s.n), maxPerShard)) {
    const pages: SymbolShard['pages'] = [];
    const pageIndex = new Map<string, number>();
    const withPages = group.map((symbol): SymbolEntry => {
      const list = pagesOf.get(symbol.n);
      if (!list) return symbol;
      named++;
      const p = list.map((page) => {
        let at = pageIndex.get(page.url);
        if (at === undefined) {
          at = pages.push([page.title, page.url]) - 1;
          pageIndex.set(page.url, at);
        }
        return at;
      });
      return {...symbol, p};
    });
    shards.set(prefix, {pages, symbols: withPages});
  }
  const hash = createHash('sha256');
  for (const [prefix, shard] of shards) hash.update(prefix).update(JSON.stringify(shard));
  const manifest: SymbolManifest = {
    docsVersion,
    release: api.table.source.release.replace(/ \(.*$/, ''),
    sourceUrl: `https://github.com/moodle/moodle/blob/${api.table.source.tag}/`,
    symbols: symbols.length,
    hash: hash.digest('hex').slice(0, 12),
    prefixes: [...shards.keys()],
  };
  return {manifest, shards, named, unplaced: [...unplaced].sort()};
}
