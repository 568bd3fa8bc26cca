/** Footer link groups, in order on screen: Community, Builders, More. */
import type {Footer} from '@docusaurus/theme-common';
import {GITHUB_ORG, GITHUB_ORG_URL} from './repository';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Community',
      items: [
        {label: 'Discord', href: 'https://discord.com/invite/nillionnetwork'},
        {label: 'BuildOnNillion', href: 'https://x.com/buildonnillion'},
        {label: 'Nucleus Ecosystem', href: 'https://nucleus.nillion.com/'},
      ],
    },
    {
      title: 'Builders',
      items: [
        {label: 'GitHub', href: GITHUB_ORG_URL},
        {label: 'GitHub Discussions', href: `https://github.com/orgs/${GITHUB_ORG}/discussions`},
        {
          label: 'Report a Bug',
          href: `https://github.com/orgs/${GITHUB_ORG}/discussions/categories/bugs`,
        },
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Technical Articles', to: '/articles'},
        {label: 'API Reference', to: '/api/overview'},
        {label: 'Website', href: 'https://nillion.com'},
        {label: 'X (formerly Twitter)', href: 'https://x.com/nillionnetwork'},
      ],
    },
  ],
  copyright: `© ${new Date().getFullYear()} Nillion.`,
} satisfies Footer;
