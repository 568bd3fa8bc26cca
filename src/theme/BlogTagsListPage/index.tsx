// Wrapped: the theme's list of article tags has no description; search engines and link previews need one.
import type {ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {PAGE_DESCRIPTIONS} from '@site/src/lib/pageDescriptions';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={PAGE_DESCRIPTIONS.articleTags} />
      <BlogTagsListPage {...props} />
    </>
  );
}
