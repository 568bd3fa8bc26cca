/**
 * Uploads the embedded index's records to a hosted Algolia index, so the hosted search answers
 * from exactly the records the local search uses and never depends on an external crawler.
 */
import type {Algoliasearch} from 'algoliasearch';
import type {SearchRecord} from '../../../src/lib/search/types';

/** Settings that make Algolia rank and return records the way DocSearch expects them. */
export const HOSTED_INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToSnippet: ['content:10'],
  attributesToHighlight: ['hierarchy', 'content'],
  customRanking: ['asc(position)'],
  distinct: true,
  attributeForDistinct: 'url',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  minWordSizefor1Typo: 5,
  minWordSizefor2Typos: 8,
};

/** Replaces the hosted index's settings and records atomically (a temporary index is swapped in). */
export async function pushSearchRecords(
  client: Pick<Algoliasearch, 'setSettings' | 'replaceAllObjects' | 'waitForTask'>,
  indexName: string,
  records: readonly SearchRecord[],
): Promise<{records: number}> {
  const {taskID} = await client.setSettings({indexName, indexSettings: HOSTED_INDEX_SETTINGS});
  await client.waitForTask({indexName, taskID});
  await client.replaceAllObjects({
    indexName,
    objects: records as unknown as Record<string, unknown>[],
    batchSize: 1000,
  });
  return {records: records.length};
}
