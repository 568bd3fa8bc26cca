// Wrapped: marks the page with the search mode, so the "Powered by Algolia" credit hides when the embedded index answers, and gives the page the description the theme leaves out.
import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
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
    </HtmlClassNameProvider>
  );
}
