import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {Area, Doc, PageFacts, Site} from '../types';
import {apiNames} from './api-names';

const repo = path.resolve(__dirname, '../../../..');
const siteDir = mkdtempSync(path.join(tmpdir(), 'api-names-'));
mkdirSync(path.join(siteDir, 'data'));
for (const dir of ['moodle-api', 'upgrade-notes']) symlinkSync(path.join(repo, 'data', dir), path.join(siteDir, 'data', dir));
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

const area = (plugin: string, version: string): Area => ({name: 'docs', plugin, version, dir: 'docs', routeBase: '/docs', sidebarsFile: 'sidebars.ts', tagsFile: 'docs/tags.yml'});

function findings(text: string, plugin = 'default', version = 'current') {
  writeFileSync(path.join(siteDir, 'page.md'), text);
  const doc = {file: 'page.md', area: area(plugin, version)} as Doc;
  return apiNames.page!(doc, {} as PageFacts, {siteDir} as Site);
}

describe('the api-names rule of the writer\'s check', () => {
  it('reports a name the page\'s version lacks, with its place and the nearest names', () => {
    expect(findings('Call `get_strin()` here.\n')).toEqual([
      {file: 'page.md', line: 1, column: 6, rule: 'api-names', message: 'get_strin() is neither a function nor a method in Moodle 4.3; nearest: get_string, get_strings, get_admin'},
    ]);
  });

  it('reads each docs version against its own table, and leaves the general area alone', () => {
    expect(findings('The `core\\hook\\manager` class.\n')).toEqual([]);
    expect(findings('The `core\\hook\\manager` class.\n', 'default', '4.2')).toHaveLength(1);
    expect(findings('Call `get_strin()` here.\n', 'general')).toEqual([]);
  });
});
