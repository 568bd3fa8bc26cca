// Wrapped: the theme's list of article authors has no description; search engines and link previews need one.
import type {ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {PAGE_DESCRIPTIONS} from '@site/src/lib/pageDescriptions';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={PAGE_DESCRIPTIONS.articleAuthors} />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
