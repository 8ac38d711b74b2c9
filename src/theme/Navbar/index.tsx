// Wraps the stock navbar to put the Moodle community bar above it; the navbar itself is unchanged.
import React from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import CommunityBar from '@site/src/components/CommunityBar';

type Props = WrapperProps<typeof NavbarType>;

export default function NavbarWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <CommunityBar />
      <Navbar {...props} />
    </>
  );
}
