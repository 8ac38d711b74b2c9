import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {loadApi, loadBuiltins, tableOf} from '../moodle-api/load';
import {badgeSources, checkBadge} from './badges';
import type {Builtins} from './check';
import {checkPage, type PageResult, symbolName} from './page';

/** A docs version's folder and the table it is checked against. */
export interface DocsArea {
  /** The docs plugin's version name: `current`, `4.2`, `4.1`. */
  docsVersion: string;
  dir: string;
  table: string;
}

/** The docs versions that have a table: master in docs/, the others in versioned_docs/. */
export function docsAreas(siteDir: string): DocsArea[] {
  const versions = JSON.parse(readFileSync(join(siteDir, 'versions.json'), 'utf8')) as string[];
  return [
    {docsVersion: 'current', dir: 'docs'},
    ...versions.map((v) => ({docsVersion: v, dir: `versioned_docs/version-${v}`})),
  ].flatMap((area) => {
    const table = tableOf(area.docsVersion);
    return table ? [{...area, table}] : [];
  });
}

export function pagesOf(siteDir: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(join(siteDir, at), {withFileTypes: true})) {
      const path = `${at}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.mdx?$/.test(entry.name)) out.push(path);
    }
  };
  walk(dir);
  return out.sort();
}

/** A name the check could not accept, with where it stands: the error a writer reads. */
export interface Finding {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface AreaReport {
  area: DocsArea;
  pages: number;
  /** Names looked at, by what they turned out to be. */
  counts: Record<string, number>;
  exceptions: {file: string; line: number; names: string[]; reason: string}[];
  unparsed: number;
  findings: Finding[];
  /** Each Moodle API symbol the pages name (as symbolName() writes it), with the source files that name it. */
  namedOn: Map<string, {files: Set<string>}>;
}

/** The lines a marker covers: the block that follows it (a code block to its closing fence, or a paragraph). */
function markerRange(lines: string[], markerLine: number): [number, number] {
  const start = markerLine + 1;
  const first = lines[start - 1] ?? '';
  const fence = /^\s*(`{3,}|~{3,})/.exec(first);
  if (fence) {
    for (let i = start; i < lines.length; i++) if (lines[i].trim().startsWith(fence[1])) return [start, i + 1];
    return [start, lines.length];
  }
  let end = start;
  while (end < lines.length && lines[end].trim() !== '') end++;
  return [start, end];
}

const normalise = (name: string) => name.replace(/^`|`$/g, '').replace(/^\\/, '').replace(/\(.*\)$/, '').replace(/^\$\w+->/, '').toLowerCase();

/** The problems of one checked page, after the writer's exception markers. */
export function pageFindings(file: string, text: string, result: PageResult, version: string): {findings: Finding[]; exempted: number; unusedMarkers: Finding[]} {
  const lines = text.split('\n');
  const markers = result.exceptions.map((e) => ({...e, range: markerRange(lines, e.line), used: false}));
  const findings: Finding[] = [];
  let exempted = 0;
  for (const name of result.names) {
    const {outcome} = name;
    let message: string | undefined;
    if (outcome.status === 'unknown') {
      message = `${outcome.problem}${outcome.suggestions.length ? `; nearest: ${outcome.suggestions.join(', ')}` : ''}`;
    } else if (outcome.status === 'arguments') {
      message = outcome.problem;
    } else if (outcome.status === 'api' && outcome.deprecated && name.where === 'code' && !name.old) {
      const {since, key, renamedTo} = outcome.deprecated;
      const what = renamedTo ? `an old name of ${renamedTo}` : `deprecated${since ? ` since ${since}` : ''}${key ? ` (${key})` : ''}`;
      message = `${name.text} is ${what} in Moodle ${version}: show the sample as the old way (inside <InvalidExample>, or as the first side of a <CodeDiff>) or use ${renamedTo ?? 'its replacement'}`;
    }
    if (!message) continue;
    const marker = markers.find((m) => name.line >= m.range[0] && name.line <= m.range[1] && m.names.some((n) => normalise(n) === normalise(name.text) || normalise(name.text).endsWith(`::${normalise(n)}`)));
    if (marker) {
      marker.used = true;
      exempted++;
      continue;
    }
    findings.push({file, line: name.line, column: name.column, message});
  }
  const unusedMarkers = markers
    .filter((m) => !m.used)
    .map((m) => ({file, line: m.line, column: 1, message: `the api-exception marker names ${m.names.join(', ')}, but the block after it has no such name that Moodle ${version} lacks: remove the marker`}));
  return {findings, exempted, unusedMarkers};
}

/** What the check found on one page: all a report needs, small enough to keep between builds. */
export interface PageOutcome {
  counts: Record<string, number>;
  findings: Finding[];
  exceptions: {file: string; line: number; names: string[]; reason: string}[];
  unparsed: number;
  /** The symbols the page names, as symbolName() writes them. */
  symbols: string[];
}

