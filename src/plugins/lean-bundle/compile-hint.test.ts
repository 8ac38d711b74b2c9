import {describe, expect, it} from 'vitest';
import {compileHint, withCompileHint} from './compile-hint';

describe('withCompileHint', () => {
  it("puts V8's magic comment on the script's first line, once", () => {
    const code = '(self.webpackChunk=self.webpackChunk||[]).push([]);';
    expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(withCompileHint(withCompileHint(code))).toBe(withCompileHint(code));
    expect(compileHint.split('\n')).toHaveLength(2);
  });
});
