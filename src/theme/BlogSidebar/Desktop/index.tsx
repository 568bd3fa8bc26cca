// Wrapped: the articles' desktop sidebar ("Recent posts") hydrates in its own, later pass (an Activity boundary), not in the page's first one.
// As the docs' desktop sidebar (src/theme/DocSidebar/Desktop): the theme server-renders it for every viewport (useWindowSize starts at "ssr"), hydrates every link of it, then swaps it for the navbar's menu on a phone; with the boundary, a phone drops it without hydrating it, and a desktop hydrates it after the article. Same markup, no layout change. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/BlogSidebar/index.tsx
import {Activity, type ReactNode} from 'react';
import Desktop from '@theme-original/BlogSidebar/Desktop';
import type DesktopType from '@theme/BlogSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DesktopType>;

export default function BlogSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <Activity mode="visible">
      <Desktop {...props} />
    </Activity>
  );
}
