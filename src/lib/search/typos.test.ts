import {describe, expect, it} from 'vitest';
import {correctQuery, editDistance, vocabularyOf} from './typos';

const vocabulary = vocabularyOf(['Data manipulation API', 'get_record_sql()', 'Scheduled tasks', 'Access API: capability checks', 'Templates', 'Frankenstyle component names', 'Enrolment API', 'Privacy API']);

describe('typo correction', () => {
  it('counts an adjacent transposition as one edit and gives up past the limit', () => {
    expect(editDistance('recrod', 'record', 2)).toBe(1);
    expect(editDistance('capabilty', 'capability', 2)).toBe(1);
    expect(editDistance('privacy', 'template', 2)).toBe(Infinity);
  });

  it('corrects unknown words and keeps identifiers and punctuation', () => {
    expect(correctQuery('get_recrod_sql', vocabulary)).toBe('get_record_sql');
    expect(correctQuery('capabilty', vocabulary)).toBe('capability');
    expect(correctQuery('sheduled tasks', vocabulary)).toBe('scheduled tasks');
    expect(correctQuery('frankenstlye', vocabulary)).toBe('frankenstyle');
    expect(correctQuery('enrolement', vocabulary)).toBe('enrolment');
  });

  it('leaves known words, short words and numbers alone, and says when nothing changed', () => {
    expect(correctQuery('privacy api', vocabulary)).toBeNull();
    expect(correctQuery('MDL-78054', vocabulary)).toBeNull();
  });

  it('corrects only the words it is told matched nothing, when told', () => {
    const withXdebug = [...vocabulary, 'xdebug'];
    expect(correctQuery('$CFG->debug', withXdebug)).toBe('$CFG->xdebug');
    expect(correctQuery('$CFG->debug', withXdebug, [])).toBeNull();
    expect(correctQuery('sheduled debug', withXdebug, ['sheduled'])).toBe('scheduled debug');
  });
});

describe('unmatchedWords', () => {
  const page = (excerpt: string) => ({excerpt, sub_results: []});
  it('names the query words that no result marks, as a misspelt word is', async () => {
    const {unmatchedWords} = await import('./search');
    expect(unmatchedWords('get_recrod_sql', [page('Use <mark>get</mark>_record_<mark>sql</mark>() to read')])).toEqual(['recrod']);
    expect(unmatchedWords('privacy api', [page('The <mark>privacy</mark> <mark>API</mark>')])).toEqual([]);
    expect(unmatchedWords('templates', [page('Mustache <mark>template</mark> files')])).toEqual([]);
    expect(unmatchedWords('capabilty', [])).toEqual(['capabilty']);
    // Pagefind matched an unknown word by a short indexed prefix of it.
    expect(unmatchedWords('templtes', [page('a <mark>templ</mark> variable')])).toEqual(['templtes']);
    // Pagefind escapes < and > in excerpts.
    expect(unmatchedWords('CFGdebug', [page('Set <mark>$CFG-&gt;debug</mark> in config.php')])).toEqual([]);
  });
});
