/**
 * The Technical Articles blog at /articles: Docusaurus's blog plugin, registered in the plugin
 * list with these options (the classic preset's `blog` option is off).
 */
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';

const description =
  'Technical articles from the Nillion team on private storage, private AI and blind computation.';

export const articlesOptions = {
  path: 'articles',
  routeBasePath: 'articles',
  blogTitle: 'Technical Articles',
  blogDescription: description,
  blogSidebarTitle: 'Technical Articles',
  blogSidebarCount: 10,
  postsPerPage: 10,
  showReadingTime: true,
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  feedOptions: {
    type: ['rss', 'atom'],
    title: 'Nillion Technical Articles',
    description,
    copyright: `© ${new Date().getFullYear()} Nillion`,
  },
} satisfies BlogOptions;
