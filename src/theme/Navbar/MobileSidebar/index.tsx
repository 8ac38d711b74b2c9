// Wraps the stock mobile sidebar so that it mounts the first time the reader opens it. Stock mounts it,
// closed, on every phone-sized page as soon as the page hydrates: the navbar's links and, on a docs
// page, the whole doc sidebar a second time, rendered twice over (once for the window size, once more
// when the doc sidebar hands it its content). Most readers never open it, and that work fell in the
// seconds a page takes to become interactive. Once opened it stays mounted, so closing it animates as
// before; the first opening slides in from the start style in ./styles.css.
import React, {useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import './styles.css';

export default function NavbarMobileSidebarOnDemand(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Adjusting state while rendering, as React documents for state derived from a change.
  if (shown && !opened) setOpened(true);
  return opened ? <NavbarMobileSidebar /> : null;
}
