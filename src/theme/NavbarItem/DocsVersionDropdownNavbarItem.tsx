// Wraps the stock version dropdown so that it shows only on pages of the versioned docs.
import React from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

export default function DocsVersionDropdownWrapper(props: Props): React.JSX.Element | null {
  const {activeVersion} = useActiveDocContext(props.docsPluginId);
  if (!activeVersion) return null;
  return <DocsVersionDropdownNavbarItem {...props} />;
}
