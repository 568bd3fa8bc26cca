// Wrapped: every doc page (and API page, which renders the same footer) ends with "Was this page helpful?" (src/components/PageFeedback) after the theme's row of "Edit this page" and the last-updated date.
// A portal feature: Docusaurus has no page feedback (requested at https://docusaurus.io/feature-requests/p/feedback-widget). The control hydrates in a later pass (an Activity boundary, as the site footer): it sits at the bottom of the page and adds nothing to the first one. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/DocItem/Footer/index.tsx
import {Activity, type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';

export default function DocItemFooterWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Footer />
      <Activity mode="visible">
        <PageFeedback permalink={metadata.permalink} title={metadata.title} />
      </Activity>
    </>
  );
}
