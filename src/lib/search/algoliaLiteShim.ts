/**
 * Stands in for 'algoliasearch/lite' in local mode (aliased by
 * plugins/local-search), so the theme's /search page queries the embedded
 * index through the same client as the modal.
 */
import {getAlgoliaShapedLocalClient, withHitCounts} from './siteSearchClient';

export function liteClient(_appId?: string, _apiKey?: string) {
  return withHitCounts(getAlgoliaShapedLocalClient());
}

export default liteClient;
