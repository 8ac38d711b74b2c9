import {describe, expect, it} from 'vitest';
import {validateItemsFile} from './validate';

const item = (over: object = {}) => ({key: 'MDL-78054', kind: 'fix', summary: 'Quiz attempts keep their answers after a time-out.', ...over});
const file = (items: object[], release = '4.2.1', page = '/general/releases/4.2/4.2.1') => ({
  releases: [{release, page, sections: [{title: 'General fixes and improvements', items}]}],
});

describe('validateItemsFile', () => {
  it('accepts a valid file', () => {
    expect(validateItemsFile(file([item(), item({key: 'MSA-23-0010', kind: 'advisory', url: 'https://moodle.org/mod/forum/discuss.php?d=1'})]), '4.2')).toEqual([]);
  });

  it('names the release, section and key of a malformed key', () => {
    expect(validateItemsFile(file([item({key: 'MDL-12ab'})]), '4.2')).toEqual([
      '4.2.1 › General fixes and improvements › MDL-12ab: malformed key "MDL-12ab" (MDL-12345, MOBILE-1234 or MSA-23-0010)',
    ]);
  });

  it('refuses a malformed further key', () => {
    expect(validateItemsFile(file([item({keys: ['MOBILE12']})]), '4.2')[0]).toMatch(/MDL-78054: malformed key "MOBILE12"/);
  });

  it('refuses the same key twice under one heading, but not in two sections', () => {
    expect(validateItemsFile(file([item(), item()]), '4.2')).toEqual([
      '4.2.1 › General fixes and improvements › MDL-78054: the key is listed twice under this heading; say both in one item',
    ]);
    const twoSections = {
      releases: [
        {release: '4.2', page: '/general/releases/4.2', sections: [{title: 'Highlights', items: [item({kind: 'feature'})]}, {title: 'For developers', items: [item({kind: 'developer'})]}]},
      ],
    };
    expect(validateItemsFile(twoSections, '4.2')).toEqual([]);
  });

  it('refuses an empty summary and a blank one', () => {
    for (const summary of ['', '              ']) {
      expect(validateItemsFile(file([item({summary})]), '4.2')).toEqual([
        '4.2.1 › General fixes and improvements › MDL-78054: the summary is empty or too short; say in our own words what changed',
      ]);
    }
  });

  it('refuses an unknown kind, listing the known ones', () => {
    expect(validateItemsFile(file([item({kind: 'bugfix'})]), '4.2')[0]).toMatch(/MDL-78054: kind "bugfix" is not one of advisory, security, feature/);
  });

  it('refuses an unknown property, an advisory without its address and a release in the wrong file', () => {
    expect(validateItemsFile(file([item({title: 'copied'})]), '4.2')).toEqual(['4.2.1 › General fixes and improvements › MDL-78054: unknown property "title"']);
    expect(validateItemsFile(file([item({key: 'MSA-23-0010', kind: 'advisory'})]), '4.2')).toEqual([
      '4.2.1 › General fixes and improvements › MSA-23-0010: an advisory needs the url of its announcement',
    ]);
    expect(validateItemsFile(file([item()]), '4.1')).toEqual(['4.2.1: belongs in data/release-items/4.2.json, not 4.1.json']);
  });

  it('refuses a release listed twice', () => {
    const twice = {releases: [...file([item()]).releases, ...file([item()]).releases]};
    expect(validateItemsFile(twice, '4.2')).toEqual(['4.2.1: the release is listed twice']);
  });
});
