import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import * as helpers from './tslib-helpers.js';

describe('tslib helpers for @docusaurus/utils-common', () => {
  it('export every tslib helper that the package calls, as tslib defines it', async () => {
    const source = fs.readFileSync(require.resolve('@docusaurus/utils-common'), 'utf8');
    const used = [...new Set([...source.matchAll(/tslib_1\.(__\w+)/g)].map((match) => match[1]))];
    expect(used.length).toBeGreaterThan(0);
    const esModule = 'tslib/tslib.es6.mjs';
    const tslib = (await import(esModule)) as Record<string, unknown>;
    for (const name of used) expect((helpers as Record<string, unknown>)[name], name).toBe(tslib[name]);
  });
});
