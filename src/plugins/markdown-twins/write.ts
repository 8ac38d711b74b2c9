// Writes the Markdown twins and the llms.txt files of a built site (see ./index.ts): the work of the
// plugin's post-build step, run in a process of its own (./process.ts).
import fs from 'node:fs';
import path from 'node:path';
import {openFileStore} from '../../lib/fileStore';
import {codeVersion, openPageCache} from '../../lib/pageCache';
import {twinPath} from '../../lib/twinPath';
import {headAndMain} from '../search-local/extractPage';
import {htmlToMarkdown, type Twin} from './toMarkdown';
import {areaOf, llmsFull, llmsIndex, type ContentPage} from './llms';

export interface TwinsJob {
  outDir: string;
  routes: string[];
  pages: ContentPage[];
  siteUrl: string;
  siteTitle: string;
  /** Where the conversions of the last build are kept, or null to convert every page. */
  cacheDir: string | null;
}

export interface TwinsReport {
  twins: number;
  unchanged: number;
  /** The llms files written, with their sizes in bytes, relative to outDir. */
  written: [string, number][];
}

function htmlFile(outDir: string, route: string): string | undefined {
  const rel = route === '/' ? 'index' : route.replace(/^\//, '');
  return [`${rel}.html`, path.join(rel, 'index.html'), rel].map((f) => path.join(outDir, f)).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** The head and, of a doc, its article alone (the breadcrumbs, pager and table of contents are chrome). */
function articleOf(html: string): string {
  const page = headAndMain(html);
  const start = page.indexOf('<article');
  const end = page.lastIndexOf('</article>');
  if (start < 0 || end < start) return page;
  return `${page.slice(0, page.indexOf('</head>') + '</head>'.length)}<body><main>${page.slice(start, end + '</article>'.length)}</main></body></html>`;
}

export async function writeTwins({outDir, routes, pages, siteUrl, siteTitle, cacheDir}: TwinsJob): Promise<TwinsReport> {
  const twins = new Map<string, string>();
  // Conversion takes most of this step: a rebuild converts only the pages whose content changed.
  const version = await codeVersion([path.join(__dirname, 'toMarkdown.ts')], ['parse5', 'hast-util-from-parse5', 'rehype-remark', 'remark-stringify', 'remark-gfm']);
  const cache = await openPageCache<Twin | null>(cacheDir && path.join(cacheDir, 'pages.json'), version);
  const files = openFileStore(cacheDir && path.join(cacheDir, 'files'));
  for (const route of new Set(routes)) {
    const file = htmlFile(outDir, route);
    if (!file) continue;
    const {version: docsVersion} = areaOf(route);
    const twin = cache.get(`${route}\n${docsVersion}\n${articleOf(fs.readFileSync(file, 'utf8'))}`, (input) =>
      htmlToMarkdown(input.slice(input.indexOf('\n', route.length + 1) + 1), route, siteUrl, docsVersion),
    );
    if (!twin) continue;
    const out = path.join(outDir, twinPath(route));
    fs.mkdirSync(path.dirname(out), {recursive: true});
    files.put(out, twin.markdown);
    twins.set(route, twin.markdown);
  }
  const written = [path.join(outDir, 'llms.txt')];
  fs.writeFileSync(written[0], llmsIndex(pages, siteUrl, siteTitle));
  for (const [dir, text] of llmsFull(pages, twins)) {
    const out = path.join(outDir, dir, 'llms-full.txt');
    fs.mkdirSync(path.dirname(out), {recursive: true});
    fs.writeFileSync(out, text);
    written.push(out);
  }
  await cache.save();
  files.prune();
  return {twins: twins.size, unchanged: cache.hits, written: written.map((f) => [path.relative(outDir, f), fs.statSync(f).size])};
}
