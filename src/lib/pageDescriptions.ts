/**
 * Page descriptions the content does not give: search results and social cards
 * show this sentence, so every page needs its own.
 */

/**
 * The site's tagline, also every page's description until the page sets its
 * own. Only the home page and the 404 page may keep it: the 404 page's own head
 * tags never reach its static HTML (the theme's "Page Not Found" title does not
 * either), so the site-wide default is what it carries.
 */
export const SITE_DESCRIPTION =
  'Nillion is a secure computation network that spreads trust for high-value data across many independent parties.';

/** The theme's own pages (search, archive, tag and author lists), which it renders without one. */
export const PAGE_DESCRIPTIONS = {
  search:
    'Search the Nillion documentation, API reference and Technical Articles for guides, endpoints and concepts.',
  articleTags:
    'Every topic of the Nillion Technical Articles, from nilDB and nilAI to secret sharing and TEEs.',
  articleAuthors: 'The people and teams who write the Nillion Technical Articles.',
  articleArchive: 'Every Nillion Technical Article by date, newest first.',
} as const;

/** The description of an author's page of articles. */
export function authorPageDescription(name: string): string {
  return `Technical Articles on Nillion written by ${name}.`;
}
