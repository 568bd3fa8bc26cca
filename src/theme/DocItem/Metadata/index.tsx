// Wrapped: a doc or API page names its Markdown twin in its head (src/components/MarkdownTwinLink), and its sidebar section in its <title> and og:title ("Usage | Private LLMs with nilAI"), and a page of an older docs version its version's label, so pages with the same heading never share a title (src/lib/sectionTitle.ts). The original sets the description, keywords and image; the second PageMetadata, rendered after it, only replaces the title, since the head manager keeps the last title it is given.
// A portal feature, not a workaround: stays while titles name their section. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/DocItem/Metadata/index.tsx
import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc, useDocsSidebar, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {sectionOf, titleWithSection} from '@site/src/lib/sectionTitle';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';

export default function MetadataWrapper(): ReactNode {
  const {metadata} = useDoc();
  const sidebar = useDocsSidebar();
  const version = useDocsVersion();
  const withSection = titleWithSection(
    metadata.title,
    sidebar ? sectionOf(sidebar.items, metadata.permalink) : null,
  );
  // An older SDK generation's copy of a page names that generation, so it never shares Latest's
  // title (in a tab, a bookmark or a search result).
  const title = version.isLast ? withSection : `${withSection} | ${version.label}`;
  return (
    <>
      <Metadata />
      {title !== metadata.title && <PageMetadata title={title} />}
      <MarkdownTwinLink permalink={metadata.permalink} />
    </>
  );
}
