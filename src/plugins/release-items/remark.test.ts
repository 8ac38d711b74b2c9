import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import remarkReleaseItems from './remark';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remark-items-'));
fs.mkdirSync(path.join(dir, 'data/release-items'), {recursive: true});
const item = (key: string) => ({key, kind: 'feature', summary: `Something new that ${key} brought.`});
fs.writeFileSync(
  path.join(dir, 'data/release-items/app-v3.json'),
  JSON.stringify({
    releases: [
      {
        release: 'v3.9.5',
        page: '/general/app_releases/v3/v3.9.5',
        sections: [
          {title: 'Complete list of issues / Bug', items: [item('MOBILE-3001')]},
          {title: 'Complete list of issues / New Feature', items: [item('MOBILE-3002'), item('MOBILE-3003')]},
          {title: 'Highlights', items: [item('MOBILE-3004')]},
        ],
      },
    ],
  }),
);

const element = (release: unknown) => ({type: 'mdxJsxFlowElement', name: 'ReleaseItems', attributes: [{type: 'mdxJsxAttribute', name: 'release', value: release}], children: []});
const heading = (depth: number, value: string) => ({type: 'heading', depth, children: [{type: 'text', value}]});
const run = (children: unknown[]) => {
  const tree = {type: 'root', children} as Root;
  remarkReleaseItems({siteDir: dir})(tree, {path: path.join(process.cwd(), 'general/app_releases/v3/v3.9.5.md')});
  return tree.children as unknown as {type: string; depth?: number; name?: string; value?: string; children?: {value: string}[]; attributes?: {name: string; value: unknown}[]}[];
};
const outline = (nodes: ReturnType<typeof run>) =>
  nodes.map((n) =>
    n.type === 'heading'
      ? `h${n.depth} ${n.children![0].value}`
      : n.type === 'mdxJsxFlowElement'
        ? `list ${n.attributes!.filter((a) => a.name !== 'release' && a.name !== 'branch').map((a) => `${a.name}=${String(a.value)}`).join(' ')}`
        : n.type === 'paragraph'
          ? `p ${n.children![0].value}`
          : n.type,
  );

describe('remarkReleaseItems', () => {
  it('writes the counts, the sections as headings below the enclosing one, and a list per section', () => {
    expect(outline(run([heading(2, 'What changed'), element('v3.9.5')]))).toEqual([
      'mdxjsEsm',
      'h2 What changed',
      'p The notes below list 4 changes: 4 new features.',
      'h3 Complete list of issues',
      'h4 Bug',
      'list section=0 level=5',
      'h4 New Feature',
      'list section=1 level=5',
      'h3 Highlights',
      'list section=2 level=4',
    ]);
  });

  it('continues the enclosing heading when the first section has its name', () => {
    expect(outline(run([heading(2, 'Complete list of issues'), element('v3.9.5')])).slice(1, 6)).toEqual([
      'h2 Complete list of issues',
      'p The notes below list 4 changes: 4 new features.',
      'h3 Bug',
      'list section=0 level=4',
      'h3 New Feature',
    ]);
  });

  it('imports the list component once, and leaves pages without items alone', () => {
    const nodes = run([element('v3.9.5'), element('v3.9.5')]);
    expect(nodes.filter((n) => n.type === 'mdxjsEsm').map((n) => n.value)).toEqual(["import ReleaseItemList from \"@site/src/components/ReleaseItemList\";"]);
    expect(run([heading(2, 'Intro')]).map((n) => n.type)).toEqual(['heading']);
  });

  it('fails naming the page for an unknown release or a release that is not a plain string', () => {
    expect(() => run([element('v9.9.9')])).toThrow('general/app_releases/v3/v3.9.5.md: <ReleaseItems release="v9.9.9">: release "v9.9.9" has no items in data/release-items/');
    expect(() => run([element({type: 'expression'})])).toThrow(/release must be a plain string/);
  });
});
