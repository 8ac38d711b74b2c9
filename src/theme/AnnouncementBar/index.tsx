// Wraps the stock announcement bar. The stock inline script hides the bar before React runs when the
// previous announcement was dismissed, even if the announcement (its id) has changed since; once React
// knows the bar is active again, this lifts that early hiding so the new announcement shows at once.
import React, {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const initiallyDismissed = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props): React.JSX.Element {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.removeAttribute(initiallyDismissed);
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
