/**
 * The symbol index of a docs version: every symbol of Moodle's API in the version it documents, written
 * by the build beside the search index (src/plugins/search-local/symbolIndex.ts) and read by the search
 * modal and the /search page. A small manifest lists the shards; each shard holds the symbols whose key
 * (the name's last segment, ./names.ts) starts with the shard's prefix. Keys are short: the browser
 * fetches these.
 */

export type SymbolKind =
  | 'class'
  | 'interface'
  | 'trait'
  | 'enum'
  | 'event'
  | 'hook'
  | 'function'
  | 'method'
  | 'constant'
  | 'class constant'
  | 'enum case'
  | 'capability'
  | 'external function'
  | 'test class'
  | 'old class name';

export interface SymbolDeprecation {
  /** The version the docblock gives. */
  since?: string;
  /** The tracker key the docblock names. */
  key?: string;
}

export interface SymbolEntry {
  /** The name as the docs check writes it (`get_string()`, `core\hook\manager`, `moodle_database::get_record_sql()`, `mod/quiz:attempt`). */
  n: string;
  k: SymbolKind;
  /** The signature (functions and methods) or a short description (the others). */
  s?: string;
  /** The file, from the tree's root, and the line of the definition. */
  f: string;
  l: number;
  /** `@since`. */
  v?: string;
  /** Deprecated: with what the docblock says of it (possibly nothing). */
  d?: SymbolDeprecation;
  /** The pages of the docs version that name it: indexes into the shard's `pages`. */
  p?: number[];
}

export interface SymbolShard {
  /** Title and URL of each page the shard's symbols name. */
  pages: [title: string, url: string][];
  symbols: SymbolEntry[];
}

export interface SymbolManifest {
  /** The docs version (`current`, `4.2`, `4.1`). */
  docsVersion: string;
  /** The Moodle release of the table (`4.3`). */
  release: string;
  /** Where a definition's file is read, at the release tag: the file path and `#L<line>` follow. */
  sourceUrl: string;
  symbols: number;
  /** A hash of every shard: the folder of the shards (`symbols/<docsVersion>/<hash>/`), which a change renames. */
  hash: string;
  /**
   * The prefix of each shard (./shards.ts), whose file is shardFile(prefix) in that folder. A prefix
   * ending in `$` holds the names equal to the prefix without it; any other, the names that start with it.
   */
  prefixes: string[];
}
