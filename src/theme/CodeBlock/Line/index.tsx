// Wraps the stock code line so that the served HTML carries classes, not inline styles (./lineProps.ts).
// A line with no highlight and no number is its tokens and a newline, with no element of its own: on the
// Forms API page the stock line's <div>, <br> and a <span> per token were 2,500 of the page's 3,300
// elements, all for the browser to style and lay out before the page is interactive. The <pre> keeps
// the newlines, so the text, its copy and its word wrap are as before.
import React, {type ReactNode} from 'react';
import {usePrismTheme} from '@docusaurus/theme-common';
import Line from '@theme-original/CodeBlock/Line';
import type {LineInputProps, TokenInputProps} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Line';
import {leanSegments, lineProps, tokenProps, withoutEmptyTokens} from './lineProps';

export default function CodeBlockLine({line, getLineProps, getTokenProps, classNames, showLineNumbers}: Props): ReactNode {
  const {plain} = usePrismTheme();
  const tokens = withoutEmptyTokens(line);
  const styledTokenProps = (input: TokenInputProps) => tokenProps(getTokenProps(input));
  if (showLineNumbers || classNames?.length) {
    return (
      <Line
        line={tokens}
        classNames={classNames}
        showLineNumbers={showLineNumbers}
        getLineProps={(input: LineInputProps) => lineProps(getLineProps(input), plain)}
        getTokenProps={styledTokenProps}
      />
    );
  }
  const segments = leanSegments(tokens.filter((token) => !token.empty).map((token) => styledTokenProps({token})));
  const last = segments[segments.length - 1];
  if (typeof last === 'string') segments[segments.length - 1] = `${last}\n`;
  else segments.push('\n');
  return segments.map((segment, i) =>
    typeof segment === 'string' ? (
      segment
    ) : (
      <span key={i} className={segment.className} style={segment.style}>
        {segment.children}
      </span>
    ),
  );
}
