// <CodeDiff> puts two children side by side (stacked on narrow screens): the code before a change and
// after it. Each side is labelled in words.
import React, {Children, type ReactNode} from 'react';
import styles from './styles.module.css';

export interface CodeDiffProps {
  /** Label of the first child. */
  before?: string;
  /** Label of the second child. */
  after?: string;
  children: ReactNode;
}

export default function CodeDiff({before = 'Before', after = 'After', children}: CodeDiffProps): React.JSX.Element {
  // Whitespace between the two code blocks in MDX is not a child; anything else is.
  const sides = Children.toArray(children).filter((c) => !(typeof c === 'string' && c.trim() === ''));
  if (sides.length !== 2) {
    throw new Error(`<CodeDiff> needs exactly two children (before and after), not ${sides.length}`);
  }
  return (
    <div className={styles.diff}>
      {[before, after].map((label, i) => (
        <div className={styles.side} role="group" aria-label={label} key={label}>
          <div className={styles.label}>{label}</div>
          {sides[i]}
        </div>
      ))}
    </div>
  );
}
