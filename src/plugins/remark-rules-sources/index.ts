// Ends each rules page that has a review log (data/rules-review, see ./logs.ts) with a "Sources"
// section: a level-2 heading, so that it enters the table of contents, and a list of the primary
// sources its rules were checked against, as links. It is written into the page when the page is
// compiled, so readers get plain HTML. A bad log, a log for a page that does not exist, or a source id
// a log does not define fails the build, naming the file.
import fs from 'node:fs';
import path from 'node:path';
import type {Heading, List, Root} from 'mdast';
import {citedSources, logFiles, logsDigest, readReviewLogs, type ReviewLog} from './logs';

export const sourcesHeading = 'Sources';

const siteDir = path.resolve(__dirname, '../../..');
let cache: {signature: string; logs: Map<string, ReviewLog>} | undefined;

/** The logs, read again whenever one is added, removed or changed (so `npm start` sees edits). */
function reviewLogs(dir: string): Map<string, ReviewLog> {
  // A production build reads them once, not once for each of its 1,400 pages.
  if (cache && process.env.NODE_ENV === 'production') return cache.logs;
  const signature = logFiles(dir)
    .map((f) => `${f}@${fs.statSync(path.join(dir, f)).mtimeMs}`)
    .join('\n');
  if (cache?.signature !== signature) cache = {signature, logs: readReviewLogs(dir)};
  return cache.logs;
}

const textOf = (node: {value?: string; children?: unknown[]}): string =>
  node.value ?? (node.children ?? []).map((c) => textOf(c as {value?: string; children?: unknown[]})).join('');

/** The section for a log: the heading and one list item per cited source. */
export function sourcesSection(log: ReviewLog): [Heading, List] {
  return [
    {type: 'heading', depth: 2, children: [{type: 'text', value: sourcesHeading}]},
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: citedSources(log).map((source) => ({
        type: 'listItem',
        spread: false,
        children: [{type: 'paragraph', children: [{type: 'link', url: source.url, title: null, children: [{type: 'text', value: source.title}]}]}],
      })),
    },
  ];
}

/**
 * The plugin with its options for a docs instance. The digest of the logs travels in the options, which
 * Docusaurus writes to the file its MDX loader depends on, so a changed log recompiles the pages even in
 * a build from the persistent cache (and a bad log fails that build too). With `npm start`, a log edit
 * shows once its page is saved again.
 */
export const rulesSourcesPlugin = (): [typeof remarkRulesSources, RulesSourcesOptions] => [remarkRulesSources, {logs: logsDigest(siteDir)}];

export interface RulesSourcesOptions {
  /** The site directory; tests pass their own, the site the repository root. */
  siteDir?: string;
  /** The digest of the logs, unused here but for the loader's dependency file. */
  logs?: string;
}

export default function remarkRulesSources(options: RulesSourcesOptions = {}) {
  const dir = options.siteDir ?? siteDir;
  return (tree: Root, file: {path?: string}): void => {
    if (!file.path) return;
    const page = path.relative(dir, file.path).split(path.sep).join('/');
    const log = reviewLogs(dir).get(page);
    if (!log) return;
    const clash = tree.children.find((n) => n.type === 'heading' && n.depth === 2 && textOf(n).trim() === sourcesHeading);
    if (clash) {
      throw new Error(`${page}: has its own "${sourcesHeading}" heading, but the page's sources are listed from its review log; remove the heading`);
    }
    tree.children.push(...sourcesSection(log));
  };
}
