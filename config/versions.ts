/**
 * The docs versions: one per SDK generation. Latest (`current`, docs/) is the platform today at
 * the spec's routes; each older generation is a frozen snapshot made with `docusaurus
 * docs:version <name>` (versioned_docs/version-<name>/) under a route prefix of its own. The
 * docs plugin, the navbar, the version banner, the page model (search, `.md`, llms.txt, MCP),
 * the redirects and the content checks all read this table; nothing else names a version.
 */
import type {VersionOptions} from '@docusaurus/plugin-content-docs';

export interface DocsVersion {
  /** The docs plugin's name for it: `current` for docs/, the snapshot's name otherwise. */
  name: string;
  /** What the dropdown, the banner and search call it: the SDK generation a reader recognises. */
  label: string;
  /** Route prefix, without slashes: '' for Latest, which keeps the spec's routes. */
  path: string;
  /** Source folder of its pages, relative to the repository root. */
  contentDir: string;
  /** One line on what it documents, for llms.txt and MCP answers. */
  generation: string;
  /**
   * The one place that states its SDK pins: a small project (package.json with its lockfile for
   * npm, requirements.txt for Python) that the content checks install and check its pages'
   * samples in. docs-dev/content-checks.md says why one project per version.
   */
  sampleProject: string;
  /** An older generation's way forward: the route of the guide that moves a project to Latest. */
  upgradeGuide?: string;
}

export const LATEST: DocsVersion = {
  name: 'current',
  label: 'Latest (SecretVaults 3)',
  path: '',
  contentDir: 'docs',
  generation:
    'the Nillion platform as it is today: SecretVaults 3, NUC 2, Node.js 24, wallet sign-in and credits',
  sampleProject: 'sample-projects/current',
};

export const GENERATION_2025: DocsVersion = {
  name: '2025',
  label: '2025 SDKs (SecretVaults 0.1)',
  path: '2025',
  contentDir: 'versioned_docs/version-2025',
  generation:
    'the 2025 SDK generation: SecretVaults 0.1.7, NUC 0.1.1, nilAI SDK 0.2.0 and nilAuth subscriptions',
  sampleProject: 'sample-projects/2025',
  upgradeGuide: '/build/migrate-from-2025',
};

/** Newest first: the order of the dropdown, of llms.txt and of search's version choice. */
export const DOCS_VERSIONS: readonly DocsVersion[] = [LATEST, GENERATION_2025];

/** The docs plugin's `versions` option: label, route prefix and banner of each. */
export function docsVersionOptions(): Record<string, VersionOptions> {
  return Object.fromEntries(
    DOCS_VERSIONS.map((version) => [
      version.name,
      version === LATEST
        ? {label: version.label, badge: false}
        : {
            label: version.label,
            path: version.path,
            // Our own banner (src/theme/DocVersionBanner) names the generation and its way out.
            banner: 'unmaintained',
            badge: true,
            // Kept out of search engines (robots noindex, and so out of the sitemap): these pages
            // teach an API the packages no longer have, and a searcher should land on Latest's
            // page for the topic. Readers still reach them by the dropdown, links, llms.txt and
            // the site's own search. README: "Docs versions".
            noIndex: true,
          },
    ]),
  );
}

/**
 * The version a route belongs to: the one whose prefix starts it, Latest otherwise. Routes
 * outside the docs (API, articles) are Latest's: they document what is served today.
 */
export function versionOfRoute(route: string): DocsVersion {
  return (
    DOCS_VERSIONS.find(
      (version) =>
        version.path !== '' &&
        (route === `/${version.path}` || route.startsWith(`/${version.path}/`)),
    ) ?? LATEST
  );
}

/**
 * The version a source page belongs to, by its folder: an older version's pages are in its
 * `contentDir`; every other page (docs/, api/, articles/, test fixtures) is Latest's.
 */
export function versionOfSourcePage(relativePath: string): DocsVersion {
  const posix = relativePath.replace(/\\/g, '/').replace(/^\.\//, '');
  return (
    DOCS_VERSIONS.find(
      (version) => version !== LATEST && posix.startsWith(`${version.contentDir}/`),
    ) ?? LATEST
  );
}

/** The route with its version prefix removed: `/2025/build/x` → `/build/x`. */
export function unversionedRoute(route: string): string {
  const {path} = versionOfRoute(route);
  return path === '' ? route : route.slice(path.length + 1) || '/';
}
