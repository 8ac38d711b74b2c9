// Version chips for prose: <Since version="4.3" /> and <DeprecatedSince version="4.3" issue="MDL-12345" />.
import React from 'react';
import clsx from 'clsx';
import {issueKeyPattern, issueUrl} from '../../lib/releaseStatus';
import styles from './styles.module.css';

export interface VersionChipProps {
  /** The Moodle version, such as 4.3 or 4.1.2. */
  version: string;
  /** A tracker issue, such as MDL-12345, linked from the chip. */
  issue?: string;
}

const versionPattern = /^[1-9]\d*\.\d+(\.\d+)?$/;

function check(name: string, {version, issue}: VersionChipProps): void {
  if (!versionPattern.test(String(version))) {
    throw new Error(`<${name} version="${version}">: version must look like 4.3 or 4.1.2`);
  }
  if (issue != null && !issueKeyPattern.test(issue)) {
    throw new Error(`<${name} issue="${issue}">: issue must be a tracker key such as MDL-12345`);
  }
}

function Chip({kind, text, issue}: {kind: 'since' | 'deprecated'; text: string; issue?: string}) {
  return (
    <span className={clsx(styles.chip, styles[kind])} data-version-chip={kind}>
      {text}
      {issue && (
        <>
          {' '}
          (<a href={issueUrl(issue)}>{issue}</a>)
        </>
      )}
    </span>
  );
}

/** Marks what arrived in a version: renders "Since 4.3". */
export function Since(props: VersionChipProps): React.JSX.Element {
  check('Since', props);
  return <Chip kind="since" text={`Since ${props.version}`} issue={props.issue} />;
}

/** Marks what was deprecated in a version: renders "Deprecated since 4.3". */
export function DeprecatedSince(props: VersionChipProps): React.JSX.Element {
  check('DeprecatedSince', props);
  return <Chip kind="deprecated" text={`Deprecated since ${props.version}`} issue={props.issue} />;
}
