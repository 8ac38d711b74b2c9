import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {communitySites} from '@site/config/community';
import {useDismiss} from './useDismiss';
import SiteLink from './SiteLink';
import LauncherList from './LauncherList';
import styles from './styles.module.css';

type Panel = 'closed' | 'sites' | 'more';

/** The community sites on narrow screens: a menu with a secondary panel of other Moodle sites. */
export default function MobileMenu(): React.JSX.Element {
  const [panel, setPanel] = useState<Panel>('closed');
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const {pathname} = useLocation();
  const close = useCallback(() => setPanel('closed'), []);
  useDismiss(root, panel !== 'closed', close);

  // Navigating elsewhere closes the menu.
  useEffect(close, [pathname, close]);

  // While the menu is open the page behind it does not scroll.
  useEffect(() => {
    if (panel === 'closed') return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [panel]);

  return (
    <div className={styles.mobile} ref={root}>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={panel !== 'closed'}
        aria-controls={panelId}
        onClick={() => setPanel((p) => (p === 'closed' ? 'sites' : 'closed'))}>
        Moodle sites
      </button>
      <div id={panelId} className={styles.mobilePanel} hidden={panel === 'closed'}>
        {panel === 'more' ? (
          <>
            <button type="button" className={styles.backButton} onClick={() => setPanel('sites')}>
              ‹ Back
            </button>
            <LauncherList className={styles.mobileList} label="Other Moodle sites" />
          </>
        ) : (
          <>
            <ul className={styles.mobileList} aria-label="Moodle community sites">
              {communitySites.map((site) => (
                <li key={site.label}>
                  <SiteLink site={site} className={styles.mobileLink} />
                </li>
              ))}
            </ul>
            <button type="button" className={styles.moreButton} onClick={() => setPanel('more')}>
              More Moodle sites ›
            </button>
          </>
        )}
      </div>
    </div>
  );
}
