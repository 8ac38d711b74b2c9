// Runs the writer's check (`npm run check`) when a production build starts, so a broken link, a broken
// anchor, an unknown tag, a sidebar entry that points nowhere or an unfinished page stops the build within
// seconds, each named by file, line and column, instead of minutes later by route.
//
// Docusaurus still checks the rendered pages' links at the end of the build, which also covers links that
// components and the theme write (a <ReleaseTable> row, "Also in" links of release items). Its report names
// routes only, and advises turning the check off; with `explainBrokenLinks` (on by default) this plugin
// rewrites that report: each broken link under the file that holds the page, at the link's line when the
// page's text has it, and without the advice. The build still fails on it.
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {runCheck} from './check';
import {formatReport} from './report';
import {routeOf} from './rules/links';
import type {DocsInstance} from './site';
import type {Doc, PageFacts, Site} from './types';

export interface Options {
  /** The docs plugin instances, as configured. */
  instances: DocsInstance[];
  /** Routes of other plugins. */
  pluginRoutes?: string[];
  /** Rewrite Docusaurus's report of broken links in the rendered pages (see above). */
  explainBrokenLinks?: boolean;
}

interface Checked {
  site: Site;
  facts: Map<string, PageFacts>;
}

/** One broken link of Docusaurus's report, said from the source file's point of view. */
function explain(checked: Checked | undefined, page: string, link: string, kind: string): string {
  const doc: Doc | undefined = checked?.site.docByPermalink.get(page);
  if (!checked || !doc) return `  ${page} (a page no markdown file holds: the theme or a plugin makes it): broken ${kind} to ${link}`;
  const facts = checked.facts.get(doc.file);
  const written = facts?.links.find((l) => routeOf(checked.site, doc, l.url) === link);
  if (written) return `  ${doc.file}:${written.line}:${written.column}: broken ${kind} to ${link}`;
  return `  ${doc.file}: broken ${kind} to ${link}, which the page's text does not hold: a component on the page (release data, release items) or the theme writes it`;
}

/** Docusaurus's report of broken links or anchors, rewritten; other messages pass unchanged. */
export function rewriteReport(message: string, checked: Checked | undefined): string {
  const kind = /^Docusaurus found broken (links|anchors)!/.exec(message)?.[1];
  if (!kind) return message;
  const out: string[] = [];
  const pagesOf = new Map<string, number>();
  let page = '';
  for (const line of message.split('\n')) {
    const pageLine = /^- Broken (?:link|anchor) on source page path = (.+):$/.exec(line);
    if (pageLine) page = pageLine[1];
    const linkLine = /^\s*-> linking to (\S+)/.exec(line);
    if (linkLine && page) {
      out.push(explain(checked, page, linkLine[1], kind === 'links' ? 'link' : 'anchor'));
      pagesOf.set(linkLine[1], (pagesOf.get(linkLine[1]) ?? 0) + 1);
    }
  }
  const everywhere = [...pagesOf].filter(([, count]) => count >= 3).map(([link, count]) => `  ${link} is broken on ${count} pages: the navbar, the footer or a sidebar (docusaurus.config.ts, config/, sidebars) probably holds it`);
  return `The rendered pages have broken ${kind} (${out.length}), which the writer's check of the markdown could not see:\n${[...everywhere, ...out].join('\n')}\n`;
}

// The latest check's site and facts, for the report at the end of the same build.
let checked: Checked | undefined;
let reportRewritten = false;

function rewriteReports(): void {
  if (reportRewritten) return;
  reportRewritten = true;
  const report = logger.report;
  logger.report = (severity) => {
    const reporter = report(severity);
    return ((message: unknown, ...rest: unknown[]) =>
      (reporter as (...args: unknown[]) => void)(typeof message === 'string' ? rewriteReport(message, checked) : message, ...rest)) as typeof reporter;
  };
}

export default function writerCheckPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  const options = pluginOptions as Options;
  if (options.explainBrokenLinks !== false) rewriteReports();
  return {
    name: 'writer-check',
    async loadContent() {
      // `npm start` leaves the check to `npm run check`: a writer mid-edit wants the page, not a stop.
      if (process.env.NODE_ENV !== 'production') return;
      const started = performance.now();
      const {findings, pages, site} = await runCheck({layout: {siteDir: context.siteDir, instances: options.instances, pluginRoutes: options.pluginRoutes}});
      logger.info(`[writer-check] ${pages} pages checked in ${((performance.now() - started) / 1000).toFixed(1)} s: ${findings.length ? `${findings.length} problems` : 'no problems'}`);
      const facts = new Map<string, PageFacts>();
      for (const doc of site.docs) facts.set(doc.file, await site.facts(doc.file));
      checked = {site, facts};
      if (findings.length) {
        throw new Error(`The writer's check found problems in the markdown (npm run check lists them too):\n${formatReport(findings, pages)}`);
      }
    },
  };
}
