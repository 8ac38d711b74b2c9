import {describe, expect, it} from 'vitest';
import {searchPagefind} from './search';
import {fakePagefind, formsPage, processPage} from './testPages';

const options = {filters: {language: 'en-AU'}, origin: 'http://127.0.0.1:3210', pages: 8, sectionsPerPage: 2};

describe('searchPagefind', () => {
  it('hands Pagefind the query cut and reduced as the index is', async () => {
    const calls: {query: string}[] = [];
    await searchPagefind(fakePagefind([formsPage], calls), '$CFG->debug', options);
    await searchPagefind(fakePagefind([formsPage], calls), 'how to add a form', options);
    // A query of several words is also searched word by word (see wordLeaders).
    expect(calls.map((c) => c.query)).toEqual(['CFGdebug', 'add form', 'add', 'form']);
  });

  it('shows first the page whose title names the query, whatever Pagefind ranked first', async () => {
    const {hits} = await searchPagefind(fakePagefind([processPage, formsPage]), 'forms api', options);
    expect(hits[0]).toMatchObject({type: 'lvl1', hierarchy: {lvl1: 'Forms API'}});
  });
});

describe('searchPagefind word leaders', () => {
  it('also considers the pages that lead the search for one word of the query, if they match the whole query', async () => {
    const pages = Array.from({length: 12}, (_, i) => ({...processPage, url: `/p${i}`, meta: {title: `Page ${i}`}}));
    const leader = {...formsPage, url: '/leader', meta: {title: 'Requirements'}};
    const all = [...pages, leader];
    const pagefind = {
      options: async () => {},
      search: async (query: string) => {
        // The whole query ranks the leader last; the word `requirements` alone ranks it first.
        const order = query === 'requirements' ? [leader] : all;
        return {unfilteredResultCount: order.length, results: order.map((page) => ({id: page.url, score: 1, data: async () => page}))};
      },
    };
    const {hits} = await searchPagefind(pagefind, 'php requirements', options);
    expect(hits[0]).toMatchObject({type: 'lvl1', hierarchy: {lvl1: 'Requirements'}});
  });
});
