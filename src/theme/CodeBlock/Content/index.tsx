// Wraps the stock code block content so that a page's first load needs no Prism (about 33 KB gzipped).
// - A block the server rendered is adopted as it is: hydration keeps the served, highlighted <pre>
//   (its inner HTML is left to the browser) instead of tokenising the code again to match it.
// - A block rendered later in the browser, on a page reached by a link, is highlighted by the stock
//   content, whose chunk loads on first use; until it arrives the code shows as plain lines.
// The served <pre> keeps the stock attributes, so that the word-wrap and copy buttons work as before.
import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {wasServed} from '../../../lib/served';
import {loadHighlighter, loadedHighlighter} from './highlighter';

function useHighlighter(wanted: boolean) {
  const [Highlighted, setHighlighted] = useState(loadedHighlighter);
  useEffect(() => {
    if (!wanted || Highlighted) return;
    let current = true;
    loadHighlighter().then(
      (loaded) => current && setHighlighted(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, Highlighted]);
  return Highlighted;
}

/** The <pre> and <code> of the stock content, with its classes and styles. */
function usePreProps({className}: Props) {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const numbered = metadata.lineNumbersStart !== undefined;
  return {
    pre: {
      ref: wordWrap.codeBlockRef,
      tabIndex: 0,
      className: clsx(className, `prism-code language-${metadata.language.toLowerCase()}`, styles.codeBlock, 'thin-scrollbar'),
      style: prismTheme.plain,
    },
    code: {
      className: clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering),
      style: {counterReset: numbered ? `line-count ${metadata.lineNumbersStart! - 1}` : undefined},
    },
    metadata,
  };
}

// The empty inner HTML is never written: hydration leaves the children of an element given its inner HTML
// alone, and React 19 writes it again only when the object changes, so it must be this one object.
const keepServedHtml = Object.freeze({__html: ''});

function Served(props: Props) {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <pre {...usePreProps(props).pre} dangerouslySetInnerHTML={keepServedHtml} suppressHydrationWarning />;
}

const plainLineProps = ({className}: {className?: string}) => ({className: clsx('token-line', className)});
const plainTokenProps = ({token}: {token: {types: string[]; content: string}}) => ({className: clsx('token', ...token.types), children: token.content});

function Plain(props: Props) {
  const {pre, code, metadata} = usePreProps(props);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre {...pre}>
      <code {...code}>
        {metadata.code.split('\n').map((text, i) => (
          <Line
            key={i}
            line={[{types: ['plain'], content: text || '\n', empty: !text}]}
            getLineProps={plainLineProps as never}
            getTokenProps={plainTokenProps as never}
            classNames={metadata.lineClassNames[i]}
            showLineNumbers={metadata.lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}

export default function CodeBlockContent(props: Props): React.JSX.Element {
  const isBrowser = useIsBrowser();
  // Decided when the block mounts: in a hydrating browser, before hydration has finished, it was served.
  // A served block's code never changes: only the dev server, which serves nothing, re-renders on edits.
  const [served] = useState(() => wasServed(isBrowser));
  const Highlighted = useHighlighter(!served);
  if (served) return <Served {...props} />;
  return Highlighted ? <Highlighted {...props} /> : <Plain {...props} />;
}
