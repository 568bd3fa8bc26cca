// Wrapped: the footer, below the fold on every page, hydrates in its own, later pass (an Activity boundary), so the first hydration pass is shorter.
// Same markup, no layout change (an Activity boundary, not Suspense: React's server renderer moves a large Suspense boundary's HTML to the end of the page and reveals it with an inline script); a click on it before then hydrates it first (React replays the event). Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/Footer/index.tsx
import {Activity, type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <Activity mode="visible">
      <Footer {...props} />
    </Activity>
  );
}
