// Wrapped: the theme's page of one author's articles has no description; search engines and link previews need one.
// Can go when the blog plugin gives its author pages a description. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/Blog/Pages/BlogAuthorsPostsPage/index.tsx
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import {withPageDescription} from '@site/src/components/withPageDescription';
import {authorPageDescription} from '@site/src/lib/pageDescriptions';

export default withPageDescription<WrapperProps<typeof BlogAuthorsPostsPageType>>(
  BlogAuthorsPostsPage,
  ({author}) => authorPageDescription(author.name ?? author.key),
);
