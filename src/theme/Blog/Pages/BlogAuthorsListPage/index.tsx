// Wrapped: the theme's list of article authors has no description; search engines and link previews need one.
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import {withPageDescription} from '@site/src/components/withPageDescription';
import {PAGE_DESCRIPTIONS} from '@site/src/lib/pageDescriptions';

export default withPageDescription(BlogAuthorsListPage, () => PAGE_DESCRIPTIONS.articleAuthors);
