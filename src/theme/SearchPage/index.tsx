// Wrapped: marks the page with the search mode, so the "Powered by Algolia" credit hides when the embedded index answers, gives the page the description the theme leaves out, and replaces the theme's `<meta property="robots">` (robots read `name=`, so /search was indexable) with a noindex tag robots read.
import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';
import {HtmlClassNameProvider, PageMetadata} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PAGE_DESCRIPTIONS} from '@site/src/lib/pageDescriptions';

export default function SearchPageWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const local = siteConfig.customFields?.searchMode !== 'algolia';
  return (
    <HtmlClassNameProvider className={local ? 'search-mode-local' : 'search-mode-algolia'}>
      <PageMetadata description={PAGE_DESCRIPTIONS.search} />
      <SearchPage />
      <Head>
        {/* The head manager keys a meta tag by its last identifying attribute, here `property`,
            so this tag, rendered after the theme's, takes the place of its `property="robots"`. */}
        <meta name="robots" property="robots" content="noindex" />
      </Head>
    </HtmlClassNameProvider>
  );
}
