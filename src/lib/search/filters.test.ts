import {describe, expect, it} from 'vitest';
import {docsVersionIn, docsVersionTag, toPagefindFilters, withDocsVersion} from './filters';

const on41 = {locale: 'en-AU', tags: ['default', 'docs-default-4.1', 'docs-general-current']};

describe('toPagefindFilters', () => {
  it('filters by language and by any of the contextual tags, as DocSearch facet filters do', () => {
    expect(toPagefindFilters(on41)).toEqual({
      language: 'en-AU',
      docusaurus_tag: {any: ['default', 'docs-default-4.1', 'docs-general-current']},
    });
  });
});

describe('docs version tags', () => {
  it('names a version the way Docusaurus does', () => {
    expect(docsVersionTag('default', 'current')).toBe('docs-default-current');
  });

  it('finds the version of a plugin among the tags', () => {
    expect(docsVersionIn(on41.tags, 'default')).toBe('4.1');
    expect(docsVersionIn(on41.tags, 'general')).toBe('current');
    expect(docsVersionIn(['default'], 'default')).toBeUndefined();
  });

  it('swaps one plugin version and keeps the other tags', () => {
    expect(withDocsVersion(on41.tags, 'default', 'current')).toEqual(['default', 'docs-general-current', 'docs-default-current']);
  });
});
