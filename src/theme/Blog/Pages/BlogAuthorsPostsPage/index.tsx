// Wrapped: the theme's page of one author's articles has no description; search engines and link previews need one.
import type {ReactNode} from 'react';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {authorPageDescription} from '@site/src/lib/pageDescriptions';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={authorPageDescription(props.author.name ?? props.author.key)} />
      <BlogAuthorsPostsPage {...props} />
    </>
  );
}
