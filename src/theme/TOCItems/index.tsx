// Wraps the stock table of contents items to give the inline code of a heading's entry the line-break
// points the page's own inline code has (src/theme/CodeInline): the table is narrow, and a name such as
// `communication_provider` would otherwise break inside a word.
import React, {useMemo} from 'react';
import TOCItems from '@theme-original/TOCItems';
import type TOCItemsType from '@theme/TOCItems';
import type {WrapperProps} from '@docusaurus/types';
import {withBreaksInHtml} from '../CodeInline/breaks';

type Props = WrapperProps<typeof TOCItemsType>;

export default function TOCItemsWrapper({toc, ...props}: Props): React.JSX.Element {
  const withBreaks = useMemo(() => toc.map((item) => ({...item, value: withBreaksInHtml(item.value)})), [toc]);
  return <TOCItems toc={withBreaks} {...props} />;
}
