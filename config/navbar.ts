/** Top navigation: Learn, Build, Community, API, Articles; the order here is the order on screen. */
import type {Navbar} from '@docusaurus/theme-common';

export const GITHUB_ORG_URL = 'https://github.com/NillionNetwork';

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
    {type: 'doc', docId: 'learn/what-is-nillion', label: 'Learn', position: 'left'},
    {type: 'doc', docId: 'build/quickstart', label: 'Build', position: 'left'},
    {
      type: 'doc',
      docId: 'community/community-and-support',
      label: 'Community',
      position: 'left',
    },
    {to: '/articles', label: 'Articles', position: 'left'},
    {type: 'docsVersionDropdown', position: 'right', docsPluginId: 'default'},
    {type: 'localeDropdown', position: 'right'},
    {
      href: GITHUB_ORG_URL,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'Nillion on GitHub',
    },
  ],
} satisfies Partial<Navbar>;
