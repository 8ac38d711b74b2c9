import type {Code, InlineCode, Nodes, Root} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visitParents} from 'unist-util-visit-parents';

/** A span of inline code, or a fenced code block, of a page, with where it stands. */
export type CodeSpan =
  | {type: 'inline'; value: string; line: number; column: number; inHeading: boolean; block: Nodes; old: boolean}
  | {type: 'block'; value: string; lang: string; line: number; old: boolean};

const mdParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm);
const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx);

export function parsePage(text: string, file: string): Root {
  return (file.endsWith('.mdx') ? mdxParser : mdParser).parse(text);
}

/** MDX elements whose content shows the old way of doing something: their samples may use deprecated API. */
const oldWayElements = new Set(['InvalidExample']);

function isOldWay(ancestors: Nodes[], node: Nodes): boolean {
  return ancestors.some((a, i) => {
    if (a.type !== 'mdxJsxFlowElement' && a.type !== 'mdxJsxTextElement') return false;
    if (oldWayElements.has(a.name ?? '')) return true;
    // The first child of a CodeDiff is the code before the change.
    if (a.name === 'CodeDiff') {
      const child = ancestors[i + 1] ?? node;
      return a.children.filter((c) => c.type !== 'text')[0] === child;
    }
    return false;
  });
}

/** Every inline code span and code block of a page. */
export function codeSpans(tree: Root): CodeSpan[] {
  const spans: CodeSpan[] = [];
  visitParents(tree, (node, ancestors) => {
    if (node.type === 'inlineCode') {
      const {line, column} = (node as InlineCode).position!.start;
      const block = [...ancestors].reverse().find((a) => ['paragraph', 'heading', 'tableCell', 'listItem'].includes(a.type)) ?? tree;
      spans.push({type: 'inline', value: (node as InlineCode).value, line, column, inHeading: ancestors.some((a) => a.type === 'heading'), block: block as Nodes, old: isOldWay(ancestors as Nodes[], node as Nodes)});
    } else if (node.type === 'code') {
      const code = node as Code;
      spans.push({type: 'block', value: code.value, lang: (code.lang ?? '').toLowerCase(), line: code.position!.start.line + 1, old: isOldWay(ancestors as Nodes[], code) || /\bold\b/.test(code.meta ?? '')});
    }
  });
  return spans;
}
