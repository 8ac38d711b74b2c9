// An operator kept whole (captured: browsers would break `->` after its hyphen), or a point where a
// line may end: after `::`; after a `\`, `/` or `_` inside a name with three letters or digits before
// it and two after (`queue_|adhoc`, `recordset_|by`, not `is_|enabled`; a placeholder such as `<name>`
// counts); and before a capital that starts a word of a long camel-case name. A line may also end
// after `->` and `=>`.
const breaks = /(->|=>)|(?<=::|(?<=[\p{L}\p{N}>]{3})[\\/_])(?=[\p{L}\p{N}$<]{2})|(?<=[\p{L}\p{N}]{8}\p{Ll})(?=\p{Lu}\p{Ll}{3})/u;

export type Piece = string | {op: string} | null;

/** Inline code text cut where a line may end: text pieces, operators (`{op}`) and line-break points (`null`). */
export function codePieces(code: string): Piece[] {
  return code.split(breaks).flatMap((piece, i): Piece[] => (i % 2 === 0 ? (piece ? [piece] : []) : piece ? [{op: piece}, null] : [null]));
}

/** A piece's length in characters; a break point has none. */
const length = (piece: Piece): number => (piece === null ? 0 : typeof piece === 'string' ? piece.length : piece.op.length);

/**
 * The same pieces with fewer line-break points, for pages that hold thousands of names: a point is kept
 * only where the text since the last one kept would otherwise grow past `span` characters, so each run
 * between points stays within `span` unless one piece alone is longer.
 */
export function thinBreaks(pieces: Piece[], span: number): Piece[] {
  let run = 0;
  return pieces.filter((piece, i) => {
    if (piece !== null) {
      run += length(piece);
      return true;
    }
    // The text up to the next point.
    let next = 0;
    for (let j = i + 1; j < pieces.length && pieces[j] !== null; j++) next += length(pieces[j]!);
    if (run + next <= span) return false;
    run = 0;
    return true;
  });
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const decoded: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'"};

/** The same breaks in the inline code of an HTML string, such as a heading's entry in a table of contents. */
export function withBreaksInHtml(html: string): string {
  return html.replace(/<code>([^<]*)<\/code>/g, (_, text: string) => {
    const code = text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => decoded[name]!);
    const pieces = codePieces(code).map((p) => (p === null ? '<wbr>' : typeof p === 'string' ? escape(p) : `<span class="code-op">${escape(p.op)}</span>`));
    return `<code>${pieces.join('')}</code>`;
  });
}
