// Ejected: the theme's BlogPosting data names author images by relative URL; they are made absolute (withAbsoluteImages) and the JSON is escaped for a script element.
// Can go when the theme writes absolute author image URLs. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/BlogPostPage/StructuredData/index.tsx
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import {jsonLdScript, withAbsoluteImages} from '@site/src/lib/structuredData';

export default function BlogPostStructuredData(): ReactNode {
  const data = withAbsoluteImages(useBlogPostStructuredData(), useBaseUrl('/', {absolute: true}));
  return (
    <Head>
      <script type="application/ld+json">{jsonLdScript(data)}</script>
    </Head>
  );
}
