import {afterEach, describe, expect, it} from 'vitest';
import {checkCut, nextVersion, parseArgs} from './cut';
import {fixtureRepo, type FixtureRepo} from './fixture';
import {csvFields, csvLine, csvWithVersion, isMasterRoute, routeInVersion, routeListWithVersion} from './manifest';

let repo: FixtureRepo | undefined;
afterEach(() => repo?.remove());

describe('cut: arguments and checks', () => {
  it('reads the version and an optional next version', () => {
    expect(parseArgs(['4.4'])).toEqual({version: '4.4', next: undefined});
    expect(parseArgs(['4.5', '--next', '5.0'])).toEqual({version: '4.5', next: '5.0'});
    expect(() => parseArgs([])).toThrow(/usage: npm run versions:cut -- VERSION/);
    expect(() => parseArgs(['v4.4'])).toThrow('"v4.4" is not a Moodle branch version such as 4.4');
    expect(nextVersion('4.3')).toBe('4.4');
    expect(nextVersion('4.9')).toBe('4.10');
  });

  it('cuts only the version master documents, once, from a clean work tree', () => {
    repo = fixtureRepo({'config/moodle.ts': "export const masterMoodleVersion = '4.3';\n", 'docs/intro.md': '# Intro\n'});
    expect(checkCut(repo.root, {version: '4.3'})).toBe('4.4');
    expect(checkCut(repo.root, {version: '4.3', next: '5.0'})).toBe('5.0');
    expect(() => checkCut(repo!.root, {version: '4.4'})).toThrow('master documents Moodle 4.3 (config/moodle.ts): cut 4.3');
    expect(() => checkCut(repo!.root, {version: '4.2'})).toThrow('versions.json already has 4.2');
    expect(() => checkCut(repo!.root, {version: '4.3', next: '4.3'})).toThrow('--next 4.3 must be newer than 4.3');
    repo.write('docs/intro.md', '# Introduction\n');
    expect(() => checkCut(repo!.root, {version: '4.3'})).toThrow(/commit or stash your changes first[\s\S]*docs\/intro\.md/);
  });
});

describe('cut: the route manifest', () => {
  it("moves master's routes under the version and leaves the rest", () => {
    expect(routeInVersion('/docs', '4.3')).toBe('/docs/4.3');
    expect(routeInVersion('/docs/apis/core/dml', '4.3')).toBe('/docs/4.3/apis/core/dml');
    expect(routeInVersion('/general/releases', '4.3')).toBe('/general/releases');
    expect(routeInVersion('apis/core/dml.md', '4.3')).toBe('apis/core/dml.md');
    expect(isMasterRoute('/docs/apis', ['4.2'])).toBe(true);
    expect(isMasterRoute('/docs/4.2/apis', ['4.2'])).toBe(false);
    expect(isMasterRoute('/docs/4.20/apis', ['4.2'])).toBe(true);
  });

  it("adds master's routes to a sorted route list under the version, keeping comments and order", () => {
    const list = '# declared\n/\n/docs\n/docs/4.2\n/docs/4.2/apis\n/docs/apis\n/general\n# the not-found page: /404.html\n';
    expect(routeListWithVersion(list, '4.3', ['4.2'])).toBe(
      '# declared\n/\n/docs\n/docs/4.2\n/docs/4.2/apis\n/docs/4.3\n/docs/4.3/apis\n/docs/apis\n/general\n# the not-found page: /404.html\n',
    );
  });

  it("copies master's CSV rows for the version before the older versions' rows, quoting as needed", () => {
    const csv = [
      'area,route,title,tag_route',
      'docs-current,/docs/apis,"APIs, all of them",/docs/tags/api',
      'docs-4.2,/docs/4.2/apis,"APIs, all of them",/docs/4.2/tags/api',
      'general,/general/releases,Releases,',
    ].join('\n');
    expect(csvWithVersion(`${csv}\n`, '4.3').split('\n')).toEqual([
      'area,route,title,tag_route',
      'docs-current,/docs/apis,"APIs, all of them",/docs/tags/api',
      'docs-4.3,/docs/4.3/apis,"APIs, all of them",/docs/4.3/tags/api',
      'docs-4.2,/docs/4.2/apis,"APIs, all of them",/docs/4.2/tags/api',
      'general,/general/releases,Releases,',
      '',
    ]);
    expect(() => csvWithVersion(csvWithVersion(csv, '4.3'), '4.3')).toThrow('it already has rows of docs-4.3');
    // CRLF line ends, as the manifest has them, stay CRLF.
    expect(csvWithVersion(`${csv.replaceAll('\n', '\r\n')}\r\n`, '4.3')).toBe(`${csvWithVersion(csv, '4.3').replaceAll('\n', '\r\n')}`);
    expect(csvFields('a,"b ""c"", d",')).toEqual(['a', 'b "c", d', '']);
    expect(csvLine(['a', 'b "c", d', ''])).toBe('a,"b ""c"", d",');
  });
});
