import {describe, expect, it} from 'vitest';
import {rerank, searchWords, titleMatch} from './rerank';

const page = (title: string, headings: string[] = []) => ({
  meta: {title},
  anchors: headings.map((text, i) => ({element: 'h2', id: `h${i}`, text, location: i})),
});

describe('rerank', () => {
  it('splits identifiers into words', () => {
    expect(searchWords('\\core\\hook\\manager::dispatch() get_record_sql')).toEqual(['core', 'hook', 'manager', 'dispatch', 'get', 'record', 'sql']);
  });

  it('puts the page named after the query above its sub-pages, and a closer title above a longer one', () => {
    const pages = [page('SQL coding style'), page('Moodle App Coding style'), page('Coding style')];
    expect(rerank(pages, 'coding style').map((p) => p.meta.title)).toEqual(['Coding style', 'SQL coding style', 'Moodle App Coding style']);
  });

  it('raises a page with the identifier as a heading above pages that only mention it', () => {
    const pages = [page('SQL coding style'), page('Data manipulation API', ['Reading records', 'get_record_sql()'])];
    expect(rerank(pages, 'get_record_sql').map((p) => p.meta.title)).toEqual(['Data manipulation API', 'SQL coding style']);
    expect(titleMatch(pages[1], 'get_record_sql')).toBe(1.5);
  });

  it('keeps Pagefind order among pages that match equally', () => {
    const pages = [page('A'), page('B'), page('C')];
    expect(rerank(pages, 'query').map((p) => p.meta.title)).toEqual(['A', 'B', 'C']);
  });
});
