import {readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {extractorVersion, openExtractCache} from './extractCache';
import {inputKey, openOutputCache} from '../../lib/outputCache';
import {codeVersion} from '../../lib/pageCache';
import {toPagefindHtml, type SearchDocument} from './extractPage';
import {inboundLinkCounts, linkedNamesByPage, linksToOtherPages, linkTextCounts} from './linkTexts';
import {vocabularyOf} from '../../lib/search/typos';
import type {SearchIndexStats} from './indexReady';

/**
 * Pagefind's own UI bundles, written with every index (the site uses the DocSearch UI instead), and its
 * web worker (the site searches in the page: src/components/LocalSearch/loadPagefind.ts).
 */
const unusedBundles = [
  'pagefind-worker.js',
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

// Pagefind ships as an ES module only ("exports" has no require condition), and Docusaurus loads
// plugins through jiti, which turns import() into a require() that fails on it. A CommonJS file loaded
// by Node's own require keeps a native import(), resolved by Node from this folder.
function loadPagefindApi(): Promise<typeof import('pagefind')> {
  const load = createRequire(__filename)('./pagefind.cjs') as () => Promise<typeof import('pagefind')>;
  return load();
}

/** The text of the headings of a page body. */
export const headingTexts = (html: string): string[] =>
  [...html.matchAll(/<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>/g)].map((m) => m[1].replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' '));

/**
 * Areas whose pages list changes: release notes and meeting minutes name an API in a line each, in
 * short pages, which Pagefind's ranking favours over the page that documents it. Their text counts
 * half; their titles count in full, so that `Moodle 4.2` or a tracker key (found on them alone) still
 * lead to them.
 */
export const changelogAreas = ['/general/releases/', '/general/app_releases/', '/general/community/meetings/'];

/** How much the words of the page at `route` count, relative to other pages. */
export const bodyWeightOf = (route: string): number => (changelogAreas.some((area) => route.startsWith(area)) ? 0.5 : 1);

/** The site path of a built HTML file (`docs/4.1/intro.html` is `/docs/4.1/intro`; trailing slashes are off). */
export function pagePath(file: string): string {
  const route = file.split(path.sep).join('/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${route}`;
}

/** The files of a directory, relative to `base` with '/' separators, and their total size. */
async function listFiles(dir: string, base: string): Promise<{files: string[]; bytes: number}> {
  const entries = (await readdir(dir, {recursive: true, withFileTypes: true})).filter((e) => e.isFile());
  const paths = entries.map((e) => path.join(e.parentPath, e.name));
  const sizes = await Promise.all(paths.map(async (p) => (await stat(p)).size));
  return {
    files: paths.map((p) => path.relative(base, p).split(path.sep).join('/')).sort(),
    bytes: sizes.reduce((a, b) => a + b, 0),
  };
}

/**
 * Builds the Pagefind index of the built site in `outDir/pagefind`, from the article body of each page,
 * through Pagefind's Node API. Paths in the index have no base URL: the browser sets it.
 * With a `cacheDir`, pages unchanged since the build that stored it there are not parsed again, and when
 * no page gives Pagefind anything new its index of that build is taken rather than made again (src/lib/outputCache.ts).
 */
export async function buildSearchIndex(outDir: string, {cacheDir = null}: {cacheDir?: string | null} = {}): Promise<SearchIndexStats> {
  const started = performance.now();
  const cache = await openExtractCache(cacheDir && path.join(cacheDir, 'pages.json'), await extractorVersion());
  const outputPath = path.join(outDir, 'pagefind');
  await rm(outputPath, {recursive: true, force: true});
  const htmlFiles = (await readdir(outDir, {recursive: true}))
    .filter((file) => file.endsWith('.html') && !file.startsWith(`assets${path.sep}`) && file !== '404.html')
    .sort();
  // Each page is parsed first, for the texts of the links to it from other pages.
  const pages: {file: string; route: string; doc: SearchDocument}[] = [];
  for (const file of htmlFiles) {
    const doc = cache.extract(await readFile(path.join(outDir, file), 'utf8'));
    if (doc) pages.push({file, route: pagePath(file), doc});
  }
  const linkTexts = linkTextCounts(pages.map(({route, doc}) => ({route, title: doc.title, links: doc.links})));
  const outbound = linksToOtherPages(pages.map(({route, doc}) => ({route, links: doc.links})), changelogAreas);
  const inboundLinks = inboundLinkCounts(outbound);
  const linkedNames = linkedNamesByPage(outbound);
  // The words of titles and headings, for the browser to correct a query that finds nothing.
  const titlesAndHeadings: string[] = [];
  const records = pages.map(({file, route, doc}) => {
    titlesAndHeadings.push(doc.title, ...headingTexts(doc.bodyHtml));
    return {file, url: route, content: toPagefindHtml(doc, {bodyWeight: bodyWeightOf(route), linkTexts: linkTexts.get(route), inboundLinks: inboundLinks.get(route), linkedNames: linkedNames.get(route)})};
  });
  const key = inputKey([await indexerVersion(), ...records.flatMap(({url, content}) => [url, content])]);
  const indexCache = openOutputCache<true>(cacheDir && path.join(cacheDir, 'index'), key);
  const reused = (await indexCache.restore(outputPath)) !== null;
  if (!reused) {
    await writePagefindIndex(records, outputPath);
    await indexCache.store(outputPath, true);
  }
  await writeFile(path.join(outputPath, 'vocabulary.json'), JSON.stringify(vocabularyOf(titlesAndHeadings)));
  await cache.save();
  const {files, bytes} = await listFiles(outputPath, outDir);
  const seconds = (performance.now() - started) / 1000;
  return {pages: records.length, cachedPages: cache.hits, reusedIndex: reused, bytes, files, seconds, outputPath};
}

/** A version that changes with the code that turns search documents into an index, and with Pagefind. */
const indexerVersion = (): Promise<string> => codeVersion([__filename], ['pagefind']);

/** Pagefind's index of `records` in `outputPath`, without the bundles the site does not load. */
async function writePagefindIndex(records: {file: string; url: string; content: string}[], outputPath: string): Promise<void> {
  const pagefind = await loadPagefindApi();
  const {index, errors} = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    // Failures are collected rather than left as rejections nobody handles until the loop ends.
    const failures: string[] = [];
    await Promise.all(
      records.map(({file, url, content}) =>
        index.addHTMLFile({url, content}).then(
          ({errors}) => void failures.push(...errors.map((e) => `${file}: ${e}`)),
          (error: unknown) => void failures.push(`${file}: ${String(error)}`),
        ),
      ),
    );
    if (failures.length > 0) throw new Error(`Pagefind could not index every page:\n${failures.join('\n')}`);
    const written = await index.writeFiles({outputPath});
    if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
    await Promise.all(unusedBundles.map((name) => rm(path.join(outputPath, name), {force: true})));
  } finally {
    await pagefind.close();
  }
}
