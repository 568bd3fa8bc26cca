/**
 * The Technical Articles blog at /articles: Docusaurus's blog plugin, registered in the plugin
 * list with these options (the classic preset's `blog` option is off).
 */
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {DOCS_EDIT_URL} from './repository';

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
  // "Edit this page" opens the article's source. No last-updated date: an article is a dated
  // piece, and its file's last commit is usually upkeep (a cover, a moved link), not a revision.
  editUrl: DOCS_EDIT_URL,
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
