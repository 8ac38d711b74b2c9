// Wraps the stock code line so that the served HTML carries classes, not inline styles (./lineProps.ts).
import React, {type ReactNode} from 'react';
import {usePrismTheme} from '@docusaurus/theme-common';
import Line from '@theme-original/CodeBlock/Line';
import type {LineInputProps, TokenInputProps} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Line';
import {lineProps, tokenProps, withoutEmptyTokens} from './lineProps';

export default function CodeBlockLine({line, getLineProps, getTokenProps, ...props}: Props): ReactNode {
  const {plain} = usePrismTheme();
  return (
    <Line
      {...props}
      line={withoutEmptyTokens(line)}
      getLineProps={(input: LineInputProps) => lineProps(getLineProps(input), plain)}
      getTokenProps={(input: TokenInputProps) => tokenProps(getTokenProps(input))}
    />
  );
}
