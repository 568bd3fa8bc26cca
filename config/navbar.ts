/** Top navigation: Learn, Build, Blacklight, Community, API, Articles; the order here is the order on screen. */
import type {Navbar} from '@docusaurus/theme-common';
import {GITHUB_ORG_URL} from './repository';
import {DOCS_VERSIONS} from './versions';

/** Route prefixes of the older docs versions (`/2025`), any of which may start a docs route. */
const olderVersionPaths = DOCS_VERSIONS.filter(({path}) => path !== '').map(({path}) => path);
const versionPrefix = `(/(?:${olderVersionPaths.join('|')}))?`;

/**
 * A section's navbar item: links to its landing page, active on every page under `prefix` in
 * every docs version (an older version's pages sit under its own prefix).
 */
function section(label: string, to: string, prefix: string) {
  return {to, label, position: 'left' as const, activeBaseRegex: `^${versionPrefix}${prefix}(/|$)`};
}

export const navbar = {
  title: 'Nillion Docs',
  hideOnScroll: true,
  logo: {
    alt: 'Nillion',
    src: 'img/logo-light.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    // Plain links with a path pattern, not `type: 'doc'`: Learn, Build, Blacklight and Community are one
    // sidebar, and a doc item is active on every page of its sidebar, so all of them lit at once.
    // Each section owns its URL prefix, so exactly one item is active on any page of a section.
    section('Learn', '/learn/what-is-nillion', '/learn'),
    section('Build', '/build/quickstart', '/build'),
    section('Blacklight', '/blacklight/overview', '/blacklight'),
    section('Community', '/community/community-and-support', '/community'),
    section('API', '/api/overview', '/api'),
    section('Articles', '/articles', '/articles'),
    // Latest and each older SDK generation (config/versions). Not highlighted as active: it is
    // a choice of version, not a place in the site.
    {
      type: 'docsVersionDropdown',
      position: 'right',
      docsPluginId: 'default',
      dropdownActiveClassDisabled: true,
    },
    {type: 'localeDropdown', position: 'right'},
    {
      href: GITHUB_ORG_URL,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'Nillion on GitHub',
    },
  ],
} satisfies Partial<Navbar>;
