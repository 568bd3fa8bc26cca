/**
 * Descriptions of the theme's own pages (search, 404, archive, tag and author lists),
 * which the theme renders without one: search results and social cards show
 * this sentence, so every page needs its own.
 */
export const PAGE_DESCRIPTIONS = {
  search:
    'Search the Nillion documentation, API reference and Technical Articles for guides, endpoints and concepts.',
  notFound:
    'This page of the Nillion documentation does not exist; search the docs or start from the home page.',
  articleTags:
    'Every topic of the Nillion Technical Articles, from nilDB and nilAI to secret sharing and TEEs.',
  articleAuthors: 'The people and teams who write the Nillion Technical Articles.',
  articleArchive: 'Every Nillion Technical Article by date, newest first.',
} as const;

/** The description of an author's page of articles. */
export function authorPageDescription(name: string): string {
  return `Technical Articles on Nillion written by ${name}.`;
}
