// Ejected: the theme's Blog data names author images by relative URL; they are made absolute (withAbsoluteImages) and the JSON is escaped for a script element.
// Can go when the theme writes absolute author image URLs. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/BlogListPage/StructuredData/index.tsx
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useBlogListPageStructuredData} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogListPage/StructuredData';
import {jsonLdScript, withAbsoluteImages} from '@site/src/lib/structuredData';

export default function BlogListPageStructuredData(props: Props): ReactNode {
  const data = withAbsoluteImages(
    useBlogListPageStructuredData(props),
    useBaseUrl('/', {absolute: true}),
  );
  return (
    <Head>
      <script type="application/ld+json">{jsonLdScript(data)}</script>
    </Head>
  );
}
