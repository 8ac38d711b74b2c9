import {describe, expect, it} from 'vitest';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Link, Root} from 'mdast';
import remarkTrackerLinks from '.';

function links(markdown: string): Array<[string, string]> {
  const tree: Root = fromMarkdown(markdown);
  remarkTrackerLinks()(tree);
  const found: Array<[string, string]> = [];
  const walk = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'link') {
      const link = node as Link;
      found.push([link.url, link.children.map((c) => ('value' in c ? c.value : '')).join('')]);
    }
    (node.children as {type: string}[] | undefined)?.forEach(walk);
  };
  walk(tree);
  return found;
}

describe('remarkTrackerLinks', () => {
  it('links every tracker project key in prose', () => {
    expect(links('Fixed in MDL-12345, tested in MDLQA-1, site MDLSITE-7, app MOBILE-4000 and CONTRIB-9.')).toEqual([
      ['https://tracker.moodle.org/browse/MDL-12345', 'MDL-12345'],
      ['https://tracker.moodle.org/browse/MDLQA-1', 'MDLQA-1'],
      ['https://tracker.moodle.org/browse/MDLSITE-7', 'MDLSITE-7'],
      ['https://tracker.moodle.org/browse/MOBILE-4000', 'MOBILE-4000'],
      ['https://tracker.moodle.org/browse/CONTRIB-9', 'CONTRIB-9'],
    ]);
  });

  it('links keys inside emphasis, lists and headings', () => {
    expect(links('- *See MDL-1*\n\n## MDL-2 notes')).toEqual([
      ['https://tracker.moodle.org/browse/MDL-1', 'MDL-1'],
      ['https://tracker.moodle.org/browse/MDL-2', 'MDL-2'],
    ]);
  });

  it('leaves an existing link alone', () => {
    expect(links('[MDL-1 the fix](https://example.org/fix)')).toEqual([['https://example.org/fix', 'MDL-1 the fix']]);
    expect(links('<https://tracker.moodle.org/browse/MDL-5>')).toEqual([
      ['https://tracker.moodle.org/browse/MDL-5', 'https://tracker.moodle.org/browse/MDL-5'],
    ]);
  });

  it('leaves inline code and code blocks alone', () => {
    expect(links('Run `git log --grep MDL-1`.\n\n```\nMDL-2\n```')).toEqual([]);
  });

  it('respects word boundaries', () => {
    expect(links('XMDL-1, MDL-12abc, MDL-, MDL-0 and mdl-5 are not keys')).toEqual([]);
    expect(links('(MDL-42).')).toEqual([['https://tracker.moodle.org/browse/MDL-42', 'MDL-42']]);
  });
});
