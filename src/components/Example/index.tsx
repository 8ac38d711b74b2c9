// Do and don't blocks: <ValidExample> and <InvalidExample> wrap code (or prose) that shows the right
// and the wrong way. The label says which in words and with an icon, never by colour alone.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface ExampleProps {
  /** What the example shows, after the label: "Valid example: a frankenstyle function name". */
  title?: string;
  children: ReactNode;
}

function Example({valid, title, children}: ExampleProps & {valid: boolean}) {
  const label = valid ? 'Valid example' : 'Invalid example';
  return (
    <div className={clsx(styles.example, valid ? styles.valid : styles.invalid)} role="group" aria-label={title ? `${label}: ${title}` : label}>
      <div className={styles.label}>
        <span aria-hidden="true" className={styles.icon}>
          {valid ? '✓' : '✗'}
        </span>
        {title ? `${label}: ${title}` : label}
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}

export function ValidExample(props: ExampleProps): React.JSX.Element {
  return <Example valid {...props} />;
}

export function InvalidExample(props: ExampleProps): React.JSX.Element {
  return <Example valid={false} {...props} />;
}