/** Checks one page's text against a version's table. */
export function checkPageText(siteDir: string, file: string, text: string, table: string, builtins: Builtins): PageOutcome {
  const api = loadApi(table, siteDir);
  const result = checkPage(text, api, builtins);
  const counts: Record<string, number> = {};
  const symbols = new Set<string>();
  for (const name of result.names) {
    counts[name.outcome.status] = (counts[name.outcome.status] ?? 0) + 1;
    if (name.outcome.status === 'api') symbols.add(symbolName(name.outcome.resolved));
  }
  const {findings, exempted, unusedMarkers} = pageFindings(file, text, result, table);
  counts.exempted = exempted;
  const sources = badgeSources(siteDir);
  const badges = result.badges.flatMap((badge) => {
    const message = checkBadge(badge, sources);
    return message ? [{file, line: badge.line, column: 1, message}] : [];
  });
  return {counts, findings: [...findings, ...unusedMarkers, ...badges], exceptions: result.exceptions.map((e) => ({file, ...e})), unparsed: result.unparsed, symbols: [...symbols]};
}

/**
 * Results of earlier runs, by page and the hash of its text, in node_modules/.cache (which `docusaurus clear`
 * empties): a warm build checks only the pages that changed. The key covers the tables, PHP's names, the
 * upgrade notes (badges read them) and the check's own code, so a change to any of them checks every page.
 */
const cacheDir = (siteDir: string) => join(siteDir, 'node_modules/.cache/api-check');
const codeDirs = [__dirname, join(__dirname, '../moodle-api')];
const dataDirs = ['data/moodle-api', 'data/upgrade-notes'];
let memo: {key: string; pages: Record<string, {hash: string; outcome: PageOutcome}>} | undefined;

function cacheKey(siteDir: string): string {
  const hash = createHash('sha1');
  for (const dir of [...codeDirs, ...dataDirs.map((d) => join(siteDir, d))]) {
    for (const name of readdirSync(dir).sort()) {
      if (!/\.test\.ts$/.test(name)) hash.update(name).update(readFileSync(join(dir, name)));
    }
  }
  return hash.digest('hex');
}

function cache(siteDir: string): NonNullable<typeof memo> {
  if (memo) return memo;
  const key = cacheKey(siteDir);
  const file = join(cacheDir(siteDir), 'pages.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    if (stored.key === key) return (memo = stored);
  } catch {
    // No cache yet, or an unreadable one: check every page.
  }
  return (memo = {key, pages: {}});
}

function saveCache(siteDir: string): void {
  if (!memo) return;
  mkdirSync(cacheDir(siteDir), {recursive: true});
  writeFileSync(join(cacheDir(siteDir), 'pages.json'), JSON.stringify(memo));
}

/** One page's outcome, from the cache when its text has not changed. */
export function checkFile(siteDir: string, file: string, table: string, builtins?: () => Builtins): PageOutcome {
  const text = readFileSync(join(siteDir, file), 'utf8');
  const hash = createHash('sha1').update(table).update(text).digest('hex');
  const pages = cache(siteDir).pages;
  if (pages[file]?.hash === hash) return pages[file].outcome;
  const outcome = checkPageText(siteDir, file, text, table, builtins ? builtins() : loadBuiltins(siteDir));
  pages[file] = {hash, outcome};
  return outcome;
}

/** Checks every page of every docs version against its table, and keeps the results for the next run. */
export function checkDocs(siteDir: string): AreaReport[] {
  let builtins: Builtins | undefined;
  const lazyBuiltins = () => (builtins ??= loadBuiltins(siteDir));
  const reports = docsAreas(siteDir).map((area) => {
    const report: AreaReport = {area, pages: 0, counts: {}, exceptions: [], unparsed: 0, findings: [], namedOn: new Map()};
    for (const file of pagesOf(siteDir, area.dir)) {
      const outcome = checkFile(siteDir, file, area.table, lazyBuiltins);
      report.pages++;
      report.unparsed += outcome.unparsed;
      for (const [status, n] of Object.entries(outcome.counts)) report.counts[status] = (report.counts[status] ?? 0) + n;
      for (const symbol of outcome.symbols) {
        const entry = report.namedOn.get(symbol) ?? {files: new Set<string>()};
        entry.files.add(file);
        report.namedOn.set(symbol, entry);
      }
      report.findings.push(...outcome.findings);
      report.exceptions.push(...outcome.exceptions);
    }
    return report;
  });
  saveCache(siteDir);
  return reports;
}

/** One line of figures per version, as the build prints them. */
export function summary(report: AreaReport): string {
  const c = report.counts;
  const checked = ['api', 'php', 'sample', 'plugin', 'unchecked', 'unknown', 'arguments'].reduce((n, k) => n + (c[k] ?? 0), 0);
  const label = report.area.docsVersion === 'current' ? 'master' : report.area.docsVersion;
  return `${label} (Moodle ${report.area.table}): ${checked} names in ${report.pages} pages; ${c.api ?? 0} resolved in Moodle's API, ${c.php ?? 0} PHP's own, ${c.sample ?? 0} the samples' own, ${c.plugin ?? 0} an example plugin's, ${c.unchecked ?? 0} not checkable (properties, JavaScript, classes outside the tables); ${report.findings.length} unresolved; ${report.exceptions.length} marked exceptions; ${report.unparsed} PHP fragments not parsed`;
}
