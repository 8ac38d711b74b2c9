import {describe, expect, it} from 'vitest';
import registryLoader from './registry-loader.js';

const entry = (chunk: string, file: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

describe('registry loader', () => {
  it('blanks the module path string of every entry and keeps the import and the weak id', () => {
    const source = `export default {\n${entry('0058b4c6', '@site/docs/intro.md')}\n${entry('00813fde', '@generated/p/docs-tags-a.json')}\n};\n`;
    const lean = registryLoader(source);
    expect(lean).toContain('import(/* webpackChunkName: "0058b4c6" */ "@site/docs/intro.md"), "", require.resolveWeak("@site/docs/intro.md")');
    expect(lean).toContain('"@generated/p/docs-tags-a.json"), "", require.resolveWeak(');
    expect(lean.match(/"@site\/docs\/intro\.md"/g)).toHaveLength(2);
  });

  it('fails loudly when the generated registry changes shape', () => {
    expect(() => registryLoader('export default {"a": [() => import("x")]};')).toThrow(/no longer has the expected entry shape/);
  });
});
