import {createHash} from 'node:crypto';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * What a build step made of each page in earlier builds, so that a rebuild works only on the pages whose
 * input changed. Entries are keyed by a hash of the input the step reads, and the file is dropped whole
 * when `version` (the step's code) changes. Each save keeps only the pages of that build, so the file
 * does not grow with deleted pages.
 */
export interface PageCache<T> {
  /** `make(input)`, or what it gave for the same input in the last build. */
  get(input: string, make: (input: string) => T): T;
  /** Pages of this build served from the cache. */
  readonly hits: number;
  save(): Promise<void>;
}

interface CacheFile<T> {
  version: string;
  pages: Record<string, T>;
}

export const hash = (text: string): string => createHash('sha256').update(text).digest('base64url');

async function readPages<T>(file: string, version: string): Promise<Map<string, T>> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as CacheFile<T>;
    if (stored.version === version && stored.pages && typeof stored.pages === 'object') {
      return new Map(Object.entries(stored.pages));
    }
  } catch {
    // No cache yet, or one a crashed build left unreadable: every page is made again.
  }
  return new Map();
}

/** A cache stored in `file`, or, with a null file, one that makes every page and stores nothing. */
export async function openPageCache<T>(file: string | null, version: string): Promise<PageCache<T>> {
  const stored = file ? await readPages<T>(file, version) : new Map<string, T>();
  const used = new Map<string, T>();
  let hits = 0;
  return {
    get(input, make) {
      const key = hash(input);
      if (stored.has(key)) {
        hits++;
        used.set(key, stored.get(key)!);
        return stored.get(key)!;
      }
      const value = make(input);
      used.set(key, value);
      return value;
    },
    get hits() {
      return hits;
    },
    async save() {
      // Nothing made and no page gone: the stored file already holds exactly this build.
      const unchanged = used.size === stored.size && [...used.keys()].every((key) => stored.has(key));
      if (!file || unchanged) return;
      await mkdir(path.dirname(file), {recursive: true});
      // Written aside and renamed, so that a build stopped mid-write leaves the old file whole.
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, JSON.stringify({version, pages: Object.fromEntries(used)} satisfies CacheFile<T>));
      await rename(partial, file);
    },
  };
}

/** A version that changes with the given source files and packages. */
export async function codeVersion(files: string[], packages: string[]): Promise<string> {
  const sources = await Promise.all(files.map((f) => readFile(f, 'utf8')));
  // Read from node_modules: ES-only packages do not export their package.json.
  const manifest = (name: string) => path.resolve(__dirname, '../../node_modules', name, 'package.json');
  const versions = await Promise.all(packages.map(async (p) => JSON.parse(await readFile(manifest(p), 'utf8')).version as string));
  return hash([...sources, ...versions].join('\n'));
}
