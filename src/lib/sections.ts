/**
 * The parts of the site: the one place that names them. The page model gives each content page
 * its section; llms.txt groups its pages by them, in this order; every search record carries its
 * page's section (DocSearch's lvl0), and /search offers them, in this order, to narrow to one.
 *
 * A section owns the routes below its folders, in every docs version (`/2025/build/x` is Build):
 * for the docs, the top-level folders of docs/ and versioned_docs/ (with `routeBasePath: '/'`,
 * the route's first segment); for the API reference and the articles, their own instance's route
 * base. A content page under none of them is an error of the build (sectionOfPage), never a page
 * left out of the `.md` export and search. Browser-safe: no Node imports.
 */
import {unversionedRoute} from '../../config/versions';
import {FIXTURE_PREFIX, isUnder} from './routes';

/** Each section and the route folders it owns, in the order readers are shown them. */
export const SECTIONS = [
  {name: 'Learn', folders: ['/learn']},
  // docs/tools.mdx sits at the docs root; the Build part of the sidebar lists it.
  {name: 'Build', folders: ['/build', '/tools']},
  {name: 'Blacklight', folders: ['/blacklight']},
  {name: 'Community', folders: ['/community']},
  {name: 'API', folders: ['/api']},
  {name: 'Articles', folders: ['/articles']},
] as const satisfies readonly {name: string; folders: readonly string[]}[];

/** A section readers see (test fixtures are in none of them). */
export type ReaderSection = (typeof SECTIONS)[number]['name'];

/** The section of a page; test-only pages (PORTAL_TEST_FIXTURES=1) have one of their own. */
export type Section = ReaderSection | 'Fixtures';

/** The sections readers see, in order. */
export const SECTION_NAMES: readonly ReaderSection[] = SECTIONS.map(({name}) => name);

const FOLDERS: readonly [string, Section][] = [
  ...SECTIONS.flatMap(({name, folders}) =>
    folders.map((folder): [string, Section] => [folder, name]),
  ),
  [FIXTURE_PREFIX, 'Fixtures'],
];

/**
 * The section of a route, or null for routes outside every section (home, search, 404). An older
 * docs version's page is in the section its page is in Latest: `/2025/build/x` is Build.
 */
export function sectionOf(route: string): Section | null {
  const unversioned = unversionedRoute(route);
  return FOLDERS.find(([folder]) => isUnder(unversioned, folder))?.[1] ?? null;
}

/**
 * The section of a content page (a doc, an API page, an article). A content page in no section
 * would get no `.md` twin, no llms.txt entry and no search records, so it stops the build,
 * naming the page and what to do.
 */
export function sectionOfPage(route: string): Section {
  const section = sectionOf(route);
  if (section) return section;
  const folders = FOLDERS.map(([folder]) => folder).join(', ');
  throw new Error(
    `${route} is a content page in no section: its route is under none of the section folders ` +
      `(${folders}). Add its top-level folder to a section in src/lib/sections.ts, or move ` +
      `the page into a section's folder.`,
  );
}
