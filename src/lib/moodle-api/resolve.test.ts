import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadApi} from './load';
import {definition, parseName, resolveName} from './resolve';

const siteDir = path.resolve(__dirname, '../../..');
const api43 = loadApi('4.3', siteDir);
const api41 = loadApi('4.1', siteDir);

describe('parseName', () => {
  it('reads classes, members, calls and capabilities', () => {
    expect(parseName('`\\core\\hook\\manager`')).toEqual({name: 'core\\hook\\manager', call: false});
    expect(parseName('$DB->get_record_sql()')).toEqual({receiver: '$DB', operator: '->', name: 'get_record_sql', call: true});
    expect(parseName('context_course::instance($id)')).toEqual({receiver: 'context_course', operator: '::', name: 'instance', call: true});
    expect(parseName('mod/quiz:attempt')).toEqual({name: 'mod/quiz:attempt', call: false});
    expect(parseName('$USER->id and more')).toBeUndefined();
  });
});

describe('resolveName', () => {
  it.each([
    ['core\\hook\\manager', 'class'],
    ['moodle_database::get_record_sql()', 'method'],
    ['$DB->get_records()', 'method'],
    ['$PAGE->set_url()', 'method'],
    ['get_course_and_cm_from_cmid()', 'function'],
    ['MUST_EXIST', 'constant'],
    ['core\\output\\html_writer', undefined],
    ['html_writer::tag()', 'method'],
    ['context::instance_by_id', 'method'],
    ['mod/quiz:attempt', 'capability'],
    ['core_user_get_users', 'external function'],
    ['core\\di', undefined],
    ['$USER->id', undefined],
  ])('%s in 4.3 is a %s', (name, kind) => {
    expect(resolveName(api43, name)?.kind).toBe(kind);
  });

  it('follows old class names to the class they now name', () => {
    expect(resolveName(api43, 'external_api')).toMatchObject({kind: 'class', name: 'core_external\\external_api', renamedFrom: 'external_api'});
    expect(resolveName(api41, 'external_api')).toMatchObject({kind: 'class', name: 'external_api'});
    expect(resolveName(api41, 'external_api')).not.toHaveProperty('renamedFrom');
  });

  it('names the file and line of the definition', () => {
    const resolved = resolveName(api43, 'moodle_database::get_record_sql()');
    expect(resolved && definition(api43, resolved)).toEqual({file: 'lib/dml/moodle_database.php', line: api43.table.classes.moodle_database.methods.get_record_sql.line});
  });
});
