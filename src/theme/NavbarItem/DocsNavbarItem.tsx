// The navbar's link to the docs ("Guides"): the stock link, active on the pages of the versioned docs.
// A stock activeBaseRegex would also mark it on a missing page under /docs.
import React from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DefaultNavbarItem';
import {useDocsPageVersion} from './useDocsPageVersion';

export default function DocsNavbarItem(props: Props): React.JSX.Element {
  const active = useDocsPageVersion() !== undefined;
  return <DefaultNavbarItem {...props} isActive={() => active} />;
}
