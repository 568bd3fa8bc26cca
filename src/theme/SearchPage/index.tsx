// Wrapped: marks the page with the search mode, so the "Powered by Algolia" credit hides when the embedded index answers.
import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function SearchPageWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const local = siteConfig.customFields?.searchMode !== 'algolia';
  return (
    <HtmlClassNameProvider className={local ? 'search-mode-local' : 'search-mode-algolia'}>
      <SearchPage />
    </HtmlClassNameProvider>
  );
}
