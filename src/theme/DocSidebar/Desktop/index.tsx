// Wrapped: the desktop sidebar hydrates in its own, later pass (an Activity boundary), not in the page's first one.
// On a phone the theme server-renders it (useWindowSize starts at "ssr"), hydrates every link of it, then removes it once the window size is known: with the boundary, a phone drops it without hydrating it, and a desktop hydrates it after the article, in short slices. A click on it before then hydrates it first (React replays the event). Same markup, no layout change (an Activity boundary, not Suspense: React's server renderer moves a large Suspense boundary's HTML to the end of the page and reveals it with an inline script). Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/DocSidebar/index.tsx
import {Activity, type ReactNode} from 'react';
import Desktop from '@theme-original/DocSidebar/Desktop';
import type DesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DesktopType>;

export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <Activity mode="visible">
      <Desktop {...props} />
    </Activity>
  );
}
