// Wraps the stock version dropdown so that it shows only on pages of the versioned docs (and not on a
// missing page under /docs: see ./useDocsPageVersion).
import React from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsPageVersion} from './useDocsPageVersion';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

export default function DocsVersionDropdownWrapper(props: Props): React.JSX.Element | null {
  if (!useDocsPageVersion(props.docsPluginId)) return null;
  return <DocsVersionDropdownNavbarItem {...props} />;
}
