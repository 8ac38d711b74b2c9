import {readdirSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {DocusaurusConfig} from '@docusaurus/types';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type {AreaReport} from '../../lib/api-check/docs';
import {loadApi, tableFile} from '../../lib/moodle-api/load';
import {inputKey, openOutputCache} from '../../lib/outputCache';
import {codeVersion} from '../../lib/pageCache';
import {buildSymbolIndex, type NamedPage} from '../../lib/symbol-index/build';
import {shardFile} from '../../lib/symbol-index/shards';

/** Where the symbol index goes in the build: `symbols/<docsVersion>.json` (the manifest) and `symbols/<docsVersion>/<hash>/<shard>.json`. */
export const symbolsDir = 'symbols';

export interface SymbolIndexStats {
  /** One line per docs version, for the build's log. */
  lines: string[];
  /** The manifests, relative to outDir with '/' separators. */
  manifests: string[];
  /** Whether the index is the one of the last build, made from the same input. */
  reused?: boolean;
}

/** A version that changes with the code that makes the index: this file, the symbol index's and the API tables' modules. */
function indexerVersion(): Promise<string> {
  const lib = path.resolve(__dirname, '../../lib');
  const modules = (dir: string) => readdirSync(path.join(lib, dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => path.join(lib, dir, f));
  return codeVersion([__filename, ...modules('symbol-index'), ...modules('moodle-api')], []);
}

/**
 * The page of each docs source file (`docs/apis/core/dml/index.md`) in each version, at its route: the
 * permalink of an index page ends with a slash that the site's `trailingSlash` setting takes off.
 */
export function pagesBySource(docs: LoadedContent, siteConfig: Pick<DocusaurusConfig, 'trailingSlash' | 'baseUrl'>): Map<string, Map<string, NamedPage>> {
  return new Map(
    docs.loadedVersions.map((version) => [
      version.versionName,
      new Map(version.docs.map((doc) => [doc.source.replace(/^@site\//, ''), {title: doc.title, url: applyTrailingSlash(doc.permalink, siteConfig)}])),
    ]),
  );
}

/**
 * Writes the symbol index of each docs version checked by the api-check plugin (its reports give the
 * pages that name each symbol, from the same step that checks them), with the docs plugin's pages for
 * their titles and URLs. With a `cacheDir`, a build whose tables, pages and names are those of the build
 * that stored its index there takes that index (src/lib/outputCache.ts): making it is about 3 s of the main thread.
 */
export async function writeSymbolIndex(
  outDir: string,
  siteDir: string,
  siteConfig: Pick<DocusaurusConfig, 'trailingSlash' | 'baseUrl'>,
  reports: AreaReport[],
  docs: LoadedContent,
  cacheDir: string | null = null,
): Promise<SymbolIndexStats> {
  const root = path.join(outDir, symbolsDir);
  await rm(root, {recursive: true, force: true});
  const pages = pagesBySource(docs, siteConfig);
  const cache = openOutputCache<SymbolIndexStats>(cacheDir && path.join(cacheDir, 'symbols'), await inputOf(reports, pages, siteDir));
  const kept = await cache.restore(root);
  if (kept) return {...kept, reused: true};
  const stats = await makeSymbolIndex(outDir, siteDir, reports, pages);
  await cache.store(root, stats);
  return stats;
}

/** The key of what the index is made from: the code, and of each version its table file, the names its pages use and its pages. */
async function inputOf(reports: AreaReport[], pages: Map<string, Map<string, NamedPage>>, siteDir: string): Promise<string> {
  const parts: (string | Uint8Array)[] = [await indexerVersion()];
  for (const {area, namedOn} of reports) {
    const table = await readFile(tableFile(area.table, siteDir));
    const names = [...namedOn].map(([name, {files}]) => [name, [...files].sort()] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    parts.push(area.docsVersion, area.table, table, JSON.stringify(names), JSON.stringify([...(pages.get(area.docsVersion) ?? [])]));
  }
  return inputKey(parts);
}

/** Makes the index of each version and writes it in outDir/symbols. */
async function makeSymbolIndex(outDir: string, siteDir: string, reports: AreaReport[], pages: Map<string, Map<string, NamedPage>>): Promise<SymbolIndexStats> {
  const root = path.join(outDir, symbolsDir);
  const lines: string[] = [];
  const manifests: string[] = [];
  for (const report of reports) {
    const {docsVersion, table} = report.area;
    const versionPages = pages.get(docsVersion);
    if (!versionPages) throw new Error(`search-local: the docs plugin has no version ${docsVersion}, which the API check reports on`);
    const index = buildSymbolIndex(loadApi(table, siteDir), docsVersion, report.namedOn, (file) => versionPages.get(file));
    const shardDir = path.join(root, docsVersion, index.manifest.hash);
    await mkdir(shardDir, {recursive: true});
    const texts = [...index.shards].map(([prefix, shard]) => ({prefix, text: JSON.stringify(shard)}));
    await Promise.all(texts.map(({prefix, text}) => writeFile(path.join(shardDir, shardFile(prefix)), text)));
    const bytes = texts.reduce((sum, {text}) => sum + text.length, 0);
    // The most a query downloads: the largest shard gzipped, among the few largest before compression
    // (compressing all 3,300 shards for this figure would take 0.7 s of the build).
    const largest = Math.max(0, ...texts.sort((a, b) => b.text.length - a.text.length).slice(0, 8).map(({text}) => gzipSync(text).length));
    const manifest = `${symbolsDir}/${docsVersion}.json`;
    await writeFile(path.join(outDir, manifest), JSON.stringify(index.manifest));
    manifests.push(manifest);
    const label = docsVersion === 'current' ? 'master' : docsVersion;
    const unplaced = index.unplaced.length ? `; pages not placed (not pages of the docs plugin): ${index.unplaced.join(', ')}` : '';
    lines.push(
      `${label} (Moodle ${table}): ${index.manifest.symbols} symbols, ${index.named} named on pages, in ${index.shards.size} shards; ${(bytes / 1024 / 1024).toFixed(1)} MB, the largest shard ${(largest / 1024).toFixed(1)} KB gzipped${unplaced}`,
    );
  }
  return {lines, manifests};
}
