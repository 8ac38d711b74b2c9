// The build's MDX loader parses every page with the parser the check uses (micromark, with the same
// extensions), and parsing is most of the check's time. While a production build bundles, the check takes
// each page's facts from the loader's tree through the remark plugin below, placed before every other
// plugin so that it sees the tree as parsed, and runs its rules once the bundler has built every module
// (./index.ts). A page whose tree it does not get (a module the bundler's cache kept, a page that failed to
// parse) is read by the check itself, as `npm run check` reads every page.
import path from 'node:path';
import type {Root} from 'mdast';
import type {FactsCache} from './cache';
import {readParsedFacts} from './markdown';
import type {Site} from './types';

/** The pages being collected, and how many the loader's tree gave. */
export interface Collector {
  site: Site;
  cache: FactsCache;
  /** Pages whose facts came from the loader's tree. */
  taken: number;
}

let collector: Collector | undefined;

/** Starts keeping the facts of the site's pages that the MDX loader parses, in `cache`. */
export function collectParsedPages(site: Site, cache: FactsCache): Collector {
  collector = {site, cache, taken: 0};
  return collector;
}

/** Stops keeping them. */
export function stopCollecting(): void {
  collector = undefined;
}

/** The page the loader compiles: its path and the text it parsed. */
interface LoaderFile {
  path?: string;
  value?: unknown;
}

async function take(tree: Root, vfile: LoaderFile): Promise<void> {
  const current = collector;
  if (!current || !vfile.path) return;
  const {site, cache} = current;
  const file = path.relative(site.siteDir, vfile.path).split(path.sep).join('/');
  if (!site.docByFile.has(file)) return;
  const text = site.text(file);
  if (!cache.missing(file, text)) return;
  const facts = await readParsedFacts(tree, String(vfile.value), text, file, site.siteDir);
  if (facts) {
    cache.put(file, text, facts);
    current.taken++;
  }
}

/**
 * The remark plugin. It never fails a page's compilation: when it cannot read a tree, the check reads the
 * page itself and reports what it finds.
 */
export default function remarkWriterFacts() {
  return (tree: Root, vfile: LoaderFile): Promise<void> | undefined => (collector ? take(tree, vfile).catch(() => undefined) : undefined);
}
