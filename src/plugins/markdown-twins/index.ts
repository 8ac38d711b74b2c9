// Publishes the site as Markdown, for readers who work through AI assistants and IDE agents:
// - a twin of every page at its path plus `.md` (`/docs/apis/subsystems/form.md`), made from the built
//   page (./toMarkdown.ts), so that components, release items and tables appear as the reader sees them;
// - `/llms.txt` (the llmstxt.org format): the site in a paragraph, then a section per area listing every
//   content page as a link to its twin with its description;
// - `llms-full.txt` per area (`/docs/`, `/docs/4.2/`, `/docs/4.1/`, `/general/`): every page of the area
//   in sidebar order.
// The build prints their sizes. The offline app does not precache them and search does not index them.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildCacheDir} from '../../lib/buildCache';
import {codeVersion, openPageCache} from '../../lib/pageCache';
import {twinPath} from '../../lib/twinPath';
import {headAndMain} from '../search-local/extractPage';
import {htmlToMarkdown, type Twin} from './toMarkdown';
import {areaOf, contentPages, llmsFull, llmsIndex, type ContentPage, type DocsInstance} from './llms';


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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  let pages: ContentPage[] = [];
  return {
    name: 'markdown-twins',
    allContentLoaded({allContent}) {
      pages = contentPages(allContent['docusaurus-plugin-content-docs'] as Record<string, DocsInstance>);
    },
    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      const twins = new Map<string, string>();
      // Conversion takes most of this step: a rebuild converts only the pages whose content changed.
      const cacheDir = buildCacheDir(context.siteDir, 'markdown-twins');
      const version = await codeVersion([path.join(__dirname, 'toMarkdown.ts')], ['parse5', 'hast-util-from-parse5', 'rehype-remark', 'remark-stringify', 'remark-gfm']);
      const cache = await openPageCache<Twin | null>(cacheDir && path.join(cacheDir, 'pages.json'), version);
      for (const route of new Set(routesPaths)) {
        const file = htmlFile(outDir, route);
        if (!file) continue;
        const {version: docsVersion} = areaOf(route);
        const twin = cache.get(`${route}\n${docsVersion}\n${articleOf(fs.readFileSync(file, 'utf8'))}`, (input) =>
          htmlToMarkdown(input.slice(input.indexOf('\n', route.length + 1) + 1), route, siteUrl, docsVersion),
        );
        if (!twin) continue;
        const out = path.join(outDir, twinPath(route));
        fs.mkdirSync(path.dirname(out), {recursive: true});
        fs.writeFileSync(out, twin.markdown);
        twins.set(route, twin.markdown);
      }
      const written = [path.join(outDir, 'llms.txt')];
      fs.writeFileSync(written[0], llmsIndex(pages, siteUrl, context.siteConfig.title));
      for (const [dir, text] of llmsFull(pages, twins)) {
        const out = path.join(outDir, dir, 'llms-full.txt');
        fs.mkdirSync(path.dirname(out), {recursive: true});
        fs.writeFileSync(out, text);
        written.push(out);
      }
      await cache.save();
      const sizes = written.map((f) => `${path.relative(outDir, f)} ${kb(fs.statSync(f).size)}`).join(', ');
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[markdown-twins] ${twins.size} pages as Markdown (${twins.size - cache.hits} converted, ${cache.hits} unchanged) in ${seconds} s; ${sizes}`);
    },
  };
}
