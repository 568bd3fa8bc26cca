// Wrapped: the theme's list of article tags has no description; search engines and link previews need one.
// Can go when the blog plugin gives its tags page a description. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/BlogTagsListPage/index.tsx
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import {withPageDescription} from '@site/src/components/withPageDescription';
import {PAGE_DESCRIPTIONS} from '@site/src/lib/pageDescriptions';

export default withPageDescription(BlogTagsListPage, () => PAGE_DESCRIPTIONS.articleTags);
