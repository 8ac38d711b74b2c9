// Hands the release components their facts when a page is compiled. `<ReleaseNoteIntro version="4.2.3" />`
// gains a `facts` attribute with that release's date, build and counts, and `<ReleaseTable version="4.2" />`
// the branch's minor releases, as JSON read from data/versions.json. The facts then travel in the page's
// own chunk, and the site-wide global data carries only the branches (4.6 KB gzipped less on every page).
// An unknown version fails the build, naming the page.
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {dataFile, readReleaseData} from '../release-data';
import type {ReleaseData} from '../release-data/types';
import {introFacts, tableFacts} from './facts';

interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value?: unknown;
}
interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
}
interface Node {
  type: string;
  children?: Node[];
}

const factsOf: Record<string, (data: ReleaseData, version: string, usedBy: string) => unknown> = {
  ReleaseNoteIntro: introFacts,
  ReleaseTable: tableFacts,
};

const siteDir = path.resolve(__dirname, '../../..');
let cache: {mtimeMs: number; data: ReleaseData} | undefined;

/** The release model, read again whenever the file changes (so `npm start` sees edits). */
function releaseData(): ReleaseData {
  const {mtimeMs} = fs.statSync(path.join(siteDir, dataFile));
  if (cache?.mtimeMs !== mtimeMs) cache = {mtimeMs, data: readReleaseData(siteDir)};
  return cache.data;
}

function walk(node: Node, visit: (element: JsxElement) => void): void {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as unknown as JsxElement).name) {
    visit(node as unknown as JsxElement);
  }
  node.children?.forEach((child) => walk(child, visit));
}

export default function remarkReleaseFacts() {
  return (tree: Root, file: {path?: string}): void => {
    walk(tree as Node, (element) => {
      const facts = factsOf[element.name!];
      if (!facts) return;
      const version = element.attributes.find((a) => a.name === 'version')?.value;
      const page = path.relative(process.cwd(), file.path ?? 'a page');
      const usedBy = `${page}: <${element.name} version="${String(version)}">`;
      if (typeof version !== 'string') throw new Error(`${usedBy}: version must be a plain string such as "4.2"`);
      const value = JSON.stringify(facts(releaseData(), version, usedBy));
      element.attributes = [...element.attributes.filter((a) => a.name !== 'facts'), {type: 'mdxJsxAttribute', name: 'facts', value}];
    });
  };
}
