import React from 'react';
import clsx from 'clsx';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {communitySites} from '@site/config/community';
import AppLauncher from './AppLauncher';
import MobileMenu from './MobileMenu';
import SiteLink from './SiteLink';
import styles from './styles.module.css';

/** The strip above the navbar that links the Moodle community sites. */
export default function CommunityBar(): React.JSX.Element {
  // The bar sits above the sticky navbar so that its menus open over it, but the navbar's phone menu,
  // once open, must cover the bar: its first row (the way back to the main menu) is where the bar is.
  const {shown: navbarMenuShown} = useNavbarMobileSidebar();
  return (
    <nav className={clsx(styles.bar, navbarMenuShown && styles.underNavbarMenu)} aria-label="Moodle community sites">
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
