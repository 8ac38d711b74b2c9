import {execFileSync} from 'node:child_process';
import {cpSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {serialiseTable} from '../../src/lib/moodle-api/serialise';
import type {ApiTable} from '../../src/lib/moodle-api/types';
import {validateTable} from '../../src/lib/moodle-api/validate';
import {coreLayout} from './core';
import {extract, versionFacts} from './extract';
import {openTree} from './tree';

const fixture = join(__dirname, '../../tests/fixtures/moodle-tree');
const source = {repository: 'example/moodle', commit: 'a'.repeat(40), release: '9.9 (Build: 20990101)', build: '2099010100.00', tag: 'v9.9.0'};

describe('the core of a tree', () => {
  const layout = coreLayout(openTree(fixture));

  it('reads the standard plugins and follows subplugin types', () => {
    expect(layout.plugins).toEqual({mod: ['notes'], notesformat: ['plain']});
    expect(layout.pluginTypes.notesformat).toBe('mod/notes/format');
  });

  it('places each file in its component or says why it is left out', () => {
    expect(layout.place('mod/notes/lib.php')).toEqual({component: 'mod_notes'});
    expect(layout.place('mod/notes/format/plain/lib.php')).toEqual({component: 'notesformat_plain'});
    expect(layout.place('admin/classes/settings_page.php')).toEqual({component: 'core_admin'});
    expect(layout.place('lib/weblib.php')).toEqual({component: 'core'});
    expect(layout.place('mod/extra/lib.php')).toEqual({excluded: 'not a standard plugin (mod_extra)'});
    expect(layout.place('mod/notes/format/fancy/lib.php')).toEqual({excluded: 'not a standard plugin (notesformat_fancy)'});
    expect(layout.place('mod/notes/tests/lib_test.php')).toEqual({excluded: 'tests'});
    expect(layout.place('mod/notes/vendor/acme/client.php')).toEqual({excluded: 'vendor'});
    expect(layout.place('lib/minilib/mini.php')).toEqual({excluded: 'third-party library'});
  });
});

describe('extracting a tree', () => {
  let table: ApiTable;
  let files: number;
  beforeAll(async () => {
    ({table, files} = await extract(openTree(fixture), '9.9', source));
  });

  it('reads version.php', () => {
    expect(versionFacts(openTree(fixture).read('version.php') ?? '')).toEqual({release: '9.9 (Build: 20990101)', build: '2099010100.00', branch: '999'});
  });

  it('leaves out tests, vendor, third-party libraries and plugins that are not standard', () => {
    expect(table.classes.mini_parser).toBeUndefined();
    expect(table.classes.acme_client).toBeUndefined();
    expect(table.classes['mod_notes\\lib_test']).toBeUndefined();
    expect(table.testClasses['mod_notes\\lib_test']).toBeUndefined();
    expect(table.testClasses['mod_notes\\mod_notes_test_helper']).toEqual({component: 'mod_notes', file: 'mod/notes/tests/helpers.php', line: 4, extends: 'advanced_testcase', methods: {}});
    expect(table.functions.extra_add_instance).toBeUndefined();
    expect(table.functions.notesformat_fancy_render).toBeUndefined();
    expect(table.functions.notesformat_plain_render).toMatchObject({component: 'notesformat_plain'});
    expect(files).toBe(21);
  });

  it('gives functions their parameters, types, defaults, lines and docblock versions', () => {
    expect(table.functions.s).toEqual({
      component: 'core',
      file: 'lib/weblib.php',
      line: 13,
      params: [{name: 'text'}, {name: 'strip', default: 'false'}],
      since: '2.0',
    });
    expect(table.functions.print_pager).toMatchObject({
      params: [{name: 'options', type: 'array', default: '[]'}, {name: 'pages', type: 'int', variadic: true}],
      returns: 'void',
      deprecated: {since: '9.8', key: 'MDL-12345'},
    });
    expect(table.functions.notes_add_instance.params[0]).toEqual({name: 'data', type: 'stdClass'});
  });

  it('resolves names through namespaces and use aliases', () => {
    const hook = table.classes['core\\hook\\after_login'];
    expect(hook).toMatchObject({kind: 'class', final: true, implements: ['core\\hook\\described_hook'], file: 'lib/classes/hook/after_login.php', line: 7});
    expect(hook.methods.__construct.params).toEqual([
      {name: 'userid', type: 'int', promoted: 'public'},
      {name: 'session', type: '?stdClass', default: 'null', byRef: true, promoted: 'protected'},
    ]);
    expect(table.classes['mod_notes\\event\\note_created'].extends).toBe('core\\event\\base');
    expect(table.classes['core_admin\\settings_page'].methods.status.returns).toBe('core\\status');
  });

  it('reads PHP 8 declarations: enums and their cases, readonly classes, traits, attributes', () => {
    expect(table.classes['core\\status']).toMatchObject({
      kind: 'enum',
      implements: ['JsonSerializable'],
      since: '9.9',
      constants: {ACTIVE: {line: 8, case: true}, CLOSED: {line: 9, case: true}, PREFIX: {line: 11, visibility: 'private'}},
    });
    expect(table.classes['core_admin\\settings_page']).toMatchObject({readonly: true, traits: ['core_admin\\renders_settings']});
    expect(table.classes['core_admin\\renders_settings'].kind).toBe('trait');
    expect(table.classes['core_admin\\renders_settings'].methods.render_settings.visibility).toBe('protected');
    expect(table.classes['core\\hook\\described_hook'].methods.get_hook_description).toMatchObject({static: true, returns: 'string'});
  });

  it('keeps the first declaration when a file declares a polyfill behind function_exists', () => {
    expect(table.functions.s.params).toHaveLength(2);
  });

  it('reads constants from define() and const', () => {
    expect(table.constants.FORMAT_PLAIN).toEqual({component: 'core', file: 'lib/weblib.php', line: 4});
    expect(table.constants.NOTES_MAX_LENGTH).toMatchObject({component: 'mod_notes', line: 4});
  });

  it('reads capabilities, external functions, hook callbacks and scheduled tasks, without prose', () => {
    expect(table.capabilities['mod/notes:addinstance']).toEqual({
      component: 'mod_notes',
      file: 'mod/notes/db/access.php',
      line: 13,
      captype: 'write',
      contextlevel: 'CONTEXT_COURSE',
      archetypes: {editingteacher: 'CAP_ALLOW'},
      risks: ['RISK_XSS'],
      clonepermissionsfrom: 'moodle/course:manageactivities',
    });
    expect(table.capabilities['moodle/site:config'].risks).toEqual(['RISK_CONFIG', 'RISK_DATALOSS']);
    expect(table.externalFunctions.mod_notes_get_notes).toEqual({
      component: 'mod_notes',
      file: 'mod/notes/db/services.php',
      line: 5,
      classname: 'mod_notes\\external\\get_notes',
      type: 'read',
      ajax: true,
      capabilities: ['mod/notes:view'],
      services: ['MOODLE_OFFICIAL_MOBILE_SERVICE'],
    });
    expect(JSON.stringify(table)).not.toContain('Prose that the table leaves out');
    expect(table.hookCallbacks).toEqual([
      {component: 'mod_notes', file: 'mod/notes/db/hooks.php', line: 5, hook: 'core\\hook\\after_login', callback: 'mod_notes\\local\\hook_listener::after_login', priority: 500},
    ]);
    expect(table.tasks).toEqual([
      {component: 'mod_notes', file: 'mod/notes/db/tasks.php', line: 5, classname: 'mod_notes\\task\\cleanup', minute: 'R', hour: '3', day: '*', month: '*', dayofweek: '*'},
    ]);
  });

  it('reads the old names of renamed and aliased classes', () => {
    expect(table.renamedClasses).toEqual({
      core_state: {component: 'core', file: 'lib/db/renamedclasses.php', line: 5, to: 'core\\status'},
      core_status: {component: 'core', file: 'lib/weblib.php', line: 29, to: 'core\\status', alias: true},
    });
  });

  it('finds events and hooks by what they extend and implement', () => {
    expect(table.events).toEqual({
      'mod_notes\\event\\note_created': {component: 'mod_notes', file: 'mod/notes/classes/event/note_created.php', line: 6, crud: 'c', edulevel: 'self::LEVEL_PARTICIPATING'},
    });
    expect(Object.keys(table.hooks)).toEqual(['core\\hook\\after_login']);
  });

  it('writes a table that its schema accepts, the same bytes every time', async () => {
    expect(validateTable(table)).toEqual([]);
    const again = await extract(openTree(fixture), '9.9', source);
    expect(serialiseTable(again.table)).toBe(serialiseTable(table));
    expect(serialiseTable(table).split('\n').find((line) => line.includes('"core\\\\status"'))).toMatch(/^ {4}"core\\\\status": \{"component"/);
  });

  it('names the entry when a table breaks its schema', () => {
    const broken = structuredClone(table);
    (broken.functions.s as {line: unknown}).line = 'thirteen';
    delete (broken.capabilities['mod/notes:view'] as {file?: string}).file;
    expect(validateTable(broken)).toEqual(['/functions/s/line must be integer', "/capabilities/mod/notes:view must have required property 'file'"]);
  });
});

describe('a git directory as a tree', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'moodle-tree-'));
    cpSync(fixture, join(dir, 'work'), {recursive: true});
    const git = (...args: string[]) => execFileSync('git', ['-C', join(dir, 'work'), ...args], {encoding: 'utf8'});
    git('init', '-q');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'tree');
  });
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('reads the same table from a commit as from the folder', async () => {
    const tree = openTree(`${join(dir, 'work/.git')}@HEAD`);
    expect(tree.commit).toMatch(/^[0-9a-f]{40}$/);
    const fromGit = await extract(tree, '9.9', source);
    const fromFolder = await extract(openTree(fixture), '9.9', source);
    expect(serialiseTable(fromGit.table)).toBe(serialiseTable(fromFolder.table));
  });
});
