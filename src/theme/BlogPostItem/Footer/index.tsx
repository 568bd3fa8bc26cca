// Wrapped: an article's own page ends with "Was this page helpful?" (src/components/PageFeedback) after the theme's tags and "Edit this page"; list pages are unchanged.
// A portal feature: Docusaurus has no page feedback (requested at https://docusaurus.io/feature-requests/p/feedback-widget). The control hydrates in a later pass (an Activity boundary, as the site footer). Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/BlogPostItem/Footer/index.tsx
import {Activity, type ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageFeedback from '@site/src/components/PageFeedback';

export default function BlogPostItemFooterWrapper(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Footer />
      {isBlogPostPage && (
        <Activity mode="visible">
          <PageFeedback permalink={metadata.permalink} title={metadata.title} />
        </Activity>
      )}
    </>
  );
}
