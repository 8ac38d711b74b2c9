// Replaces the stock choice between the desktop and the mobile doc sidebar. Stock renders the desktop
// sidebar on the server and, once a phone-sized page has hydrated, deletes it (its container is hidden
// below 997 px anyway) and mounts the mobile one, which hands its items to the navbar's menu. Deleting a
// few hundred sidebar elements happens inside one commit, which React cannot split: 34 ms of main thread
// on the Forms API page, four times that on Lighthouse's phone. Here the desktop sidebar stays, hidden
// by the stock CSS, and the mobile one is added beside it.
import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

export default function DocSidebar(props: Props): ReactNode {
  const mobile = useWindowSize() === 'mobile';
  return (
    <>
      <DocSidebarDesktop {...props} />
      {mobile && <DocSidebarMobile {...props} />}
    </>
  );
}
