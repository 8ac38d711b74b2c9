// Publishes the site as Markdown, for readers who work through AI assistants and IDE agents:
// - a twin of every page at its path plus `.md` (`/docs/apis/subsystems/form.md`), made from the built
//   page (./toMarkdown.ts), so that components, release items and tables appear as the reader sees them;
// - `/llms.txt` (the llmstxt.org format): the site in a paragraph, then a section per area listing every
//   content page as a link to its twin with its description;
// - `llms-full.txt` per area (`/docs/`, `/docs/4.2/`, `/docs/4.1/`, `/general/`): every page of the area
//   in sidebar order.
// The build prints their sizes. The offline app does not precache them and search does not index them.
// The conversion runs in a process of its own (./process.ts), beside the search index.
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildCacheDir} from '../../lib/buildCache';
import {contentPages, type ContentPage, type DocsInstance} from './llms';
import {writeTwinsInChild} from './process';

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
      const report = await writeTwinsInChild({
        outDir,
        routes: routesPaths,
        pages,
        siteUrl: context.siteConfig.url.replace(/\/$/, ''),
        siteTitle: context.siteConfig.title,
        cacheDir: buildCacheDir(context.siteDir, 'markdown-twins'),
      });
      const sizes = report.written.map(([file, bytes]) => `${file} ${kb(bytes)}`).join(', ');
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[markdown-twins] ${report.twins} pages as Markdown (${report.twins - report.unchanged} converted, ${report.unchanged} unchanged) in ${seconds} s; ${sizes}`);
    },
  };
}
