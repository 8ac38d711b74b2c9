/**
 * Shards of the symbol index by the start of each symbol's key (./names.ts): names are grouped by their
 * first two letters, and a group larger than `maxPerShard` is split by one more letter, again and again,
 * so that no shard is large unless many symbols share one key (`__construct`). The prefixes of a version
 * are its manifest; the browser fetches the one shard a query's key falls in.
 */

/** The prefix of a shard that holds exactly one key (the names equal to it, not those that start with it). */
export const exactPrefix = (key: string): string => `${key}$`;

/** Splits items into shards by their keys; each shard's items keep their order. */
export function shardByKey<T>(items: T[], keyOf: (item: T) => string, maxPerShard: number): Map<string, T[]> {
  const shards = new Map<string, T[]>();
  const split = (prefix: string, group: T[]) => {
    if (prefix.length >= 2 && group.length <= maxPerShard) {
      shards.set(prefix, group);
      return;
    }
    const children = new Map<string, T[]>();
    for (const item of group) {
      const key = keyOf(item);
      const child = key.length > prefix.length ? key.slice(0, prefix.length + 1) : exactPrefix(key);
      const siblings = children.get(child);
      if (siblings) siblings.push(item);
      else children.set(child, [item]);
    }
    for (const [child, items] of children) {
      if (child.endsWith('$')) shards.set(child, items);
      else split(child, items);
    }
  };
  split('', items);
  return shards;
}

/**
 * The shard a key falls in: the one holding that key alone, or the one whose prefix starts it. Undefined
 * when the key is empty, when no symbol starts with it, or when it is shorter than the shards it would
 * span (`get` among `get_c…`, `get_r…`): too broad to look up.
 */
export function shardOf(key: string, prefixes: ReadonlySet<string>): string | undefined {
  if (!key) return undefined;
  if (prefixes.has(exactPrefix(key))) return exactPrefix(key);
  for (let length = key.length; length > 0; length--) {
    const prefix = key.slice(0, length);
    if (prefixes.has(prefix)) return prefix;
  }
  return undefined;
}

/** The file of a shard: its prefix, with `-` for the `$` that ends an exact one. */
export const shardFile = (prefix: string): string => `${prefix.replace(/\$$/, '-')}.json`;
