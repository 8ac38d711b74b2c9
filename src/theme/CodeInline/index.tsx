// Wraps the stock inline code to let long names wrap where a reader expects (see ./breaks): in a table
// cell or on a phone, `\core\task\manager::queue_adhoc_task` otherwise fits nowhere and is either
// cut off or broken inside a word. The text, and so what a reader copies, is unchanged.
import React from 'react';
import CodeInline from '@theme-original/CodeInline';
import type CodeInlineType from '@theme/CodeInline';
import type {WrapperProps} from '@docusaurus/types';
import {withBreaks} from './breaks';

type Props = WrapperProps<typeof CodeInlineType>;

export default function CodeInlineWrapper({children, ...props}: Props): React.JSX.Element {
  return <CodeInline {...props}>{typeof children === 'string' ? withBreaks(children) : children}</CodeInline>;
}
