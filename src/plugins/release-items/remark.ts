// Expands <ReleaseItems release="4.2.1" /> in a release page into the page's own markdown: a sentence
// with the counts of what the release changed, then each section of its items as a heading (so the
// table of contents and the headings' anchors include them) followed by <ReleaseItemList>, which renders
// that section's items. The headings start one level below the heading the element stands under.
// The page imports the list component itself, so that only release pages load it. An unknown release
// fails the build, naming the page.
import fs from 'node:fs';
import path from 'node:path';
import type {Heading, Paragraph, Root, RootContent} from 'mdast';
import {mdxImport} from '../../lib/mdxImport';
import {itemsFiles, readItemsModel, type ItemsModel} from './load';
import {countsSentence, showRelease} from './present';
import {branchOfRelease} from './types';

/** An MDX element in the markdown tree, as remark-mdx reads `<ReleaseItems release="4.2.1" />`. */
export interface JsxElement {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: {type: string; name: string; value?: unknown}[];
  children: RootContent[];
}

const siteDir = path.resolve(__dirname, '../../..');
let cache: {stamp: string; model: ItemsModel} | undefined;

/** The model, read again when a file changes (so that `npm start` sees edits). */
export function itemsModel(dir = siteDir): ItemsModel {
  const stamp = itemsFiles(dir)
    .map((f) => `${f}:${fs.statSync(f).mtimeMs}`)
    .join('|');
  if (cache?.stamp !== stamp) cache = {stamp, model: readItemsModel(dir)};
  return cache.model;
}

const componentModule = '@site/src/components/ReleaseItemList';

const textOf = (node: {value?: unknown; children?: unknown[]}): string =>
  typeof node.value === 'string' ? node.value : (node.children ?? []).map((child) => textOf(child as typeof node)).join('');

const heading = (depth: number, text: string): Heading => ({type: 'heading', depth: Math.min(depth, 6) as Heading['depth'], children: [{type: 'text', value: text}]});
const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

/**
 * The nodes that replace the element. `depth` is the level of the sections' headings; `under` is the
 * text of the heading the element stands under, which a section of the same name continues rather
 * than repeats (an app page's "Complete list of issues" holds the items of "Complete list of issues / Bug").
 */
function expand(model: ItemsModel, release: string, depth: number, under: string | undefined, usedBy: string): RootContent[] {
  const shown = showRelease(model, release);
  if (!shown) throw new Error(`${usedBy}: release "${release}" has no items in data/release-items/`);
  const branch = branchOfRelease(model.releases.get(release)!.page, release);
  const intro: Paragraph = {type: 'paragraph', children: [{type: 'text', value: `The notes below list ${countsSentence(shown)}.`}]};
  const out: RootContent[] = [intro];
  let top: string | undefined;
  shown.sections.forEach((section, i) => {
    const [title, ...rest] = section.title.split(' / ');
    const sub = rest.join(' / ');
    // A section named like the heading above it adds no heading of its own, and its sub-sections rise a level.
    const head = title === under ? '' : title;
    const subDepth = head ? depth + 1 : depth;
    if (head && (head !== top || !sub)) out.push(heading(depth, head));
    top = head;
    if (sub) out.push(heading(subDepth, sub));
    const list: JsxElement = {
      type: 'mdxJsxFlowElement',
      name: 'ReleaseItemList',
      attributes: [
        attribute('release', release),
        attribute('branch', branch),
        attribute('section', String(i)),
        attribute('level', String(Math.min(sub ? subDepth + 1 : head ? depth + 1 : depth, 6))),
      ],
      children: [],
    };
    out.push(list as unknown as RootContent);
  });
  return out;
}

export default function remarkReleaseItems(options: {siteDir?: string} = {}) {
  return (tree: Root, file: {path?: string}): void => {
    let depth = 2;
    let under: string | undefined;
    let expanded = false;
    const children: RootContent[] = [];
    for (const node of tree.children) {
      if (node.type === 'heading') {
        depth = node.depth + 1;
        under = textOf(node);
      }
      const element = node as unknown as JsxElement;
      if (element.type !== 'mdxJsxFlowElement' || element.name !== 'ReleaseItems') {
        children.push(node);
        continue;
      }
      const page = path.relative(process.cwd(), file.path ?? 'a page');
      const release = element.attributes.find((a) => a.name === 'release')?.value;
      const usedBy = `${page}: <ReleaseItems release="${String(release)}">`;
      if (typeof release !== 'string') throw new Error(`${usedBy}: release must be a plain string such as "4.2.1"`);
      const model = itemsModel(options.siteDir);
      children.push(...expand(model, release, Math.min(depth, 5), under, usedBy));
      expanded = true;
    }
    if (expanded) children.unshift(mdxImport(componentModule, {default: 'ReleaseItemList'}));
    tree.children = children;
  };
}
