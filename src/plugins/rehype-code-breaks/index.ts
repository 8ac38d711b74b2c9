import type {Element, ElementContent, Root} from 'hast';
import {codePieces, withBreaksInHtml} from './breaks';

// Lets long names in inline code wrap where a reader expects (see ./breaks): in a table cell, in the
// narrow table of contents or on a phone, `\core\task\manager::queue_adhoc_task` otherwise fits nowhere
// and is either cut off or broken inside a word. The breaks are written into the page when it is built
// (`<wbr>`, and `->`/`=>` in a `span.code-op` that keeps them whole), so no script does it in the
// browser. The text, and so what a reader copies, is unchanged. Code blocks (`pre > code`) are left as
// they are.

type Node = {type: string; tagName?: string; children?: Node[]; data?: {estree?: EstreeNode}};
type EstreeNode = {type: string; [key: string]: unknown};

function breakCode(code: Element): void {
  const [text] = code.children;
  if (code.children.length !== 1 || text?.type !== 'text') return;
  code.children = codePieces(text.value).map((p): ElementContent => {
    if (p === null) return {type: 'element', tagName: 'wbr', properties: {}, children: []};
    if (typeof p === 'string') return {type: 'text', value: p};
    return {type: 'element', tagName: 'span', properties: {className: ['code-op']}, children: [{type: 'text', value: p.op}]};
  });
}

const isEstree = (value: unknown): value is EstreeNode => typeof value === 'object' && value !== null && typeof (value as EstreeNode).type === 'string';

/** The `value` strings (a heading's HTML) of the table of contents that the MDX loader exports as `toc`. */
function breakTocValues(node: EstreeNode): void {
  const {key, value} = node as {key?: EstreeNode; value?: EstreeNode};
  if (node.type === 'Property' && (key?.name ?? key?.value) === 'value' && value?.type === 'Literal' && typeof value.value === 'string') {
    value.value = withBreaksInHtml(value.value);
    delete value.raw;
    return;
  }
  for (const child of Object.values(node)) {
    for (const item of Array.isArray(child) ? child : [child]) if (isEstree(item)) breakTocValues(item);
  }
}

function isTocExport(node: Node): boolean {
  const [statement] = (node.data?.estree?.body as EstreeNode[] | undefined) ?? [];
  const declaration = statement?.declaration as {declarations?: {id: {name?: string}}[]} | null | undefined;
  return node.type === 'mdxjsEsm' && statement?.type === 'ExportNamedDeclaration' && declaration?.declarations?.[0]?.id.name === 'toc';
}

function visit(node: Node): void {
  for (const child of node.children ?? []) {
    if (child.type === 'element' && child.tagName === 'pre') continue;
    if (child.type === 'element' && child.tagName === 'code') breakCode(child as unknown as Element);
    else if (isTocExport(child)) breakTocValues(child.data!.estree!);
    else visit(child);
  }
}

/** Writes line-break points into the inline code of a page and of its table of contents (see above). */
export default function rehypeCodeBreaks() {
  return (tree: Root): void => visit(tree as Node);
}
