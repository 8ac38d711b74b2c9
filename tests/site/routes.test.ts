import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlFileFor, readRouteList} from './lib/builtRoutes';

const build = path.resolve(__dirname, '../../build');
const manifest = readRouteList(path.join(__dirname, 'manifest/routes.txt'));
const declared = readRouteList(path.join(__dirname, 'declared-routes.txt'));

describe('route contract', () => {
  it('declares only routes of the manifest', () => {
    const unknown = declared.filter((r) => !manifest.includes(r));
    expect(unknown).toEqual([]);
  });

  it('builds every declared route', () => {
    const missing = declared.filter((r) => htmlFileFor(build, r) === null);
    const present = manifest.filter((r) => htmlFileFor(build, r) !== null).length;
    console.log(`route coverage: ${present}/${manifest.length} manifest routes built; ${declared.length} declared done`);
    expect(missing).toEqual([]);
  });
});
