import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadApi, tableOfDocsVersion} from '../../src/lib/moodle-api/load';
import {arity} from '../../src/lib/moodle-api/lookup';

const siteDir = path.resolve(__dirname, '../..');
const versions = ['4.1', '4.2', '4.3'];
const api = Object.fromEntries(versions.map((v) => [v, loadApi(v, siteDir)]));

describe("the tables of Moodle's API", () => {
  it.each(versions)('%s loads, validates and holds the version it claims, read from a named tree', (version) => {
    const {table} = api[version];
    expect(table.version).toBe(version);
    expect(table.source.release.startsWith(`${version}`)).toBe(true);
    expect(table.source.tag).toMatch(new RegExp(`^v${version.replace('.', '\\.')}\\.\\d+$`));
    expect(table.source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(Object.keys(table.classes).length).toBeGreaterThan(5000);
  });

  it('has a table for every docs version', () => {
    expect(Object.values(tableOfDocsVersion).sort()).toEqual(versions);
  });

  // Facts of Moodle's history, known independently of the extractor.
  it.each([
    ['core\\hook\\manager', [false, false, true]],
    ['core_external\\external_api', [false, true, true]],
    ['core_communication\\api', [false, false, true]],
    ['core\\di', [false, false, false]],
  ] as const)('%s is a class of the versions it was in', (name, present) => {
    expect(versions.map((v) => api[v].class(name) !== undefined)).toEqual(present);
  });

  it('knows external_api as a class of 4.1 and an old name of core_external\\external_api since 4.2', () => {
    expect(api['4.1'].table.classes.external_api).toBeDefined();
    expect(api['4.1'].renamed('external_api')).toBeUndefined();
    for (const v of ['4.2', '4.3']) {
      expect(api[v].table.classes.external_api).toBeUndefined();
      expect(api[v].renamed('external_api')).toBe('core_external\\external_api');
      expect(api[v].className('external_api')).toBe('core_external\\external_api');
    }
  });

  it('gives moodle_database::get_record_sql() the same parameters in every version', () => {
    const params = versions.map((v) => api[v].method('moodle_database', 'get_record_sql')?.entry.params);
    expect(params[0]).toEqual([{name: 'sql'}, {name: 'params', type: 'array', default: 'null'}, {name: 'strictness', default: 'IGNORE_MISSING'}]);
    expect(params[1]).toEqual(params[0]);
    expect(params[2]).toEqual(params[0]);
    expect(arity({params: params[0] ?? []})).toEqual({min: 1, max: 3});
    expect(arity(api['4.3'].method('moodle_database', 'sql_concat')!.entry).max).toBe(Infinity);
  });

  it('knows print_error() as deprecated since 4.1 in every version', () => {
    for (const v of versions) expect(api[v].function('print_error')?.deprecated?.since).toBe('4.1');
  });

  it('finds inherited methods and capabilities, events and external functions', () => {
    expect(api['4.3'].method('mysqli_native_moodle_database', 'get_record_sql')?.owner).toBe('moodle_database');
    expect(api['4.3'].table.capabilities['mod/quiz:attempt']).toMatchObject({component: 'mod_quiz', contextlevel: 'CONTEXT_MODULE'});
    expect(api['4.3'].table.externalFunctions.core_user_get_users).toMatchObject({classname: 'core_user_external', methodname: 'get_users'});
    expect(api['4.3'].table.events['core\\event\\course_viewed']).toMatchObject({crud: 'r'});
  });
});
