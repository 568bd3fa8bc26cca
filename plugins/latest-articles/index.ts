/**
 * Exposes the newest Technical Articles to the home page as global data, read
 * from what the blog plugin already loaded (no second parse of the posts).
 */
import type {PluginModule} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {ArticleSummary, LatestArticlesData} from '../../src/types/latestArticles';

export function latestArticles(content: BlogContent, count: number): ArticleSummary[] {
  return [...content.blogPosts]
    .filter((post) => !post.metadata.unlisted)
    .sort((a, b) => +new Date(b.metadata.date) - +new Date(a.metadata.date))
    .slice(0, count)
    .map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString(),
      description: metadata.description,
      readingTimeMinutes: metadata.readingTime
        ? Math.max(1, Math.round(metadata.readingTime))
        : null,
    }));
}

export default function latestArticlesPlugin(options: {count: number}): PluginModule {
  return () => ({
    name: 'nillion-latest-articles',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const data: LatestArticlesData = {articles: blog ? latestArticles(blog, options.count) : []};
      actions.setGlobalData(data);
    },
  });
}
