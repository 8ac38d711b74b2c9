// Lets an .mdx page use the authoring components (CONTRIBUTING: "Components") without importing them:
// the page gets the import of each one it uses, so a component's code is in the chunks of the pages that
// use it, not in the one every docs page loads with the MDX component map. A page that imports or
// declares the name itself keeps its own.
import type {Root, RootContent} from 'mdast';
import {mdxImport} from '../../lib/mdxImport';

/** Each component a page may use, by its name in markdown: the module and the export it comes from. */
export const authoringComponents: Record<string, {module: string; export: string}> = {
  Since: {module: '@site/src/components/VersionChip', export: 'Since'},
  DeprecatedSince: {module: '@site/src/components/VersionChip', export: 'DeprecatedSince'},
  ValidExample: {module: '@site/src/components/Example', export: 'ValidExample'},
  InvalidExample: {module: '@site/src/components/Example', export: 'InvalidExample'},
  CodeDiff: {module: '@site/src/components/CodeDiff', export: 'default'},
  ReleaseTable: {module: '@site/src/components/ReleaseTable', export: 'default'},
  SupportedReleases: {module: '@site/src/components/SupportedReleases', export: 'default'},
  ReleaseNoteIntro: {module: '@site/src/components/ReleaseNoteIntro', export: 'default'},
  ReleaseHistory: {module: '@site/src/components/ReleaseHistory', export: 'default'},
};

type Node = {type: string; name?: string | null; children?: Node[]; data?: {estree?: {body: Estree[]}}};
type Estree = {type: string; specifiers?: {local: {name: string}}[]; declaration?: {declarations?: {id: {name?: string}}[]; id?: {name?: string}}};

function usedNames(node: Node, found: Set<string>): Set<string> {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && Object.hasOwn(authoringComponents, node.name)) found.add(node.name);
  for (const child of node.children ?? []) usedNames(child, found);
  return found;
}

/** Names the page's own imports and exports bind. */
function boundNames(tree: Root): Set<string> {
  const bound = new Set<string>();
  for (const node of tree.children as Node[]) {
    for (const statement of node.type === 'mdxjsEsm' ? (node.data?.estree?.body ?? []) : []) {
      for (const specifier of statement.specifiers ?? []) bound.add(specifier.local.name);
      const declaration = statement.declaration;
      if (declaration?.id?.name) bound.add(declaration.id.name);
      for (const declarator of declaration?.declarations ?? []) if (declarator.id.name) bound.add(declarator.id.name);
    }
  }
  return bound;
}

export default function remarkAuthoringComponents() {
  return (tree: Root): void => {
    const bound = boundNames(tree);
    const names = [...usedNames(tree as Node, new Set())].filter((name) => !bound.has(name)).sort();
    const byModule = new Map<string, {default?: string; named: string[]}>();
    for (const name of names) {
      const {module, export: exported} = authoringComponents[name]!;
      const entry = byModule.get(module) ?? {named: []};
      if (exported === 'default') entry.default = name;
      else entry.named.push(name);
      byModule.set(module, entry);
    }
    const imports: RootContent[] = [...byModule].map(([module, entry]) => mdxImport(module, entry));
    tree.children.unshift(...imports);
  };
}
