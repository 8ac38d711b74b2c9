/**
 * Ordering hook for steps that must see the search index in the build output.
 *
 * Docusaurus runs the postBuild hooks of all plugins concurrently, so a plugin that reads outDir after
 * the index is written (the PWA step, which must precache `pagefind/` for offline search) awaits
 * `searchIndexWritten()` at the start of its own postBuild:
 *
 *   async postBuild(props) { await searchIndexWritten(); ...precache props.outDir... }
 *
 * It resolves with the index figures once the index is on disk, rejects if indexing failed, and
 * resolves with null at once when no local index is being built (Algolia is configured).
 *
 * Precaching: @docusaurus/plugin-pwa 3.10 globs only its own list of extensions (js, json, css, html,
 * images, fonts) whatever globPatterns says, so Pagefind's .pf_* and .pagefind files must be added
 * through workbox's manifestTransforms, from `files` below; their names carry a content hash, so
 * they need no revision. pagefind.js and pagefind-entry.json match its globs.
 *
 * The state lives on globalThis because Docusaurus may load a plugin and the config that imports this
 * module through separate module loaders, which would otherwise each get their own copy.
 */
export interface SearchIndexStats {
  pages: number;
  /** Pages whose search document came from the extraction cache of an earlier build. */
  cachedPages: number;
  /** Whether Pagefind's index is the one of an earlier build made from the same input (src/lib/outputCache.ts). */
  reusedIndex: boolean;
  bytes: number;
  seconds: number;
  outputPath: string;
  /** Every file of the index, relative to outDir with '/' separators (`pagefind/fragment/en-au_1a2b3c4.pf_fragment`). */
  files: string[];
}

interface Slot {
  promise: Promise<SearchIndexStats>;
  resolve: (stats: SearchIndexStats) => void;
  reject: (error: unknown) => void;
}

const key = Symbol.for('moodle-devdocs/search-local/index');
const registry = globalThis as typeof globalThis & {[key]?: Slot};

/** Called when the local search plugin is set up: from now on, searchIndexWritten() waits for its postBuild. */
export function expectSearchIndex(): void {
  let resolve!: Slot['resolve'];
  let reject!: Slot['reject'];
  const promise = new Promise<SearchIndexStats>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A failed build reports its own error; this keeps an unawaited rejection from being reported twice.
  promise.catch(() => {});
  registry[key] = {promise, resolve, reject};
}

/** Settles the hook with the outcome of the indexing step. */
export function settleSearchIndex(outcome: Promise<SearchIndexStats>): Promise<SearchIndexStats> {
  const slot = registry[key];
  outcome.then(
    (stats) => slot?.resolve(stats),
    (error: unknown) => slot?.reject(error),
  );
  return outcome;
}

/** Resolves once the search index is written (null when this build makes none). */
export function searchIndexWritten(): Promise<SearchIndexStats | null> {
  return registry[key]?.promise ?? Promise.resolve(null);
}
