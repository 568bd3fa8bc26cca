// Wrapped: an article's head names its Markdown twin (src/components/MarkdownTwinLink), as doc and API pages do (DocItem/Metadata). A portal feature, not a workaround. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/BlogPostPage/Metadata/index.tsx
import type {ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';

export default function MetadataWrapper(): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata />
      <MarkdownTwinLink permalink={metadata.permalink} />
    </>
  );
}
