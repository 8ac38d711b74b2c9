import path from 'node:path';
import {codeVersion, openPageCache} from '../../lib/pageCache';
import {extractFromHeadAndMain, headAndMain, type SearchDocument} from './extractPage';

/**
 * The search documents of earlier builds, so that a rebuild parses only the pages whose head or main
 * element changed: parsing is about half of the index step (src/lib/pageCache.ts keeps them).
 */
export interface ExtractCache {
  extract(html: string): SearchDocument | null;
  /** Search documents of this build served from the cache (pages left out of the index not counted). */
  readonly hits: number;
  save(): Promise<void>;
}

/** A cache stored in `file`, or, with a null file, one that parses every page and stores nothing. */
export async function openExtractCache(file: string | null, version: string): Promise<ExtractCache> {
  const cache = await openPageCache<SearchDocument | null>(file, version);
  let hits = 0;
  return {
    extract(html) {
      let parsed = false;
      const doc = cache.get(headAndMain(html), (input) => {
        parsed = true;
        return extractFromHeadAndMain(input);
      });
      if (doc && !parsed) hits++;
      return doc;
    },
    get hits() {
      return hits;
    },
    save: () => cache.save(),
  };
}

/** A version that changes with the extractor's code and with the parser it runs on. */
export const extractorVersion = (): Promise<string> => codeVersion([path.join(__dirname, 'extractPage.ts'), path.join(__dirname, 'names.ts'), path.join(__dirname, '../../lib/search/tokens.ts')], ['cheerio']);
