import {shardFile, shardOf} from '@site/src/lib/symbol-index/shards';
import type {SymbolManifest, SymbolShard} from '@site/src/lib/symbol-index/types';

// The symbol index the build writes beside the search index (src/plugins/search-local/symbolIndex.ts):
// per docs version, a manifest of shards, fetched once, and the shard a query's key falls in, each
// fetched once and kept. A failed fetch is forgotten, so the next query tries again.

const pending = new Map<string, Promise<unknown>>();
/** What has arrived, by URL: a query answered from it needs no wait for typing to pause. */
const ready = new Map<string, unknown>();

function once<T>(url: string): Promise<T> {
  let promise = pending.get(url) as Promise<T> | undefined;
  if (!promise) {
    promise = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
      return response.json() as Promise<T>;
    });
    pending.set(url, promise);
    promise.then(
      (value) => ready.set(url, value),
      () => pending.delete(url),
    );
  }
  return promise;
}

const prefixSets = new WeakMap<SymbolManifest, ReadonlySet<string>>();

function shardPrefix(manifest: SymbolManifest, key: string): string | undefined {
  let prefixes = prefixSets.get(manifest);
  if (!prefixes) prefixSets.set(manifest, (prefixes = new Set(manifest.prefixes)));
  return shardOf(key, prefixes);
}

const manifestUrl = (baseUrl: string, docsVersion: string) => `${baseUrl}symbols/${encodeURIComponent(docsVersion)}.json`;

const shardUrl = (baseUrl: string, manifest: SymbolManifest, prefix: string) =>
  `${baseUrl}symbols/${encodeURIComponent(manifest.docsVersion)}/${manifest.hash}/${shardFile(prefix)}`;

export interface LoadedShard {
  manifest: SymbolManifest;
  /** None when no symbol's key starts with the query's, or the key is too short to pick one shard. */
  shard?: SymbolShard;
}

/** The manifest of a docs version's symbols and the shard holding `key`. */
export async function loadSymbolShard(baseUrl: string, docsVersion: string, key: string): Promise<LoadedShard> {
  const manifest = await once<SymbolManifest>(manifestUrl(baseUrl, docsVersion));
  const prefix = shardPrefix(manifest, key);
  return {manifest, shard: prefix ? await once<SymbolShard>(shardUrl(baseUrl, manifest, prefix)) : undefined};
}

/** What loadSymbolShard would give, when all of it has arrived already. */
export function loadedSymbolShard(baseUrl: string, docsVersion: string, key: string): LoadedShard | undefined {
  const manifest = ready.get(manifestUrl(baseUrl, docsVersion)) as SymbolManifest | undefined;
  if (!manifest) return undefined;
  const prefix = shardPrefix(manifest, key);
  if (!prefix) return {manifest};
  const shard = ready.get(shardUrl(baseUrl, manifest, prefix)) as SymbolShard | undefined;
  return shard && {manifest, shard};
}
