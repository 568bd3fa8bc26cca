/**
 * A `SearchQuery`'s filters as facet filters (an AND of ORs), the form both the embedded engine
 * (engine.ts) and Algolia read: the page's language, then one of its context's tags, then one of
 * the sections asked for.
 */
import type {SearchQuery} from './client';

export type FacetFilterList = (string | string[])[];

export function facetFiltersOf({language, tags, sections}: SearchQuery): FacetFilterList {
  const anyOf = (attribute: string, values: readonly string[] | undefined) =>
    values && values.length > 0 ? [values.map((value) => `${attribute}:${value}`)] : [];
  return [
    `language:${language}`,
    ...anyOf('docusaurus_tag', tags),
    ...anyOf('hierarchy.lvl0', sections),
  ];
}
