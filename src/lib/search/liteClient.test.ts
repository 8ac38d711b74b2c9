import {describe, expect, it} from 'vitest';
import {createLiteClient} from './liteClient';
import {fakePagefind, formsPage, processPage} from './testPages';

const filters = {language: 'en-AU', docusaurus_tag: {any: ['default', 'docs-default-4.1']}};
const base = {getFilters: () => filters, origin: 'http://127.0.0.1:3210', pages: 8, sectionsPerPage: 2, onSettled: () => {}};

describe('createLiteClient', () => {
  it('answers DocSearch requests from Pagefind, with the contextual filters', async () => {
    const calls: unknown[] = [];
    const client = createLiteClient({...base, loadPagefind: async () => fakePagefind([formsPage, processPage], calls)});
    const {results} = await client.search({requests: [{indexName: 'pagefind', query: 'form', hitsPerPage: 20}]});
    expect(calls).toEqual([{query: 'form', filters}]);
    expect(results[0]).toMatchObject({index: 'pagefind', query: 'form', nbHits: 2});
    expect(results[0]!.hits.map((h) => h.type)).toEqual(['lvl1', 'content', 'content', 'lvl1']);
  });

  it('keeps to hitsPerPage and to the number of pages it may load', async () => {
    const client = createLiteClient({...base, pages: 1, loadPagefind: async () => fakePagefind([formsPage, processPage])});
    const {results} = await client.search({requests: [{indexName: 'pagefind', query: 'form', hitsPerPage: 2}]});
    expect(results[0]!.hits).toHaveLength(2);
    expect(results[0]!.nbHits).toBe(2);
  });

  it('answers no hits when the index cannot be loaded or read, and reports it', async () => {
    const settled: boolean[] = [];
    const onSettled = (reachable: boolean) => settled.push(reachable);
    const unreachable = createLiteClient({...base, onSettled, loadPagefind: () => Promise.reject(new TypeError('Failed to fetch'))});
    const broken = createLiteClient({
      ...base,
      onSettled,
      loadPagefind: async () => ({
        ...fakePagefind([]),
        search: async () => ({unfilteredResultCount: 1, results: [{id: '0', score: 1, data: () => Promise.reject(new Error('404'))}]}),
      }),
    });
    const working = createLiteClient({...base, onSettled, loadPagefind: async () => fakePagefind([formsPage])});
    for (const client of [unreachable, broken]) {
      const {results} = await client.search({requests: [{indexName: 'pagefind', query: 'form'}]});
      expect(results).toEqual([expect.objectContaining({index: 'pagefind', query: 'form', hits: [], nbHits: 0})]);
    }
    await working.search({requests: [{indexName: 'pagefind', query: 'form'}]});
    expect(settled).toEqual([false, false, true]);
  });
});
