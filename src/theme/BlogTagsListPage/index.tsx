// Wrapped: the theme's list of article tags has no description; search engines and link previews need one.
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import {withPageDescription} from '@site/src/components/withPageDescription';
import {PAGE_DESCRIPTIONS} from '@site/src/lib/pageDescriptions';

export default withPageDescription(BlogTagsListPage, () => PAGE_DESCRIPTIONS.articleTags);
