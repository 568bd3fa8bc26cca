/**
 * The newest Technical Articles as the home page reads them from global data. The build
 * (plugins/latest-articles) writes this shape and the page (src/pages/index.tsx) reads it, so it
 * lives with the page's code and the plugin imports it from here.
 */

export interface ArticleSummary {
  title: string;
  permalink: string;
  /** ISO 8601. */
  date: string;
  description: string;
  readingTimeMinutes: number | null;
}

export interface LatestArticlesData {
  articles: ArticleSummary[];
}
