// Runs the rules over the pages in scope and the site-wide rules once, and returns their findings.
import path from 'node:path';
import {FactsCache} from './cache';
import {rules as defaultRules} from './rules';
import {loadSite, type Layout} from './site';
import type {Finding, Rule, Scope, Site} from './types';

export interface CheckResult {
  findings: Finding[];
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
}

export async function runCheck({layout, files, rules = defaultRules, persist}: CheckOptions): Promise<CheckResult> {
  const cache = new FactsCache(layout.siteDir, persist);
  const site = await loadSite(layout, cache);
  const scope: Scope = files
    ? {all: false, pages: files.map((f) => f.split(path.sep).join('/')).filter((f) => site.docByFile.has(f))}
    : {all: true, pages: site.docs.map((d) => d.file)};
  const findings: Finding[] = [];
  for (const file of scope.pages) {
    const doc = site.docByFile.get(file)!;
    const facts = await site.facts(file);
    for (const rule of rules) if (rule.page) findings.push(...(await rule.page(doc, facts, site)));
  }
  for (const rule of rules) if (rule.site) findings.push(...(await rule.site(site, scope)));
  cache.save(scope.all);
  return {findings, pages: scope.pages.length, site};
}
