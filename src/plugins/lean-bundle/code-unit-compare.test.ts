import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import loader from './code-unit-compare-loader.js';

const calls = [{file: path.join('lib', 'utils', 'sort.js'), from: 'a.localeCompare(b)', to: 'compareCodeUnits(a, b)'}];
const run = (resourcePath: string, source: string) => loader.call({getOptions: () => ({calls}), resourcePath}, source);

describe('code-unit comparison instead of localeCompare', () => {
  it('swaps the call and defines the comparison, which orders paths as the sort expects', () => {
    const out = run(path.join('/x', 'lib', 'utils', 'sort.js'), 'export const order = (list) => list.sort((a, b) => a.localeCompare(b));');
    expect(out).not.toContain('localeCompare');
    const order = new Function(`${out.replace('export const order = ', 'return ')}`)() as (list: string[]) => string[];
    expect(order(['/general', '/docs/4.2', '/docs', '/docs/4.1'])).toEqual(['/docs', '/docs/4.1', '/docs/4.2', '/general']);
  });

  it('fails naming the module when the call is no longer there, and leaves other modules alone', () => {
    expect(() => run(path.join('/x', 'lib', 'utils', 'sort.js'), 'export {};')).toThrow(/sort\.js no longer calls a\.localeCompare\(b\)/);
    expect(run(path.join('/x', 'other.js'), 'a.localeCompare(b)')).toBe('a.localeCompare(b)');
  });

  it('finds each call it swaps in the installed Docusaurus', async () => {
    const {localeCompares} = await import('./index');
    for (const call of localeCompares) {
      const file = path.join('node_modules', '@docusaurus', call.file);
      expect(fs.readFileSync(file, 'utf8')).toContain(call.from);
    }
  });
});
