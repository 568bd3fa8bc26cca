/**
 * The search theme's configuration for both search modes. In local mode the Algolia
 * credentials its configuration requires are clearly local values: no request ever
 * leaves the site.
 */
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import type {SearchConfig} from './env';

export const LOCAL_APP_ID = 'local';
export const LOCAL_API_KEY = 'embedded-index';

export function algoliaThemeConfig(search: SearchConfig): AlgoliaThemeConfig['algolia'] {
  return {
    appId: search.mode === 'algolia' ? search.appId : LOCAL_APP_ID,
    apiKey: search.mode === 'algolia' ? search.apiKey : LOCAL_API_KEY,
    indexName: search.indexName,
    contextualSearch: true,
    searchPagePath: 'search',
  } as AlgoliaThemeConfig['algolia'];
}
