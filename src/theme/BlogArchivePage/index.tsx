// Wrapped: the theme describes the archive as just "Archive"; search engines and link previews need a sentence.
import type {ReactNode} from 'react';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type BlogArchivePageType from '@theme/BlogArchivePage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {PAGE_DESCRIPTIONS} from '@site/src/lib/pageDescriptions';

type Props = WrapperProps<typeof BlogArchivePageType>;

export default function BlogArchivePageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogArchivePage {...props} />
      {/* After the page: of two descriptions, the one rendered last is the one written. */}
      <PageMetadata description={PAGE_DESCRIPTIONS.articleArchive} />
    </>
  );
}
