import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';

/** /search?q=… — the full-results page. The search issue connects it to the index. */
export default function SearchPage(): ReactNode {
  const query = new URLSearchParams(useLocation().search).get('q') ?? '';
  return (
    <Layout title="Search" description="Search the Nillion documentation.">
      <main className="container margin-vert--lg">
        <Heading as="h1">
          {query ? `Search results for “${query}”` : 'Search the documentation'}
        </Heading>
        <form action="/search" method="get" role="search">
          <label htmlFor="search-page-input">Search docs</label>{' '}
          <input
            id="search-page-input"
            name="q"
            type="search"
            maxLength={64}
            defaultValue={query}
          />{' '}
          <button type="submit" className="button button--primary button--sm">
            Search
          </button>
        </form>
        <p className="margin-top--md">
          Browse by section: <Link to="/learn/what-is-nillion">Learn</Link>,{' '}
          <Link to="/build/quickstart">Build</Link>, <Link to="/api/overview">API</Link>,{' '}
          <Link to="/community/community-and-support">Community</Link> and{' '}
          <Link to="/articles">Technical Articles</Link>.
        </p>
      </main>
    </Layout>
  );
}
