import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadApi} from '../moodle-api/load';
import {apiChanges} from './diff';

const siteDir = path.resolve(__dirname, '../../..');
const table = (v: string) => loadApi(v, siteDir).table;

describe('the API changes computed from two tables', () => {
  const to42 = apiChanges(table('4.1'), table('4.2'));
  const to43 = apiChanges(table('4.2'), table('4.3'));
  const find = (changes: typeof to42, name: string) => changes.filter((c) => c.name === name);

  it('finds what arrived: core_external\\external_api in 4.2, core\\hook\\manager in 4.3', () => {
    expect(find(to42, 'core_external\\external_api')).toMatchObject([{kind: 'added', symbol: 'class', component: 'core_external', in: '4.2', file: 'lib/external/classes/external_api.php'}]);
    expect(find(to43, 'core\\hook\\manager')).toMatchObject([{kind: 'added', symbol: 'class', component: 'core', in: '4.3'}]);
    expect(find(to43, 'core_external\\external_api')).toEqual([]);
  });

  it('reads a class kept as an old name as changed, naming the class it now stands for', () => {
    expect(find(to42, 'external_api')).toMatchObject([{kind: 'changed', before: 'external_api', after: 'core_external\\external_api'}]);
  });

  it('finds new deprecations, and signatures that changed', () => {
    expect(find(apiChanges(table('4.0'), table('4.1')), 'print_error()')).toMatchObject([{kind: 'deprecated', symbol: 'function', deprecation: {since: '4.1'}}]);
    expect(find(to42, 'print_error()')).toEqual([]);
    const changed = to43.filter((c) => c.kind === 'changed' && c.symbol === 'method');
    expect(changed.length).toBeGreaterThan(10);
    for (const c of changed) expect(c.before).not.toBe(c.after);
  });

  it('leaves out private methods and methods of classes that arrived or left whole', () => {
    const manager = to43.filter((c) => c.name.startsWith('core\\hook\\manager::'));
    expect(manager).toEqual([]);
    for (const c of to43.filter((x) => x.symbol === 'method')) {
      const [cls, method] = c.name.replace(/\(\)$/, '').split('::');
      const entry = table(c.in).classes[cls]?.methods[method];
      expect(entry?.visibility, c.name).not.toBe('private');
    }
  });
});
