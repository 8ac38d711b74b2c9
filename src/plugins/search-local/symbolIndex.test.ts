import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {describe, expect, it} from 'vitest';
import {pagesBySource} from './symbolIndex';

const doc = (source: string, title: string, permalink: string) => ({source, title, permalink});
const docs = {
  loadedVersions: [
    {versionName: 'current', docs: [doc('@site/docs/apis/core/dml/index.md', 'Data manipulation API', '/docs/apis/core/dml/'), doc('@site/docs/apis/subsystems/access.md', 'Access API', '/docs/apis/subsystems/access')]},
    {versionName: '4.1', docs: [doc('@site/versioned_docs/version-4.1/apis/subsystems/access.md', 'Access API', '/docs/4.1/apis/subsystems/access')]},
  ],
} as unknown as LoadedContent;

describe('pagesBySource', () => {
  it("gives each version's source files their titles and the routes the site serves", () => {
    const pages = pagesBySource(docs, {trailingSlash: false, baseUrl: '/'});
    expect(Object.fromEntries(pages.get('current')!)).toEqual({
      // An index page's permalink ends with a slash; with trailingSlash: false the site serves it without.
      'docs/apis/core/dml/index.md': {title: 'Data manipulation API', url: '/docs/apis/core/dml'},
      'docs/apis/subsystems/access.md': {title: 'Access API', url: '/docs/apis/subsystems/access'},
    });
    expect(pages.get('4.1')!.get('versioned_docs/version-4.1/apis/subsystems/access.md')?.url).toBe('/docs/4.1/apis/subsystems/access');
  });

  it('follows a site that keeps trailing slashes', () => {
    expect(pagesBySource(docs, {trailingSlash: true, baseUrl: '/'}).get('current')!.get('docs/apis/subsystems/access.md')?.url).toBe('/docs/apis/subsystems/access/');
  });
});
