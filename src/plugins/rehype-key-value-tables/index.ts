import type {Element, ElementContent, Root, RootContent} from 'hast';

// Markdown has no table without a header row, so a table of facts (a name and a value a row, like the
// one that opens each release page) is written with an empty one: `| | |`. Served as written, the
// table opens with a row of empty header cells, which screen readers announce and which shows as a
// blank bar. Such a table is served without that row, with each row's first cell as the header of its
// row, the way the facts are read: "Release date: 9 October 2023". Its class (./styles.css, a custom
// stylesheet of the theme) aligns those headers with the start of the row.

/** The class of such a table, whose row headers ./styles.css sets to the start of their cells. */
export const tableClass = 'key-value-table';

const isElement = (node: RootContent | ElementContent, tagName: string): node is Element =>
  node.type === 'element' && node.tagName === tagName;

const textOf = (node: RootContent | ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

const elements = (node: Element, tagName: string): Element[] => node.children.filter((child): child is Element => isElement(child, tagName));

function rowHeaders(table: Element): void {
  const head = elements(table, 'thead')[0];
  if (!head || textOf(head).trim() !== '') return;
  table.children = table.children.filter((child) => child !== head);
  table.properties = {...table.properties, className: [tableClass]};
  for (const row of elements(table, 'tbody').flatMap((body) => elements(body, 'tr'))) {
    const first = elements(row, 'td')[0];
    if (!first || row.children.find((cell) => cell.type === 'element') !== first) continue;
    first.tagName = 'th';
    first.properties = {...first.properties, scope: 'row'};
  }
}

function visit(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'table') rowHeaders(child);
    visit(child);
  }
}

/** Serves a Markdown table whose header row is empty as a table of row headers (see above). */
export default function rehypeKeyValueTables() {
  return (tree: Root): void => visit(tree);
}
