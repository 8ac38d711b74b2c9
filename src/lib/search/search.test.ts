import {describe, expect, it} from 'vitest';
import {searchPagefind} from './search';
import {fakePagefind, formsPage, processPage} from './testPages';

const options = {filters: {language: 'en-AU'}, origin: 'http://127.0.0.1:3210', pages: 8, sectionsPerPage: 2};

describe('searchPagefind', () => {
  it('hands Pagefind the query cut and reduced as the index is', async () => {
    const calls: {query: string}[] = [];
    await searchPagefind(fakePagefind([formsPage], calls), '$CFG->debug', options);
    await searchPagefind(fakePagefind([formsPage], calls), 'how to add a form', options);
    expect(calls.map((c) => c.query)).toEqual(['CFGdebug', 'add form']);
  });

  it('shows first the page whose title names the query, whatever Pagefind ranked first', async () => {
    const {hits} = await searchPagefind(fakePagefind([processPage, formsPage]), 'forms api', options);
    expect(hits[0]).toMatchObject({type: 'lvl1', hierarchy: {lvl1: 'Forms API'}});
  });
});
