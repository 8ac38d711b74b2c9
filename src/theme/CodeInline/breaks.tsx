// The line-break points of inline code (src/plugins/rehype-code-breaks, which writes them into the docs'
// pages when they are built) as React nodes, for inline code that a component renders from data in the
// browser, which that plugin never sees (the upgrade notes).
import React, {type ReactNode} from 'react';
import {codePieces} from '../../plugins/rehype-code-breaks/breaks';

export {codePieces, withBreaksInHtml} from '../../plugins/rehype-code-breaks/breaks';

/** Inline code text with its line-break points as `<wbr>`. */
export function withBreaks(code: string): ReactNode[] {
  return codePieces(code).map((p, i) => (p === null ? <wbr key={i} /> : typeof p === 'string' ? p : <span key={i} className="code-op">{p.op}</span>));
}
