// Runs the writer's check (`npm run check`) in a production build, so a broken link, a broken anchor, an
// unknown tag, a sidebar entry that points nowhere or an unfinished page stops the build before any page is
// rendered, each named by file, line and column rather than by route: as the build starts when the check's
// cache has most pages, and otherwise (a first build) once the bundler has built the modules, from the MDX
// loader's parse of each page (./parsed.ts) rather than a second parse.
//
// Docusaurus still checks the rendered pages' links at the end of the build, which also covers links that
// components and the theme write (a <ReleaseTable> row, "Also in" links of release items). Its report names
// routes only, and advises turning the check off; with `explainBrokenLinks` (on by default) this plugin
// rewrites that report: each broken link under the file that holds the page, at the link's line when the
// page's text has it, and without the advice. The build still fails on it.
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {FactsCache} from './cache';
import {checkFrontMatter, runCheck} from './check';
import {collectParsedPages, stopCollecting, type Collector} from './parsed';
import {formatReport} from './report';
import {routeOf} from './rules/links';
import {loadSite, type DocsInstance} from './site';
import type {Doc, PageFacts, Site} from './types';

export interface Options {
  /** The docs plugin instances, as configured. */
  instances: DocsInstance[];
  /** Routes of other plugins. */
  pluginRoutes?: string[];
  /**
   * Pages not in the check's cache that it parses itself as a build starts (about 5 ms a page); with more,
   * it takes them from the MDX loader's parse. 100 unless given.
   */
  parseAtLoad?: number;
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

const problemsIn = (report: string) => `The writer's check found problems in the markdown (npm run check lists them too):\n${report}`;

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
  const layout = {siteDir: context.siteDir, instances: options.instances, pluginRoutes: options.pluginRoutes};
  // While the bundler builds the pages, the site and the facts its MDX loader's parse gives (./parsed.ts).
  let collected: Collector | undefined;

  /** Runs the check on the loaded site; with `taken`, pages came from the loader's parse. */
  async function check(loaded: {site: Site; cache: FactsCache; taken?: number}): Promise<string | null> {
    const started = performance.now();
    const {findings, pages, site} = await runCheck({layout, loaded});
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const fromLoader = loaded.taken === undefined ? '' : ` (${loaded.taken} read from the MDX loader's parse)`;
    const verdict = findings.length ? `${findings.length} problem${findings.length > 1 ? 's' : ''}` : 'no problems';
    logger.info(`[writer-check] ${pages} pages checked in ${seconds} s${fromLoader}: ${verdict}`);
    const facts = new Map<string, PageFacts>();
    for (const doc of site.docs) facts.set(doc.file, await site.facts(doc.file));
    checked = {site, facts};
    return findings.length ? problemsIn(formatReport(findings, pages)) : null;
  }

  return {
    name: 'writer-check',
    async loadContent() {
      // `npm start` leaves the check to `npm run check`: a writer mid-edit wants the page, not a stop.
      if (process.env.NODE_ENV !== 'production') return;
      const cache = new FactsCache(context.siteDir);
      const site = await loadSite(layout, cache);
      // A build that bundles, with many pages the cache lacks (the first build, or one after the check's code
      // changed), checks once its modules are built, from the loader's parse (./parsed.ts). Otherwise the
      // check reads the few pages it lacks now, and stops the build before it bundles.
      const unread = site.docs.filter((doc) => cache.missing(doc.file, site.text(doc.file))).length;
      if (process.env.DOCUSAURUS_SKIP_BUNDLING !== 'true' && unread > (options.parseAtLoad ?? 100)) {
        // Docusaurus fails on these while it loads the site, naming no file: they are checked now.
        const findings = await checkFrontMatter(site);
        if (findings.length) throw new Error(problemsIn(formatReport(findings, site.docs.length)));
        collected = collectParsedPages(site, cache);
        return;
      }
      const problems = await check({site, cache});
      if (problems) throw new Error(problems);
    },
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || !collected) return {};
      const parsed = collected;
      const {WebpackError} = currentBundler.instance;
      // Every page is a module of the browser's bundle: once they are built, every page has been parsed.
      const plugin = {
        apply(compiler: {hooks: {finishMake: {tapPromise(name: string, hook: (compilation: {errors: unknown[]}) => Promise<void>): void}}}) {
          compiler.hooks.finishMake.tapPromise('writer-check', async (compilation) => {
            stopCollecting();
            const problems = await check(parsed);
            if (problems) compilation.errors.push(new WebpackError(problems));
          });
        },
      };
      return {plugins: [plugin]};
    },
  };
}
