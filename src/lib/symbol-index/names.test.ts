import {describe, expect, it} from 'vitest';
import {normaliseName, parseSymbolQuery, splitName, symbolKey} from './names';

describe('normaliseName', () => {
  it('drops what only decorates a name and ignores case', () => {
    expect(normaliseName('\\Core_User\\Fields')).toBe('core_user\\fields');
    expect(normaliseName("get_string('pluginname', 'mod_forum');")).toBe('get_string');
    expect(normaliseName('moodle_database->get_record()')).toBe('moodle_database::get_record');
  });
});

describe('splitName', () => {
  it('splits members, namespaces and capabilities at their last separator', () => {
    expect(splitName('core\\event\\base::get_name')).toEqual({key: 'get_name', qualifier: 'core\\event\\base'});
    expect(splitName('core_user\\fields')).toEqual({key: 'fields', qualifier: 'core_user'});
    expect(splitName('mod/quiz:attempt')).toEqual({key: 'attempt', qualifier: 'mod/quiz'});
    expect(splitName('core_user_get_users')).toEqual({key: 'core_user_get_users'});
  });

  it('gives every kind of symbol its last segment as key', () => {
    expect(symbolKey('get_course_and_cm_from_cmid()')).toBe('get_course_and_cm_from_cmid');
    expect(symbolKey('core\\hook\\manager')).toBe('manager');
    expect(symbolKey('moodle_database::get_record_sql()')).toBe('get_record_sql');
    expect(symbolKey('context::LEVEL')).toBe('level');
    expect(symbolKey('MUST_EXIST')).toBe('must_exist');
  });
});

describe('parseSymbolQuery: which queries look up a symbol', () => {
  it.each([
    ['get_course_and_cm_from_cmid', {name: 'get_course_and_cm_from_cmid', key: 'get_course_and_cm_from_cmid', call: false}],
    ['  get_string()  ', {name: 'get_string', key: 'get_string', call: true}],
    ["get_string('pluginname', 'mod_forum')", {name: 'get_string', key: 'get_string', call: true}],
    ['sesskey()', {name: 'sesskey', key: 'sesskey', call: true}],
    ['\\core_user\\fields', {name: 'core_user\\fields', key: 'fields', qualifier: 'core_user', call: false}],
    ['core\\hook\\manager', {name: 'core\\hook\\manager', key: 'manager', qualifier: 'core\\hook', call: false}],
    ['moodle_database::get_record_sql', {name: 'moodle_database::get_record_sql', key: 'get_record_sql', qualifier: 'moodle_database', call: false}],
    ['html_writer->tag', {name: 'html_writer::tag', key: 'tag', qualifier: 'html_writer', call: false}],
    ['$DB->get_record()', {name: 'moodle_database::get_record', key: 'get_record', qualifier: 'moodle_database', call: true}],
    ['$PAGE->set_url', {name: 'moodle_page::set_url', key: 'set_url', qualifier: 'moodle_page', call: false}],
    ['mod/quiz:attempt', {name: 'mod/quiz:attempt', key: 'attempt', qualifier: 'mod/quiz', call: false}],
    ['addElement', {name: 'addelement', key: 'addelement', call: false}],
    ['MUST_EXIST', {name: 'must_exist', key: 'must_exist', call: false}],
    // Unfinished names look like symbols, with an empty key: nothing to fetch yet.
    ['core\\event\\', {name: 'core\\event\\', key: '', qualifier: 'core\\event', call: false}],
    ['mod/quiz:', {name: 'mod/quiz:', key: '', qualifier: 'mod/quiz', call: false}],
  ])('%s is a symbol query', (query, expected) => {
    expect(parseSymbolQuery(query)).toEqual(expected);
  });

  it.each([
    ['forms'],
    ['release notes'],
    ['moodleform'],
    ['JavaScript'],
    ['iOS'],
    ['get_string usage'],
    ['lib/moodlelib.php'],
    ['version.php'],
    ['mod/quiz'],
    ['$CFG->wwwroot'],
    ['$USER->id'],
    ['$SESSION->wantsurl'],
    ['MDL-12345'],
    ['4.3'],
    [''],
    ['   '],
  ])('%s is not', (query) => {
    expect(parseSymbolQuery(query)).toBeUndefined();
  });
});
