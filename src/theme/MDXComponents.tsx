// Wraps the stock MDX component map to put every table, .md or .mdx, in a keyboard-scrollable box, and to
// keep inline code that holds line-break points inline. Other stock components are unchanged. The
// authoring components are not in the map, which every docs page loads: src/plugins/remark-authoring-components
// imports each into the pages that use it.
import React, {Children, isValidElement, type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import CodeInline from '@theme/CodeInline';

/** A markdown table in a box that scrolls sideways on narrow screens and that the keyboard can reach. */
function Table(props: ComponentProps<'table'>): React.JSX.Element {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  );
}

/** A `<wbr>` or a `span.code-op` that src/plugins/rehype-code-breaks writes into inline code. */
const isBreak = (child: unknown): boolean =>
  isValidElement<{className?: string}>(child) && (child.type === 'wbr' || (child.type === 'span' && child.props.className === 'code-op'));

/**
 * Inline code with line-break points holds elements, which the stock component takes for a code block
 * (it renders inline only code whose children are all text on one line).
 */
function Code(props: ComponentProps<'code'>): React.JSX.Element {
  const children = Children.toArray(props.children);
  const inline = children.some(isBreak) && children.every((child) => isBreak(child) || (typeof child === 'string' && !child.includes('\n')));
  return inline ? <CodeInline {...props} /> : <MDXComponents.code {...props} />;
}

export default {
  ...MDXComponents,
  code: Code,
  table: Table,
};
