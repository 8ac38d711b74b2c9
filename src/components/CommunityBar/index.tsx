import React from 'react';
import {communitySites} from '@site/config/community';
import AppLauncher from './AppLauncher';
import MobileMenu from './MobileMenu';
import SiteLink from './SiteLink';
import styles from './styles.module.css';

/** The strip above the navbar that links the Moodle community sites. */
export default function CommunityBar(): React.JSX.Element {
  return (
    <nav className={styles.bar} aria-label="Moodle community sites">
      <div className={styles.inner}>
        <ul className={styles.sites}>
          {communitySites.map((site) => (
            <li key={site.label}>
              <SiteLink site={site} className={styles.siteLink} />
            </li>
          ))}
        </ul>
        <MobileMenu />
        <AppLauncher />
      </div>
    </nav>
  );
}
