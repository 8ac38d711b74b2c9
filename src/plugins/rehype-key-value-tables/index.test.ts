import type {Element, Root, RootContent} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {parseFragment} from 'parse5';
import {describe, expect, it} from 'vitest';
import rehypeKeyValueTables from './index';

// A GFM table as remark-gfm and remark-rehype give it to rehype plugins, line breaks between elements included.
function gfmTable(head: string[], rows: string[][]): Root {
  const cells = (tag: string, texts: string[]) => texts.map((text) => `\n<${tag}>${text}</${tag}>`).join('');
  const html = `<table>\n<thead>\n<tr>${cells('th', head)}\n</tr>\n</thead>\n<tbody>${rows.map((row) => `\n<tr>${cells('td', row)}\n</tr>`).join('')}\n</tbody>\n</table>`;
  return fromParse5(parseFragment(html)) as Root;
}

// Elements as `tag[attributes](children)`, text as it is; whitespace between elements left out.
const show = (node: Root | RootContent): string => {
  if (node.type === 'text') return node.value.trim();
  if (node.type !== 'element' && node.type !== 'root') return '';
  const inner = (node.children as RootContent[]).map(show).join('');
  if (node.type === 'root') return inner;
  const props = Object.entries((node as Element).properties).map(([k, v]) => `${k}=${String(v)}`);
  return `${node.tagName}${props.length ? `[${props.join(' ')}]` : ''}(${inner})`;
};

const run = (tree: Root) => {
  rehypeKeyValueTables()(tree);
  return show(tree);
};

describe('rehypeKeyValueTables', () => {
  it('serves a table with an empty header row as rows named by their first cell', () => {
    expect(run(gfmTable(['', ''], [['Release date', '9 October 2023'], ['Build', '<code>2023100900</code>']]))).toBe(
      'table[className=key-value-table](tbody(tr(th[scope=row](Release date)td(9 October 2023))tr(th[scope=row](Build)td(code(2023100900)))))',
    );
  });

  it('leaves a table with a header alone', () => {
    expect(run(gfmTable(['Database', 'Minimum version'], [['PostgreSQL', '13']]))).toBe(
      'table(thead(tr(th(Database)th(Minimum version)))tbody(tr(td(PostgreSQL)td(13))))',
    );
  });

  it('keeps a header row that names any column', () => {
    expect(run(gfmTable(['', 'Value'], [['a', 'b']]))).toBe('table(thead(tr(th()th(Value)))tbody(tr(td(a)td(b))))');
  });
});
