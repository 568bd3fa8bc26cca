/**
 * What the content checks (`npm run check:content`) look at and the limits they
 * enforce. Read by scripts/content-checks/*.
 */
export interface ContentChecksConfig {
  /** Folders of hand-written Markdown/MDX (relative to the repository root). */
  roots: readonly string[];
  /** Generated files inside those folders that are never checked (suffix match). */
  generatedSuffixes: readonly string[];
  /** Folders whose pages must reach the prose floor (articles are posts, not doc pages). */
  lengthFloorRoots: readonly string[];
  /** Fewest words of prose a doc page may have. */
  minProseWords: number;
  /** Pages allowed under the floor: landing and index pages whose job is to route readers on. */
  landingPages: readonly string[];
}

export const contentChecks = {
  roots: ['docs', 'api', 'articles'],
  generatedSuffixes: ['.api.mdx', '.info.mdx', '.tag.mdx', 'sidebar.ts'],
  lengthFloorRoots: ['docs', 'api'],
  minProseWords: 250,
  landingPages: [
    // A card list of the testnet-only guides (the "Testnet Guides" category page).
    'docs/community/guides/testnet.mdx',
  ],
} satisfies ContentChecksConfig;
