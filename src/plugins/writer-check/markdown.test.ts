import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {fixtureDir} from './fixture';
import {formatOf, readFacts} from './markdown';

const read = (text: string, file = 'docs/page.md') => readFacts(text, file, fixtureDir);

describe('readFacts', () => {
  it("gives headings the ids Docusaurus's slugger gives them, in page order, with repeats numbered", async () => {
    const text = '---\ntitle: T\n---\n\n## Hello World!\n\n## Hello World!\n\n### `get_record()` and $DB\n\n## Ünïcode and spaces  \n';
    const facts = await read(text);
    const slugger = createSlugger();
    expect(facts.headings.map((h) => h.id)).toEqual(['Hello World!', 'Hello World!', 'get_record() and $DB', 'Ünïcode and spaces'].map((t) => slugger.slug(t)));
    expect(facts.headings[0]).toMatchObject({text: 'Hello World!', depth: 2, line: 5, column: 1});
  });

  it('takes explicit ids: {#id} in markdown, a comment in MDX, <a id> in either', async () => {
    expect((await read('## Title {#my-id}\n\n<a id="raw"></a>\n')).headings.map((h) => h.id)).toEqual(['my-id']);
    expect((await read('## Title {#my-id}\n\n<a id="raw"></a>\n')).anchors).toEqual(['raw']);
    const mdx = await read('## Title {/* #other-id */}\n\n<a id="jsx" />\n', 'docs/page.mdx');
    expect(mdx.headings.map((h) => h.id)).toEqual(['other-id']);
    expect(mdx.anchors).toEqual(['jsx']);
  });

  it('keeps links with their place, from markdown, definitions and elements', async () => {
    const facts = await read('Text [a](./a.md#x) and [b][ref].\n\n[ref]: /docs/b\n\n<p><a href="/docs/c">c</a></p>\n');
    expect(facts.links).toEqual([
      {url: './a.md#x', kind: 'link', line: 1, column: 6},
      {url: '/docs/b', kind: 'definition', line: 3, column: 1},
      {url: '/docs/c', kind: 'jsx', line: 5, column: 1},
    ]);
  });

  it('decides md or mdx as the docs plugin does', () => {
    expect(formatOf('a.md', {})).toBe('md');
    expect(formatOf('a.mdx', {})).toBe('mdx');
    expect(formatOf('a.md', {mdx: {format: 'mdx'}})).toBe('mdx');
  });

  it('expands <ReleaseItems> into headings placed at the element, numbered after the page’s own', async () => {
    const facts = await read('---\ntitle: T\nmdx:\n  format: mdx\n---\n\n## Security fixes\n\n## What changed\n\n<ReleaseItems release="4.2.1" />\n', path.join('general', 'x.md'));
    expect(facts.headings.map((h) => [h.id, h.line, h.generated ?? false])).toEqual([
      ['security-fixes', 7, false],
      ['what-changed', 9, false],
      ['general-fixes-and-improvements', 11, true],
      ['security-fixes-1', 11, true],
    ]);
  });

  it('lists comments and sections with nothing but comments under them', async () => {
    const facts = await read('## Empty\n\n<!-- to do -->\n\n## Full\n\nText.\n\n## Last\n');
    expect(facts.comments).toEqual([{text: 'to do', line: 3, column: 1}]);
    expect(facts.emptySections.map((h) => h.text)).toEqual(['Empty', 'Last']);
  });
});
