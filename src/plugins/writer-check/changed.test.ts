import {describe, expect, it} from 'vitest';
import {layoutOf, fixtureDir} from './fixture';
import {pagesForChange} from './changed';
import {loadSite} from './site';
import {FactsCache} from './cache';

describe('pagesForChange', () => {
  it('checks a changed page and the pages that link to it', async () => {
    const site = await loadSite(layoutOf(fixtureDir), new FactsCache(fixtureDir, false));
    expect(pagesForChange(site, ['docs/apis/core/dml/delegated-transactions.md'])?.sort()).toEqual([
      'docs/apis/core/dml/delegated-transactions.md',
      'docs/apis/core/dml/index.md',
      'docs/apis/core/lock/index.md',
      'docs/intro.md',
    ]);
  });

  it('checks the pages that linked to a removed page', async () => {
    const site = await loadSite(layoutOf(fixtureDir), new FactsCache(fixtureDir, false));
    expect(pagesForChange(site, ['docs/guides/gone.md', 'README.md'])).toEqual([]);
    expect(pagesForChange(site, ['docs/guides/first.md'])?.sort()).toEqual(['docs/guides/first.md', 'docs/intro.md']);
  });

  it('takes a change to sidebars, tags or release data as a change to every page', async () => {
    const site = await loadSite(layoutOf(fixtureDir), new FactsCache(fixtureDir, false));
    for (const file of ['sidebars.ts', 'docs/tags.yml', 'data/versions.json', 'versioned_sidebars/version-1.0-sidebars.json', 'docs/apis/_category_.yml']) {
      expect(pagesForChange(site, [file]), file).toBeNull();
    }
  });
});
