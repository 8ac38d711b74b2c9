import React from 'react';
import {launcherSites} from '@site/config/community';
import styles from './styles.module.css';

/** The other Moodle sites, each with a line on what it is for; they open in a new tab. */
export default function LauncherList({className, label}: {className: string; label?: string}): React.JSX.Element {
  return (
    <ul className={className} aria-label={label}>
      {launcherSites.map((site) => (
        <li key={site.href}>
          <a href={site.href} target="_blank" rel="noopener noreferrer" className={styles.launcherLink}>
            <strong>{site.label}</strong>
            <span>{site.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
