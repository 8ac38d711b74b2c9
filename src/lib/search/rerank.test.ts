import {describe, expect, it} from 'vitest';
import {linkAuthority, namingScore, queryTerms, rerank, searchWords, stem} from './rerank';

const page = (title: string, headings: string[] = [], meta: Record<string, string> = {}) => ({
  meta: {title, ...meta},
  anchors: headings.map((text, i) => ({element: 'h2', id: `h${i}`, text, location: i})),
});
const scored = <T>(pages: T[]) => pages.map((p, i) => ({page: p, score: 10 - i}));

describe('rerank', () => {
  it('splits identifiers into words', () => {
    expect(searchWords('\\core\\hook\\manager::dispatch() get_record_sql')).toEqual(['core', 'hook', 'manager', 'dispatch', 'get', 'record', 'sql']);
  });

  it('stems plurals and verb forms, but keeps different words apart', () => {
    expect(['forms', 'templates', 'scheduled', 'capabilities', 'testing', 'services'].map(stem)).toEqual(['form', 'templat', 'schedul', 'capability', 'test', 'servic']);
    expect(stem('format')).not.toBe(stem('form'));
  });

  it('puts the page named after the query above its sub-pages, and a closer title above a longer one', () => {
    const pages = [page('SQL coding style'), page('Moodle App Coding style'), page('Coding style')];
    expect(rerank(scored(pages), 'coding style').map((p) => p.meta.title)).toEqual(['Coding style', 'SQL coding style', 'Moodle App Coding style']);
  });

  it('raises a page with the identifier as a heading above pages that only mention it', () => {
    const pages = [page('SQL coding style'), page('Data manipulation API', ['Reading records', 'get_record_sql()'])];
    expect(rerank(scored(pages), 'get_record_sql').map((p) => p.meta.title)).toEqual(['Data manipulation API', 'SQL coding style']);
  });

  it('counts a name the page puts in code, for a query typed as code only', () => {
    const withName = page('Admin settings', [], {names: 'admin_setting_configtext $CFG->debug'});
    expect(namingScore(withName, queryTerms('$CFG->debug'))).toBeGreaterThan(namingScore(page('Admin settings'), queryTerms('$CFG->debug')));
    expect(queryTerms('admin settings').name).toBeNull();
  });

  it('does not read the parts of a name in a title and a description as the name', () => {
    const terms = queryTerms('external_api');
    const byWords = page('Component Communication', [], {names: 'external_api', description: 'When to use direct API calls and external functions.'});
    const aboutIt = page('External Services', [], {names: 'external_api', description: 'Moodle external functions and services.'});
    expect(namingScore(byWords, terms)).toBeLessThanOrEqual(namingScore(aboutIt, terms));
  });

  it('raises a list of changes with an item about a name of the query, as the name alone or with words', () => {
    const notes = page('Upgrade notes for Moodle 4.2', [], {names: 'external_api core_external', changes: 'core_external\\external_api external_api print_error'});
    const update = page('Moodle 4.2 developer update', ['External API moved']);
    expect(rerank(scored([update, notes]), 'external_api moved').map((p) => p.meta.title)).toEqual(['Upgrade notes for Moodle 4.2', 'Moodle 4.2 developer update']);
    expect(namingScore(notes, queryTerms('print_error'))).toBeGreaterThan(namingScore({...notes, meta: {...notes.meta, changes: 'print_error_log'}}, queryTerms('print_error')));
    // Only a name it has an item about: a part of one (`external`) or a word is not.
    expect(namingScore(notes, queryTerms('external moved'))).toBe(namingScore({...notes, meta: {...notes.meta, changes: undefined}}, queryTerms('external moved')));
  });

  it('raises the page other pages link to beside a file name above pages with a section on it', () => {
    const pages = [page('Local plugins', ['db/access.php'], {names: 'db/access.php'}), page('Access API', [], {names: 'db/access.php', linknames: 'dbaccessphp accessphp'})];
    expect(rerank(scored(pages), 'db/access.php').map((p) => p.meta.title)).toEqual(['Access API', 'Local plugins']);
    expect(namingScore(pages[1]!, queryTerms('access'))).toBe(namingScore(page('Access API'), queryTerms('access')));
  });

  it('ignores the site name in titles: every page is about Moodle', () => {
    const pages = [page('Moodle 2.3'), page('Forms API')];
    expect(rerank(scored(pages), 'moodle form').map((p) => p.meta.title)).toEqual(['Forms API', 'Moodle 2.3']);
  });

  it('keeps Pagefind order among pages that match equally', () => {
    const pages = [page('A'), page('B'), page('C')];
    expect(rerank(pages.map((p) => ({page: p, score: 1})), 'query').map((p) => p.meta.title)).toEqual(['A', 'B', 'C']);
  });
});

describe('rerank sub-pages', () => {
  it('puts a page whose title holds the query above its own sub-pages that hold it as well', () => {
    const files = {...page('Files in Forms'), url: '/docs/apis/subsystems/form/usage/files'};
    const forms = {...page('Forms API'), url: '/docs/apis/subsystems/form'};
    expect(rerank([{page: files, score: 10}, {page: forms, score: 9}], 'forms').map((p) => p.url)).toEqual([forms.url, files.url]);
    // Without the parent among the results, the sub-page keeps its place.
    const other = {...page('Form fields in other places'), url: '/docs/other'};
    expect(rerank([{page: files, score: 10}, {page: other, score: 9}], 'forms')[0]).toBe(files);
  });
});

describe('rerank sub-pages of a name', () => {
  it('does not hold a page below a parent titled after one part of the name searched for', () => {
    const adhoc = {...page('Adhoc tasks', [], {names: '\\core\\task\\adhoc_task adhoc_task'}), url: '/docs/apis/subsystems/task/adhoc'};
    const task = {...page('Task API'), url: '/docs/apis/subsystems/task'};
    expect(rerank([{page: task, score: 10}, {page: adhoc, score: 5}], '\\core\\task\\adhoc_task')[0]).toBe(adhoc);
  });
});

describe('rerank by synonyms, headings and links', () => {
  it('reads a query in Moodle’s words: web services are external services', () => {
    const pages = [page('Accepting dynamic names in a Web Service'), page('External services')];
    expect(rerank(scored(pages), 'web service')[0]!.meta.title).toBe('External services');
  });

  it('reads a heading under the page title', () => {
    const requirements = page('Technical requirements', ['PHP', 'Browsers']);
    const other = page('Technical requirements', ['Browsers']);
    expect(namingScore(requirements, queryTerms('php requirements'))).toBeGreaterThan(namingScore(other, queryTerms('php requirements')));
  });

  it('reads what many pages call a page as its title, and what one page calls it as less', () => {
    const terms = queryTerms('release notes');
    const app = page('Moodle App Release notes');
    expect(namingScore(page('Releases', [], {linktexts: 'release notes · versions', linkcounts: '8 1'}), terms)).toBeGreaterThan(namingScore(app, terms));
    expect(namingScore(page('Releases', [], {linktexts: 'release notes', linkcounts: '1'}), terms)).toBeLessThan(namingScore(app, terms));
  });

  it('puts the page more pages link to first among pages that name the query alike', () => {
    const linked = page('Testing', [], {inlinks: '20'});
    expect(linkAuthority(linked)).toBeGreaterThan(linkAuthority(page('Testing', [], {inlinks: '2'})));
    expect(rerank(scored([page('Testing'), linked]), 'testing')[0]).toBe(linked);
  });
});
