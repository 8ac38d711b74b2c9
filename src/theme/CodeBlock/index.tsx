// Replaces the stock code block's entry, for two reasons:
// - It registers the site's extra Prism languages, the work the classic theme does in a client module that
//   src/plugins/lean-bundle empties in the browser bundle: Prism then travels in the chunk of the pages
//   that render markdown instead of in every page's main bundle.
// - The stock entry renders every code block a second time after hydration (keyed on useIsBrowser) so
//   that a dark-mode reader gets the dark theme's inline colours. Here the colours are CSS variables set
//   per mode (config/prism.ts), the server's output is right in both modes, and that second Prism pass
//   over each block, hundreds of milliseconds of main-thread time on a long page, is skipped.
import React, {isValidElement, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

// As the stock entry: plain string children become one string, which the copy button can copy.
function stringify(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): React.JSX.Element {
  const content = stringify(children);
  return typeof content === 'string' ? <StringContent {...props}>{content}</StringContent> : <ElementContent {...props}>{content}</ElementContent>;
}
