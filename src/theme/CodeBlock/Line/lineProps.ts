// What a code line and its tokens carry in the HTML. prism-react-renderer gives every token an inline
// style with its colour and every line one with the plain colour: on the Forms API page that was 1,767
// style attributes, 62 KB of a 219 KB page, for the browser to parse and style one by one.
// - A token's colour becomes a class (src/lib/prismModeTheme.ts writes the rule for each).
// - A line drops the plain colour, which it inherits from its <pre>.
// - Tokens with no text are left out, unless the line has nothing else (an empty line keeps its height).
import type {CSSProperties} from 'react';
import clsx from 'clsx';
import {colourClass} from '../../../lib/prismModeTheme';

interface TokenProps {
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

export function tokenProps<P extends TokenProps>(props: P): P {
  const {style, className} = props;
  const colour = colourClass(style?.color);
  if (!colour) return props;
  const {color: _colour, ...rest} = style!;
  const out = {...props, className: clsx(className, colour)};
  if (Object.keys(rest).length) out.style = rest;
  else delete out.style;
  return out;
}

export function lineProps<P extends TokenProps>(props: P, plain: CSSProperties): P {
  const set = Object.entries(props.style ?? {}).filter(([, value]) => value !== undefined);
  if (set.length !== 1 || set[0][0] !== 'color' || set[0][1] !== plain.color) return props;
  const {style: _style, ...rest} = props;
  return rest as P;
}

export function withoutEmptyTokens<T extends {content: string}>(line: T[]): T[] {
  const kept = line.filter((token) => token.content !== '');
  return kept.length ? kept : line;
}

export interface Span {
  className?: string;
  style?: CSSProperties;
  children: string;
}

/**
 * A plain line's tokens (after tokenProps) as the fewest nodes that look the same: a token with no colour
 * class and no style is text, and neighbours with the same class are one span. Neighbouring texts join,
 * so that React puts no separator comment between them.
 */
export function leanSegments(tokens: TokenProps[]): (string | Span)[] {
  const segments: (string | Span)[] = [];
  for (const token of tokens) {
    const text = String(token.children ?? '');
    const styled = token.style !== undefined || /(^|\s)pc-/.test(token.className ?? '');
    const last = segments[segments.length - 1];
    if (!styled) {
      if (typeof last === 'string') segments[segments.length - 1] = last + text;
      else segments.push(text);
    } else if (last !== undefined && typeof last !== 'string' && !last.style && !token.style && last.className === token.className) {
      last.children += text;
    } else {
      segments.push({className: token.className, style: token.style, children: text});
    }
  }
  return segments;
}
