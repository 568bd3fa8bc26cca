// Wrapped: the theme's list of article authors has no description; search engines and link previews need one.
// Can go when the blog plugin gives its author pages a description. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/Blog/Pages/BlogAuthorsListPage/index.tsx
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import {withPageDescription} from '@site/src/components/withPageDescription';
import {PAGE_DESCRIPTIONS} from '@site/src/lib/pageDescriptions';

export default withPageDescription(BlogAuthorsListPage, () => PAGE_DESCRIPTIONS.articleAuthors);
