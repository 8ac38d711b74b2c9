import {createHash} from 'node:crypto';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {extractFromHeadAndMain, headAndMain, type SearchDocument} from './extractPage';

/**
 * The search documents of earlier builds, so that a rebuild parses only the pages whose head or main
 * element changed: parsing is about half of the index step. Entries are keyed by a hash of what
 * extraction reads, and the file is dropped whole when `version` (the extractor's code) changes.
 * Each save keeps only the pages of that build, so the file does not grow with deleted pages.
 */
export interface ExtractCache {
  extract(html: string): SearchDocument | null;
  /** Search documents of this build served from the cache (pages left out of the index not counted). */
  readonly hits: number;
  save(): Promise<void>;
}

interface CacheFile {
  version: string;
  pages: Record<string, SearchDocument | null>;
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

async function readPages(file: string, version: string): Promise<Map<string, SearchDocument | null>> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as CacheFile;
    if (stored.version === version && stored.pages && typeof stored.pages === 'object') {
      return new Map(Object.entries(stored.pages));
    }
  } catch {
    // No cache yet, or one a crashed build left unreadable: every page is parsed again.
  }
  return new Map();
}

/** A cache stored in `file`, or, with a null file, one that parses every page and stores nothing. */
export async function openExtractCache(file: string | null, version: string): Promise<ExtractCache> {
  const stored = file ? await readPages(file, version) : new Map<string, SearchDocument | null>();
  const used = new Map<string, SearchDocument | null>();
  let hits = 0;
  return {
    extract(html) {
      const input = headAndMain(html);
      const key = hash(input);
      if (stored.has(key)) {
        const doc = stored.get(key)!;
        if (doc) hits++;
        used.set(key, doc);
        return doc;
      }
      const doc = extractFromHeadAndMain(input);
      used.set(key, doc);
      return doc;
    },
    get hits() {
      return hits;
    },
    async save() {
      // Nothing parsed and no page gone: the stored file already holds exactly this build.
      const unchanged = used.size === stored.size && [...used.keys()].every((key) => stored.has(key));
      if (!file || unchanged) return;
      await mkdir(path.dirname(file), {recursive: true});
      // Written aside and renamed, so that a build stopped mid-write leaves the old file whole.
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, JSON.stringify({version, pages: Object.fromEntries(used)} satisfies CacheFile));
      await rename(partial, file);
    },
  };
}

/** A version that changes with the extractor's code and with the parser it runs on. */
export async function extractorVersion(): Promise<string> {
  const source = await readFile(path.join(__dirname, 'extractPage.ts'), 'utf8');
  const cheerio = await readFile(require.resolve('cheerio/package.json'), 'utf8');
  return hash(`${source}\n${JSON.parse(cheerio).version}`);
}
