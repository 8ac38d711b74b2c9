import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readItemsModel} from './load';
import {countsSentence, GROUP_OVER, showRelease} from './present';
import type {ItemsFile} from './types';

function model(files: Record<string, ItemsFile>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'items-'));
  fs.mkdirSync(path.join(dir, 'data/release-items'), {recursive: true});
  for (const [name, data] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'data/release-items', `${name}.json`), JSON.stringify(data));
  return readItemsModel(dir);
}

const fix = (key: string, component?: string) => ({key, kind: 'fix' as const, summary: `A fix that ${key} made to something.`, ...(component ? {component} : {})});
const release = (name: string, items: ReturnType<typeof fix>[]) => ({
  release: name,
  page: `/general/releases/${name.split('.').slice(0, 2).join('.')}/${name}`,
  sections: [{title: 'General fixes and improvements', items}],
});

describe('showRelease', () => {
  it('links each key to the tracker and lists the other releases with the same key, newest first', () => {
    const m = model({
      '4.2': {releases: [release('4.2.1', [fix('MDL-1001'), fix('MDL-1002')])]},
      '4.1': {releases: [release('4.1.4', [fix('MDL-1001')]), release('4.1.10', [fix('MDL-1001')])]},
    });
    const [first, second] = showRelease(m, '4.2.1')!.sections[0].groups[0].items;
    expect(first.href).toBe('https://tracker.moodle.org/browse/MDL-1001');
    expect(first.also).toEqual([
      {release: '4.1.10', page: '/general/releases/4.1/4.1.10'},
      {release: '4.1.4', page: '/general/releases/4.1/4.1.4'},
    ]);
    expect(second.also).toBeUndefined();
    expect(showRelease(m, '4.3')).toBeUndefined();
  });

  it('groups a long section by component, alphabetically, with the items of no component last', () => {
    const items = Array.from({length: GROUP_OVER + 1}, (_, i) => fix(`MDL-${2000 + i}`, ['Quiz', 'Forum', undefined][i % 3]));
    const groups = showRelease(model({'4.2': {releases: [release('4.2.2', items)]}}), '4.2.2')!.sections[0].groups;
    expect(groups.map((g) => [g.component, g.items.length])).toEqual([
      ['Forum', 5],
      ['Quiz', 6],
      [null, 5],
    ]);
  });

  it('keeps a short section as one list', () => {
    const groups = showRelease(model({'4.2': {releases: [release('4.2.2', [fix('MDL-3001', 'Quiz'), fix('MDL-3002', 'Forum')])]}}), '4.2.2')!.sections[0].groups;
    expect(groups).toHaveLength(1);
    expect(groups[0].component).toBeNull();
  });

  it('counts what it shows, by kind', () => {
    const items = [fix('MDL-4001'), fix('MDL-4002'), {key: 'MSA-23-0001', kind: 'advisory' as const, summary: 'Closed a way to see hidden grades.', url: 'https://moodle.org/x'}];
    const shown = showRelease(model({'4.2': {releases: [release('4.2.3', items as never)]}}), '4.2.3')!;
    expect(countsSentence(shown)).toBe('3 changes: 2 bug fixes and 1 security advisory');
  });
});
