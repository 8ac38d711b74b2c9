// The line-break points of inline code (src/plugins/rehype-code-breaks, which writes them into the docs'
// pages when they are built) as React nodes, for inline code that a component renders from data in the
// browser, which that plugin never sees (the upgrade notes).
import React, {type ReactNode} from 'react';
import {codePieces, thinBreaks} from '../../plugins/rehype-code-breaks/breaks';

export {codePieces, withBreaksInHtml} from '../../plugins/rehype-code-breaks/breaks';

/** Inline code text with its line-break points as `<wbr>`; with `span`, at most one in that many characters. */
export function withBreaks(code: string, span?: number): ReactNode[] {
  const pieces = codePieces(code);
  return (span ? thinBreaks(pieces, span) : pieces).map((p, i) => (p === null ? <wbr key={i} /> : typeof p === 'string' ? p : <span key={i} className="code-op">{p.op}</span>));
}
