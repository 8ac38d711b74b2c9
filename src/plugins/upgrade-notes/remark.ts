// Expands <UpgradeNotes version="4.3" /> in a docs page into the page's own markdown: the filter, then a
// heading for the version's step (its changes since the version before) with a heading for its upgrade
// notes and one for the API changes computed from the code, each followed by <UpgradeNotesList>, which
// renders them; around it, <UpgradeNotesRange> renders the other steps a reader's from/to choice adds.
// The headings enter the table of contents and get anchors. An unknown version fails the build.
import path from 'node:path';
import type {Heading, Root, RootContent} from 'mdast';
import {mdxImport} from '../../lib/mdxImport';
import {apiVersions, previousVersion} from '../../lib/moodle-api/load';
import type {JsxElement} from '../release-items/remark';
import {componentsOf, showStep, stepVersions} from './present';

const siteDir = path.resolve(__dirname, '../../..');
const componentModule = '@site/src/components/UpgradeNotes';
const names = ['UpgradeNotesFilter', 'UpgradeNotesList', 'UpgradeNotesRange'];

const heading = (depth: number, text: string): Heading => ({type: 'heading', depth: depth as Heading['depth'], children: [{type: 'text', value: text}]});
const element = (name: string, attributes: Record<string, string>): RootContent =>
  ({type: 'mdxJsxFlowElement', name, attributes: Object.entries(attributes).map(([n, value]) => ({type: 'mdxJsxAttribute', name: n, value})), children: []}) as unknown as RootContent;

function expand(version: string, usedBy: string): RootContent[] {
  if (!stepVersions.includes(version)) throw new Error(`${usedBy}: no upgrade notes for ${version}; the versions with notes are ${stepVersions.join(', ')}`);
  const components = [...new Set(stepVersions.flatMap((v) => componentsOf(showStep(siteDir, v))))].sort();
  return [
    element('UpgradeNotesFilter', {version, versions: apiVersions.join(' '), components: components.join(' ')}),
    element('UpgradeNotesRange', {version, side: 'before', versions: apiVersions.join(' ')}),
    heading(2, `Moodle ${version}, changes since ${previousVersion(version)}`),
    heading(3, `Upgrade notes of ${version}`),
    element('UpgradeNotesList', {step: version, part: 'notes'}),
    heading(3, `API changes in ${version}, from the code`),
    element('UpgradeNotesList', {step: version, part: 'changes'}),
    element('UpgradeNotesRange', {version, side: 'after', versions: apiVersions.join(' ')}),
  ];
}

export default function remarkUpgradeNotes() {
  return (tree: Root, file: {path?: string}): void => {
    let expanded = false;
    tree.children = tree.children.flatMap((node) => {
      const el = node as unknown as JsxElement;
      if (el.type !== 'mdxJsxFlowElement' || el.name !== 'UpgradeNotes') return [node];
      const version = el.attributes.find((a) => a.name === 'version')?.value;
      const usedBy = `${path.relative(process.cwd(), file.path ?? 'a page')}: <UpgradeNotes version="${String(version)}">`;
      if (typeof version !== 'string') throw new Error(`${usedBy}: version must be a plain string such as "4.3"`);
      expanded = true;
      return expand(version, usedBy);
    });
    if (expanded) tree.children.unshift(mdxImport(componentModule, {named: names}));
  };
}
