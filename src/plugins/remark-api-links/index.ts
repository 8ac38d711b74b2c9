// Makes the inline code of the developer docs that names a Moodle API symbol a link to its definition in
// Moodle's source, at the release tag of the tree the version's table was read from, with the symbol's
// signature as the link's title: `get_string()` becomes a link to lib/moodlelib.php#L…. It reads a span as
// the check of API names reads it (src/lib/api-check), in the context of the page's own samples. Code
// blocks, headings and code already inside a link stay as they are; `<!-- no-api-link -->` (in .mdx,
// `{/* no-api-link */}`) just before a span leaves that span alone.
import path from 'node:path';
import type {InlineCode, Link, Parent, Root} from 'mdast';
import {checkInline} from '../../lib/api-check/check';
import {pageContext} from '../../lib/api-check/page';
import type {ApiIndex} from '../../lib/moodle-api/lookup';
import {loadApi, loadBuiltins, tableOf} from '../../lib/moodle-api/load';
import {definition, type Resolved} from '../../lib/moodle-api/resolve';
import {describe} from './describe';

const siteDir = path.resolve(__dirname, '../../..');

/** The table of the docs version a file belongs to, or undefined for a file outside the developer docs. */
export function tableOfFile(file: string): string | undefined {
  const relative = path.relative(siteDir, path.resolve(file)).split(path.sep).join('/');
  if (relative.startsWith('docs/')) return tableOf('current');
  const versioned = /^versioned_docs\/version-([^/]+)\//.exec(relative);
  return versioned ? tableOf(versioned[1]) : undefined;
}

export const definitionUrl = (api: ApiIndex, resolved: Resolved): string => {
  const {file, line} = definition(api, resolved);
  return `https://github.com/moodle/moodle/blob/${api.table.source.tag}/${file}#L${line}`;
};

const noLink = /^(?:<!--\s*no-api-link\s*-->|\/\*\s*no-api-link\s*\*\/)$/;

/** True when the sibling before a span is the writer's marker that turns its link off. */
function switchedOff(parent: Parent, index: number): boolean {
  const before = parent.children[index - 1] as {type: string; value?: string} | undefined;
  return (before?.type === 'html' || before?.type === 'mdxTextExpression') && noLink.test((before.value ?? '').trim());
}

const pluginWordsOf = new WeakMap<ApiIndex, Set<string>>();

/** The names of a version's plugin types and plugins, such as `repository` or `quiz`. */
function pluginWords(api: ApiIndex): Set<string> {
  let words = pluginWordsOf.get(api);
  if (!words) {
    const {pluginTypes, plugins} = api.table;
    words = new Set([...Object.keys(pluginTypes), ...Object.values(plugins).flat()]);
    pluginWordsOf.set(api, words);
  }
  return words;
}

export default function remarkApiLinks() {
  let builtins: ReturnType<typeof loadBuiltins> | undefined;
  return (tree: Root, file: {path?: string; value?: unknown}): void => {
    const version = file.path ? tableOfFile(file.path) : undefined;
    if (!version) return;
    const api = loadApi(version, siteDir);
    builtins ??= loadBuiltins(siteDir);
    const blocks: {value: string; lang: string; meta: string}[] = [];
    const walkBlocks = (node: Parent) => {
      for (const child of node.children) {
        if (child.type === 'code') blocks.push({value: child.value, lang: (child.lang ?? '').toLowerCase(), meta: child.meta ?? ''});
        else if ('children' in child) walkBlocks(child as Parent);
      }
    };
    walkBlocks(tree);
    const {ctx} = pageContext(blocks, String(file.value ?? ''), api, builtins);
    const visit = (node: Parent) => {
      if (node.type === 'heading' || node.type === 'link' || node.type === 'linkReference') return;
      node.children.forEach((child, index) => {
        if (child.type === 'inlineCode' && !switchedOff(node, index)) {
          const outcome = checkInline(child.value, ctx);
          if (outcome?.status !== 'api') return;
          // A function is named with its brackets: a bare word such as `dayofweek` or `p` is a field, a
          // key or an element far more often than the function of the same name.
          if (outcome.resolved.kind === 'function' && !child.value.includes('(')) return;
          // `repository`, `quiz` or `webservice` alone name a plugin type or a plugin in prose, not the
          // class that shares the word.
          if (/^[a-z]+$/.test(child.value) && pluginWords(api).has(child.value)) return;
          const link: Link = {type: 'link', url: definitionUrl(api, outcome.resolved), title: describe(api, outcome.resolved), children: [child as InlineCode]};
          node.children[index] = link;
        } else if ('children' in child) visit(child as Parent);
      });
    };
    visit(tree);
  };
}
