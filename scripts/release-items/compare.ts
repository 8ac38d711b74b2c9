// Compares the items files with the old release notes' facts (../shared/data/release-items.csv):
// which keys of a release are not among its items, and which summaries repeat six or more words in a
// row of the tracker title they restate (a copied or lightly edited title).
import fs from 'node:fs';
import path from 'node:path';
import {parseCsv} from '../../src/lib/csv';
import type {ReleaseItems} from '../../src/plugins/release-items/types';

export const factsFile = path.resolve(__dirname, '../../../shared/data/release-items.csv');

export interface Fact {
  page: string;
  release: string;
  section: string;
  key: string;
  reference_text: string;
}

export const readFacts = (): Fact[] => parseCsv(fs.readFileSync(factsFile, 'utf8')) as unknown as Fact[];

const RUN = 6;
/** Lower-case words with tracker keys left out, as the shared release-facts audit reads text. */
export const words = (text: string): string[] => text.toLowerCase().replace(/\b(mdl|mobile|msa)-[\d-]+\b/g, ' ').match(/[a-z0-9]+/g) ?? [];

/** Every run of six consecutive words of `text`. */
export function runsOf(text: string): Set<string> {
  const ws = words(text);
  const runs = new Set<string>();
  for (let i = 0; i + RUN <= ws.length; i++) runs.add(ws.slice(i, i + RUN).join(' '));
  return runs;
}

/** The first run of six words that a text (given as its runs, or as itself) shares with `title`, if any. */
export function sharedRun(text: string | Set<string>, title: string): string | undefined {
  const runs = typeof text === 'string' ? runsOf(text) : text;
  return [...runsOf(title)].find((run) => runs.has(run));
}

export interface Comparison {
  facts: number;
  /** `page key` of facts whose key the release's items lack. */
  missing: string[];
  /** Items whose summary repeats a run of the title, with the run. */
  copied: string[];
  /** Items still without a summary. */
  unwritten: string[];
}

/** Compares the facts of the given releases (all of them when `only` is empty) with the items. */
export function compare(facts: Fact[], releases: Map<string, ReleaseItems>, only?: (fact: Fact) => boolean): Comparison {
  const result: Comparison = {facts: 0, missing: [], copied: [], unwritten: []};
  for (const fact of facts) {
    if (only && !only(fact)) continue;
    result.facts++;
    const release = releases.get(fact.release);
    const items = release && release.page === fact.page ? release.sections.flatMap((s) => s.items).filter((i) => i.key === fact.key) : [];
    if (!items.length) {
      result.missing.push(`${fact.page} ${fact.key}`);
      continue;
    }
    for (const item of items) {
      if (!item.summary.trim()) result.unwritten.push(`${fact.release} ${fact.key}`);
      const run = sharedRun(item.summary, fact.reference_text);
      if (run) result.copied.push(`${fact.release} ${fact.key}: "${run}"`);
    }
  }
  return result;
}
