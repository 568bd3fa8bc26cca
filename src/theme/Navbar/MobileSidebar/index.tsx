// Wrapped: on a phone the theme renders the whole drawer (the navbar's items and the docs sidebar's
// tree) as soon as the page has hydrated, hidden off-screen, in case the reader opens it. It is now
// rendered the first time it is opened and kept from then on; it slides in from its first opening
// (`@starting-style` in src/css/custom.css). Same markup once open. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/Navbar/MobileSidebar/index.tsx
import {useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  // Stored during render (React's pattern for state derived from a change): the drawer renders in
  // the same commit that shows it.
  if (shown && !opened) setOpened(true);
  return shown || opened ? <MobileSidebar /> : null;
}
