// The release notes against the old site's facts (../shared/data/release-items.csv): for every release
// that has items in data/release-items/, each of its keys is on its built page, each key links where it
// should, and the page repeats the tracker titles it restates for under 1 % of its items. Prints the
// coverage per area, as ../shared/tools/release-facts-audit.mjs does.
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {readFacts, runsOf, sharedRun, type Fact} from '../../scripts/release-items/compare';
import {readItemsModel} from '../../src/plugins/release-items/load';
import {htmlFileFor} from './lib/builtRoutes';
import {headAndMain} from '../../src/plugins/search-local/extractPage';

const siteDir = path.resolve(__dirname, '../..');
const build = path.join(siteDir, 'build');
const model = readItemsModel(siteDir);
const facts = readFacts().filter((f) => model.releases.has(f.release));
const areaOf = (f: Fact) => (f.page.startsWith('/general/app_releases') ? 'app' : `server-${f.release.split('.')[0]}`);

const pages = new Map<string, cheerio.CheerioAPI>();
function page(route: string): cheerio.CheerioAPI | null {
  if (!pages.has(route)) {
    const file = htmlFileFor(build, route);
    if (!file) return null;
    pages.set(route, cheerio.load(headAndMain(fs.readFileSync(file, 'utf8'))));
  }
  return pages.get(route)!;
}

// The href of the first link of a page's article with each text, read once per page: a release page has
// hundreds of keys to look up.
const linkHrefs = new Map<string, Map<string, string>>();
function firstHrefByText(route: string): Map<string, string> | null {
  if (!linkHrefs.has(route)) {
    const $ = page(route);
    if (!$) return null;
    const hrefs = new Map<string, string>();
    $('article a').each((_, a) => {
      const text = $(a).text();
      if (!hrefs.has(text)) hrefs.set(text, $(a).attr('href') ?? '');
    });
    linkHrefs.set(route, hrefs);
  }
  return linkHrefs.get(route)!;
}

describe('release items on their pages', () => {
  it('has items for every release of the facts table, in every area', () => {
    const all = readFacts();
    expect([...new Set(all.filter((f) => !model.releases.has(f.release)).map((f) => f.release))]).toEqual([]);
    expect(new Set(facts.map(areaOf))).toEqual(new Set(['app', 'server-1', 'server-2', 'server-3', 'server-4']));
  });

  it('shows every key of every release with items, as a link to its tracker entry or advisory', () => {
    const missing: string[] = [];
    const byArea = new Map<string, {keys: number; present: number}>();
    for (const fact of facts) {
      const hrefs = firstHrefByText(fact.page);
      const linked = hrefs?.has(fact.key) ?? false;
      const href = hrefs?.get(fact.key) ?? '';
      const expected = fact.key.startsWith('MSA-') ? 'https://moodle.org/mod/forum/discuss.php?d=' : `https://tracker.moodle.org/browse/${fact.key}`;
      const ok = linked && href.startsWith(expected);
      const area = byArea.get(areaOf(fact)) ?? {keys: 0, present: 0};
      byArea.set(areaOf(fact), {keys: area.keys + 1, present: area.present + (ok ? 1 : 0)});
      if (!ok) missing.push(`${fact.page}: ${fact.key}${linked ? ` links to ${href}` : ' is not linked on the page'}`);
    }
    for (const [area, t] of [...byArea].sort()) console.log(`release items ${area}: ${t.present}/${t.keys} keys on their pages`);
    expect(missing.slice(0, 20)).toEqual([]);
  }, 600_000);

  it('repeats the tracker title it restates for under 1 % of the items of each area', () => {
    const copied = new Map<string, string[]>();
    const items = new Map<string, number>();
    const runs = new Map<string, Set<string>>();
    for (const fact of facts) {
      const $ = page(fact.page);
      if (!$) continue;
      if (!runs.has(fact.page)) runs.set(fact.page, runsOf($('article').text()));
      items.set(areaOf(fact), (items.get(areaOf(fact)) ?? 0) + 1);
      const run = sharedRun(runs.get(fact.page)!, fact.reference_text);
      if (run) copied.set(areaOf(fact), [...(copied.get(areaOf(fact)) ?? []), `${fact.page} ${fact.key}: "${run}"`]);
    }
    const over = [...items].filter(([area, n]) => (copied.get(area)?.length ?? 0) / n >= 0.01);
    expect(over.map(([area]) => `${area}: ${copied.get(area)!.slice(0, 10).join('; ')}`)).toEqual([]);
  }, 600_000);

  it('states counts that add up to the items it lists', () => {
    const wrong: string[] = [];
    for (const release of model.releases.values()) {
      const $ = page(release.page);
      if (!$) continue;
      const stated = /The notes below list (\d+) change/.exec($('article').text())?.[1];
      const listed = release.sections.reduce((n, s) => n + s.items.length, 0);
      if (Number(stated) !== listed) wrong.push(`${release.page}: states ${stated ?? 'no count'}, lists ${listed}`);
    }
    expect(wrong).toEqual([]);
  }, 600_000);
});
