import {describe, expect, it} from 'vitest';
import {FactsCache} from './cache';
import {fixtureDir, layoutOf} from './fixture';
import {rewriteReport} from './index';
import {loadSite} from './site';
import type {PageFacts} from './types';

// Docusaurus 3.10's report, as core/lib/server/brokenLinks.js writes it.
const report = `Docusaurus found broken anchors!

Please check the pages of your site in the list below, and make sure you don't reference any anchor that does not exist.
Note: it's possible to ignore broken anchors with the 'onBrokenAnchors' Docusaurus configuration, and let the build pass.

Exhaustive list of all broken anchors found:
- Broken anchor on source page path = /docs/apis/core/lock:
   -> linking to /docs/apis/core/dml/delegated-transactions#basic-use
   -> linking to /docs/apis/core/dml/delegated-transactions#from-data
- Broken anchor on source page path = /docs/tags/api:
   -> linking to /docs/apis/core/dml#x
`;

describe("the rewrite of Docusaurus's broken links report", () => {
  it('names the file and line of each link the page holds, says when a component wrote it, and drops the advice to ignore it', async () => {
    const site = await loadSite(layoutOf(fixtureDir), new FactsCache(fixtureDir, false));
    const facts = new Map<string, PageFacts>();
    for (const doc of site.docs) facts.set(doc.file, await site.facts(doc.file));
    expect(rewriteReport(report, {site, facts})).toBe(
      [
        "The rendered pages have broken anchors (3), which the writer's check of the markdown could not see:",
        '  docs/apis/core/lock/index.md:8:15: broken anchor to /docs/apis/core/dml/delegated-transactions#basic-use',
        "  docs/apis/core/lock/index.md: broken anchor to /docs/apis/core/dml/delegated-transactions#from-data, which the page's text does not hold: a component on the page (release data, release items) or the theme writes it",
        '  /docs/tags/api (a page no markdown file holds: the theme or a plugin makes it): broken anchor to /docs/apis/core/dml#x',
        '',
      ].join('\n'),
    );
  });

  it('leaves other messages alone', () => {
    expect(rewriteReport('Duplicate routes found!', undefined)).toBe('Duplicate routes found!');
  });
});
