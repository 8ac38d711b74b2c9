import React, {type ReactNode} from 'react';

/** A piece of inline code: text, an operator kept on one line, or a point where a line may end. */
export type Piece = string | {op: string} | null;

// A line may end after `->`, `=>` and `::`; after a `\`, `/` or `_` inside a name with three letters or
// digits before it and two after (`queue_|adhoc`, `recordset_|by`, not `is_|enabled`; a placeholder
// such as `<name>` counts); and between the words of a camel-case name of 24 characters or more.
// `->` and `=>` stay whole: browsers would break after the hyphen.
const separators = /->|=>|::|(?<=[\p{L}\p{N}>]{3})[\\/_](?=[\p{L}\p{N}$<]{2})/gu;
const longName = /[\p{L}\p{N}]{24,}/gu;
const hump = /(?<=\p{Ll}{4})(?=\p{Lu}\p{Ll}{3})/gu;
const nameStart = /[\p{L}\p{N}$\\_<]/u;

/** The code, cut into pieces at the points where a line may end. */
export function codePieces(code: string): Piece[] {
  const breaks = new Set<number>();
  const ops = new Set<number>();
  for (const m of code.matchAll(separators)) {
    if (m[0].endsWith('>')) ops.add(m.index);
    breaks.add(m.index + m[0].length);
  }
  for (const name of code.matchAll(longName)) {
    for (const h of name[0].matchAll(hump)) breaks.add(name.index + h.index);
  }
  const pieces: Piece[] = [];
  let text = '';
  for (let i = 0; i < code.length; i++) {
    if (breaks.has(i) && nameStart.test(code[i]!)) {
      pieces.push(text, null);
      text = '';
    }
    if (ops.has(i)) {
      pieces.push(text, {op: code.slice(i, i + 2)});
      text = '';
      i++;
    } else text += code[i];
  }
  pieces.push(text);
  return pieces.filter((p) => p !== '');
}

/** Inline code text with its line-break points as `<wbr>`. */
export function withBreaks(code: string): ReactNode[] {
  return codePieces(code).map((p, i) => (p === null ? <wbr key={i} /> : typeof p === 'string' ? p : <span key={i} className="code-op">{p.op}</span>));
}

const entities: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The same breaks in the inline code of an HTML string, such as a heading's entry in a table of contents. */
export function withBreaksInHtml(html: string): string {
  return html.replace(/(<code>)([^<]*)(<\/code>)/g, (_, open: string, text: string, close: string) => {
    const code = text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => entities[e]!);
    const inner = codePieces(code).map((p) => (p === null ? '<wbr>' : typeof p === 'string' ? escape(p) : `<span class="code-op">${escape(p.op)}</span>`));
    return open + inner.join('') + close;
  });
}
