// Replaces the stock code block's entry. The stock entry renders every code block a second time after
// hydration (keyed on useIsBrowser) so that a dark-mode reader gets the dark theme's inline colours.
// Here the colours are CSS variables set per mode (config/prism.ts), the server's output is right in both
// modes, and the browser adopts it as served (./Content): a second render would need Prism, which a
// page's first load no longer carries.
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

// As the stock entry: plain string children become one string, which the copy button can copy.
function stringify(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): React.JSX.Element {
  const content = stringify(children);
  return typeof content === 'string' ? <StringContent {...props}>{content}</StringContent> : <ElementContent {...props}>{content}</ElementContent>;
}
