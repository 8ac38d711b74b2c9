import React, {useCallback, useId, useRef, useState} from 'react';
import {useDismiss} from './useDismiss';
import LauncherList from './LauncherList';
import styles from './styles.module.css';

function GridIcon(): React.JSX.Element {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {[4, 12, 20].flatMap((x) => [4, 12, 20].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2.2" fill="currentColor" />))}
    </svg>
  );
}

/** A button that toggles a panel of other Moodle sites, each with a line on what it is for. */
export default function AppLauncher(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  return (
    <div className={styles.launcher} ref={root}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Other Moodle sites"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}>
        <GridIcon />
      </button>
      <div id={panelId} className={styles.launcherPanel} hidden={!open}>
        <LauncherList className={styles.launcherList} />
      </div>
    </div>
  );
}
