import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import remarkReleaseFacts from './index';
import releaseData from '../../../data/versions.json';

type Attribute = {type: 'mdxJsxAttribute'; name: string; value?: unknown};
const element = (name: string, attributes: Attribute[]) => ({type: 'mdxJsxFlowElement', name, attributes, children: []});
const version = (value: unknown): Attribute => ({type: 'mdxJsxAttribute', name: 'version', value});
const run = (...children: object[]) => {
  const tree = {type: 'root', children: [{type: 'paragraph', children}]} as unknown as Root;
  remarkReleaseFacts()(tree, {path: `${process.cwd()}/general/releases/x.md`});
  return (tree.children[0] as unknown as {children: {attributes: Attribute[]}[]}).children;
};
const factsOf = (node: {attributes: Attribute[]}) => JSON.parse(node.attributes.find((a) => a.name === 'facts')!.value as string);

describe('remarkReleaseFacts', () => {
  const m42 = releaseData.branches.find((b) => b.version === '4.2')!;

  it('gives ReleaseNoteIntro its release and branch, for a minor version and for a branch', () => {
    const [minor, major] = run(element('ReleaseNoteIntro', [version('4.2.1')]), element('ReleaseNoteIntro', [version('4.2')]));
    expect(factsOf(minor)).toEqual({branch: {version: '4.2', lts: m42.lts}, release: m42.releases[0]});
    expect(factsOf(major).release).toEqual({version: '4.2', releaseDate: m42.releaseDate, build: m42.build, issuesFixed: m42.issuesFixed, securityAdvisories: null});
  });

  it('gives ReleaseTable the minor releases of its branch', () => {
    const [table] = run(element('ReleaseTable', [version('4.2')]));
    expect(factsOf(table)).toEqual({version: '4.2', releases: m42.releases});
  });

  it('leaves other elements alone', () => {
    const [other] = run(element('Since', [version('4.2')]));
    expect(other.attributes.map((a) => a.name)).toEqual(['version']);
  });

  it('fails the build on an unknown version or a version that is not a plain string, naming the page', () => {
    expect(() => run(element('ReleaseNoteIntro', [version('4.2.99')]))).toThrow(
      'general/releases/x.md: <ReleaseNoteIntro version="4.2.99">: version "4.2.99" is not a release in data/versions.json',
    );
    expect(() => run(element('ReleaseTable', [version('9.9')]))).toThrow('is not a branch in data/versions.json');
    expect(() => run(element('ReleaseTable', [version({type: 'mdxJsxAttributeValueExpression'})]))).toThrow('version must be a plain string');
  });
});
