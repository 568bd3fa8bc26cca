// Wrapped: the desktop table of contents hydrates in its own, later pass (an Activity boundary), not in the page's first one.
// Like the desktop sidebar (src/theme/DocSidebar/Desktop), the theme server-renders it for every viewport and removes it on a phone once the window size is known: with the boundary, a phone drops it without hydrating it. Same markup, no layout change (an Activity boundary, not Suspense: React's server renderer moves a large Suspense boundary's HTML to the end of the page and reveals it with an inline script). Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/DocItem/Layout/index.tsx
import {Activity, type ReactNode} from 'react';
import Desktop from '@theme-original/DocItem/TOC/Desktop';

export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <Activity mode="visible">
      <Desktop />
    </Activity>
  );
}
