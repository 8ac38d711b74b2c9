import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import releaseDataPlugin, {loadReleaseData, toGlobalData} from './index';
import {validateReleaseData} from './validate';
import type {Branch, ReleaseData} from './types';

const siteDir = path.resolve(__dirname, '../../..');
const committed = JSON.parse(fs.readFileSync(path.join(siteDir, 'data/versions.json'), 'utf8')) as ReleaseData;

function branch(over: Partial<Branch> = {}): Branch {
  return {
    version: '4.2',
    lts: false,
    releaseDate: '2023-04-24',
    build: '2023042400',
    issuesFixed: 111,
    generalSupportEnd: '2024-04-22',
    securitySupportEnd: '2024-10-07',
    requirements: {
      php: {min: '8.0.0', max: '8.2'},
      upgradeFrom: '3.11.8',
      databases: {postgres: '13', mysql: '8.0', mariadb: '10.6.7', mssql: '2017', oracle: '19'},
    },
    releases: [{version: '4.2.1', releaseDate: '2023-06-12', build: '2023042401', issuesFixed: 54, securityAdvisories: 3}],
    ...over,
  };
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-data-'));
afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

function siteWith(data: unknown): string {
  const dir = fs.mkdtempSync(path.join(tmp, 'site-'));
  fs.mkdirSync(path.join(dir, 'data'));
  fs.writeFileSync(path.join(dir, 'data/versions.json'), typeof data === 'string' ? data : JSON.stringify(data));
  return dir;
}

describe('validateReleaseData', () => {
  it('accepts the committed data/versions.json', () => {
    expect(validateReleaseData(committed)).toEqual([]);
  });

  it('names the field of a bad date, a bad build and a missing property', () => {
    const bad = {
      branches: [
        branch({version: '4.3', releaseDate: '2023-10-09'}),
        branch(),
        branch({version: '4.1', releaseDate: '28 November 2022', releases: []}),
        branch({version: '4.0', build: '20220419', releaseDate: '2022-04-19', releases: []}),
      ],
    };
    delete (bad.branches[1] as Partial<Branch>).lts;
    expect(validateReleaseData(bad)).toEqual([
      "/branches/1 must have required property 'lts'",
      '/branches/2/releaseDate must match format "date"',
      '/branches/3/build must match pattern "^\\d{10}(\\.\\d{1,2})?$"',
    ]);
  });

  it('rejects impossible calendar dates and unknown properties', () => {
    expect(validateReleaseData({branches: [branch({securitySupportEnd: '2024-02-30'})]})).toEqual([
      '/branches/0/securitySupportEnd must match format "date"',
    ]);
    expect(validateReleaseData({branches: [{...branch(), supportEnd: '2024-01-01'}]})).toEqual([
      '/branches/0 has unknown property "supportEnd"',
    ]);
  });

  it('checks what the schema cannot: order, dates in sequence, releases of their branch', () => {
    const errors = validateReleaseData({
      branches: [
        branch({version: '4.1', releases: []}),
        branch({
          generalSupportEnd: '2024-12-01',
          securitySupportEnd: '2024-10-07',
          releases: [
            {version: '4.2.2', releaseDate: '2023-08-14', build: null, issuesFixed: null, securityAdvisories: null},
            {version: '4.1.1', releaseDate: '2023-01-16', build: null, issuesFixed: null, securityAdvisories: null},
          ],
        }),
      ],
    });
    expect(errors).toEqual([
      '/branches/1/version 4.2 must be older than the branch before it (4.1): branches go newest first',
      '/branches/1/securitySupportEnd 2024-10-07 must not be before generalSupportEnd 2024-12-01',
      '/branches/1/releases/1/version 4.1.1 is not a release of branch 4.2',
      "/branches/1/releases/1/releaseDate 2023-01-16 must not be before the branch's release date 2023-04-24",
      '/branches/1/releases/1/version 4.1.1 must be newer than the release before it (4.2.2): releases go oldest first',
    ]);
  });
});

describe('release-data plugin', () => {
  it('fails loading with the file and the field named', async () => {
    const dir = siteWith({branches: [branch(), branch({version: '4.1', releaseDate: '2022-13-01', releases: []})]});
    await expect(loadReleaseData(dir)).rejects.toThrow('data/versions.json: /branches/1/releaseDate must match format "date"');
    const plugin = releaseDataPlugin({siteDir: dir} as never);
    await expect(plugin.loadContent!()).rejects.toThrow(/data\/versions\.json: \/branches\/1\/releaseDate/);
  });

  it('fails on a file that is not JSON', async () => {
    await expect(loadReleaseData(siteWith('{"branches": ['))).rejects.toThrow(/^data\/versions\.json: cannot be read as JSON/);
  });

  it('hands components the branches without requirements or minor releases, and the build date', async () => {
    const data = await loadReleaseData(siteDir);
    const global = toGlobalData(data, '2024-01-01');
    expect(global.buildDate).toBe('2024-01-01');
    expect(global.branches).toHaveLength(data.branches.length);
    expect(global.branches[0]).not.toHaveProperty('requirements');
    expect(global.branches[0]).not.toHaveProperty('releases');
    let published: unknown;
    const plugin = releaseDataPlugin({siteDir} as never);
    await plugin.contentLoaded!({content: data, actions: {setGlobalData: (d: unknown) => (published = d)}} as never);
    expect(published).toMatchObject({branches: global.branches});
  });
});
