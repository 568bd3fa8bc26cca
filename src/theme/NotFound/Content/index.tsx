// Ejected (replaced): the stock 404 text tells the reader to contact whoever linked them and offers no way on; this one offers a search box and the sections.
// It also sets the title itself: the docs plugin (routeBasePath '/') renders only NotFound/Content for an unknown path, so the NotFound page's title never applied and 404.html was titled "Nillion Docs".
// A portal feature, not a workaround. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/NotFound/Content/index.tsx
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

export const NOT_FOUND_TITLE = 'Page not found';

const SECTIONS: readonly {label: string; to: string; about: string}[] = [
  {
    label: 'Learn',
    to: '/learn/what-is-nillion',
    about: 'What Nillion is and how blind computation works',
  },
  {
    label: 'Build',
    to: '/build/quickstart',
    about: 'Quickstarts and guides for nilDB, nilAI and nilCC',
  },
  {
    label: 'Blacklight',
    to: '/blacklight/overview',
    about: 'Verification of TEE workloads, and running a verifier node',
  },
  {
    label: 'API reference',
    to: '/api/overview',
    about: 'Every endpoint of the nilAI and nilDB APIs',
  },
  {label: 'Articles', to: '/articles', about: 'Technical articles from the Nillion team'},
  {
    label: 'Community',
    to: '/community/community-and-support',
    about: 'Support, testnet guides and the wallet',
  },
];

export default function NotFoundContent({className}: Props): ReactNode {
  const searchAction = useBaseUrl('/search');
  return (
    <>
      <PageMetadata title={NOT_FOUND_TITLE} />
      <main className={clsx('container margin-vert--xl', styles.page, className)}>
        <Heading as="h1">{NOT_FOUND_TITLE}</Heading>
        <p className={styles.lead}>
          There is no page at this address. It may have moved: search for it, or start from one of
          the sections below.
        </p>
        <form role="search" action={searchAction} method="get" className={styles.search}>
          <label htmlFor="not-found-search" className={styles.label}>
            Search the docs
          </label>
          <div className={styles.searchRow}>
            <input
              id="not-found-search"
              name="q"
              type="search"
              className={styles.input}
              placeholder="e.g. nilDB queries"
              autoComplete="off"
            />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
        </form>
        <nav aria-label="Sections">
          <ul className={styles.sections}>
            {SECTIONS.map(({label, to, about}) => (
              <li key={to}>
                <Link to={to} className={styles.section}>
                  <span className={styles.sectionLabel}>{label}</span>
                  <span className={styles.sectionAbout}>{about}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </>
  );
}
