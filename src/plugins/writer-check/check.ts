// Runs the rules over the pages in scope and the site-wide rules once, and returns their findings.
import path from 'node:path';
import {FactsCache} from './cache';
import {readInWorkers} from './parallel';
import {readFrontMatterFacts} from './markdown';
import {frontMatterRules, rules as defaultRules} from './rules';
import {loadSite, type Layout} from './site';
import type {Finding, PageFacts, Rule, Scope, Site} from './types';

export interface CheckResult {
  findings: Finding[];
  /** Pages read by worker threads rather than taken from the cache or read in this thread. */
  readInWorkers: number;
  /** The pages checked. */
  pages: number;
  site: Site;
}

export interface CheckOptions {
  layout: Layout;
  /** Pages to check, relative to the site; all pages when absent. */
  files?: string[];
  rules?: Rule[];
  /** Keep parsed pages between runs (node_modules/.cache/writer-check). */
  persist?: boolean;
  /** Read uncached pages in worker threads, when the process can start them (parallel.ts). */
  parallel?: boolean;
  /** A site already loaded with `cache`, to read it only once. */
  loaded?: {site: Site; cache: FactsCache};
}

export async function runCheck({layout, files, rules = defaultRules, persist, loaded, parallel}: CheckOptions): Promise<CheckResult> {
  const cache = loaded?.cache ?? new FactsCache(layout.siteDir, persist);
  const site = loaded?.site ?? (await loadSite(layout, cache));
  const scope: Scope = files
    ? {all: false, pages: files.map((f) => f.split(path.sep).join('/')).filter((f) => site.docByFile.has(f))}
    : {all: true, pages: site.docs.map((d) => d.file)};
  const inWorkers = parallel ? await readInWorkers(site, cache, scope.pages) : 0;
  const findings = await applyRules(rules, site, scope, (file) => site.facts(file));
  cache.save(scope.all);
  return {findings, pages: scope.pages.length, site, readInWorkers: inWorkers};
}

/** The front matter rules (./rules) over every page of a loaded site, from the pages' front matter alone. */
export function checkFrontMatter(site: Site): Promise<Finding[]> {
  const scope: Scope = {all: true, pages: site.docs.map((d) => d.file)};
  return applyRules(frontMatterRules, site, scope, (file) => readFrontMatterFacts(site.text(file), file));
}

/** The page rules over each page in scope, with the facts `factsOf` gives, then the site rules. */
async function applyRules(rules: Rule[], site: Site, scope: Scope, factsOf: (file: string) => PageFacts | Promise<PageFacts>): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const file of scope.pages) {
    const doc = site.docByFile.get(file)!;
    const facts = await factsOf(file);
    for (const rule of rules) if (rule.page) findings.push(...(await rule.page(doc, facts, site)));
  }
  for (const rule of rules) if (rule.site) findings.push(...(await rule.site(site, scope)));
  return findings;
}
