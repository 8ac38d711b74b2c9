import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import loader from './checked-edit-loader.js';
import {checkedEdits} from './checked-edits';

const edits = [
  {file: path.join('lib', 'utils', 'sort.js'), from: 'a.localeCompare(b)', to: 'compareCodeUnits(a, b)', prelude: 'function compareCodeUnits(x, y) { return x < y ? -1 : x > y ? 1 : 0; }\n'},
  {file: path.join('lib', 'utils', 'sort.js'), from: 'b.localeCompare(a)', to: 'compareCodeUnits(b, a)', prelude: 'function compareCodeUnits(x, y) { return x < y ? -1 : x > y ? 1 : 0; }\n'},
];
const run = (resourcePath: string, source: string) => loader.call({getOptions: () => ({edits}), resourcePath}, source);

describe('checked edits of installed modules', () => {
  it('applies every edit of the module and its prelude once', () => {
    const out = run(path.join('/x', 'lib', 'utils', 'sort.js'), 'export const order = (list) => list.sort((a, b) => a.localeCompare(b));\nexport const reverse = (list) => list.sort((a, b) => b.localeCompare(a));');
    expect(out).not.toContain('localeCompare');
    expect(out.match(/function compareCodeUnits/g)).toHaveLength(1);
    const {order, reverse} = new Function(`${out.replace(/export const /g, 'const ')}\nreturn {order, reverse};`)() as Record<string, (list: string[]) => string[]>;
    expect(order(['/general', '/docs/4.2', '/docs', '/docs/4.1'])).toEqual(['/docs', '/docs/4.1', '/docs/4.2', '/general']);
    expect(reverse(['/docs', '/general'])).toEqual(['/general', '/docs']);
  });

  it('fails naming the module and the text when the text is no longer there, and leaves other modules alone', () => {
    expect(() => run(path.join('/x', 'lib', 'utils', 'sort.js'), 'a.localeCompare(b)')).toThrow(/sort\.js no longer contains "b\.localeCompare\(a\)"/);
    expect(run(path.join('/x', 'other.js'), 'a.localeCompare(b)')).toBe('a.localeCompare(b)');
  });

  it('finds the text of each edit in the installed Docusaurus', () => {
    for (const edit of checkedEdits) {
      const file = path.join('node_modules', '@docusaurus', edit.file);
      expect(fs.readFileSync(file, 'utf8')).toContain(edit.from);
    }
  });

  it('turns the updates after hydration into transitions', () => {
    const file = path.join('node_modules', '@docusaurus', 'core', 'lib', 'client', 'browserContext.js');
    const edit = checkedEdits.find((e) => e.file.endsWith('browserContext.js'))!;
    const out = loader.call({getOptions: () => ({edits: [edit]}), resourcePath: file}, fs.readFileSync(file, 'utf8'));
    expect(out).toMatch(/^import \{startTransition as startTransitionAfterHydration\} from 'react';/);
    expect(out).toContain('startTransitionAfterHydration(() => setIsBrowser(true));');
  });
});
