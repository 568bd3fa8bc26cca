/**
 * Uploads the embedded index's records to a hosted Algolia index, so the hosted search answers
 * from exactly the records the local search uses and never depends on an external crawler.
 */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Algoliasearch} from 'algoliasearch';
import {FIXTURE_PREFIX, isFixtureRoute} from '../../../src/lib/routes';
import {escapeHtml} from '../../../src/lib/search/highlight';
import type {SearchRecord} from '../../../src/lib/search/types';
import {indexedTexts} from '../../../src/lib/search/engine';
import {compoundNames, identifierParts, tokenize} from '../../../src/lib/search/terms';

/**
 * Settings that make Algolia rank and return records the way DocSearch expects them, and as
 * the embedded search does where Algolia can express it (docs-dev/search.md says where not).
 */
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
    // The words identifiers in the record are made of (SecretVaultBuilderClient → secret vault
    // builder client), which the embedded index holds next to each identifier.
    'unordered(identifier_words)',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag', 'hierarchy.lvl0'],
  attributesToRetrieve: [
    'hierarchy',
    'content',
    'anchor',
    'url',
    'url_without_anchor',
    'type',
    'code',
  ],
  attributesToSnippet: ['content:10'],
  attributesToHighlight: ['hierarchy', 'content'],
  customRanking: ['asc(position)'],
  // Each page's best hit by default; the site's clients ask for a few per page (`distinct` at
  // query time, src/lib/search/hosted.ts), grouped by page as the embedded index groups them.
  distinct: true,
  attributeForDistinct: 'url_without_anchor',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  minWordSizefor1Typo: 5,
  minWordSizefor2Typos: 8,
};

export class UnpushableBuildError extends Error {
  override name = 'UnpushableBuildError';
}

const isFixture = (record: SearchRecord) => isFixtureRoute(new URL(record.url).pathname);

/** Refuses a build made with PORTAL_TEST_FIXTURES=1: its pages and records are test-only. */
export function assertProductionBuild(buildDir: string): void {
  if (existsSync(path.join(buildDir, FIXTURE_PREFIX))) {
    throw new UnpushableBuildError(
      `${buildDir}/ was built with test fixtures (PORTAL_TEST_FIXTURES=1, as npm test does): rebuild with \`npm run build\` and without PORTAL_TEST_FIXTURES, then push.`,
    );
  }
}

export interface HostedRecord extends SearchRecord {
  /** The words the record's identifiers are made of, space-separated (absent when none). */
  identifier_words?: string;
}

/** One of Algolia's two-way synonyms. */
export interface HostedSynonym {
  objectID: string;
  type: 'synonym';
  synonyms: string[];
}

/**
 * Synonyms for the compound names the records write (SecretVaults, nilDB, NucTokenBuilder): the
 * joined name and its words, so "secret vaults" finds SecretVaults and "nildb" finds "nil db".
 * Derived from the texts the embedded index takes its words from (indexedTexts), never from a
 * list of today's names; Algolia's own splitting and concatenation covers lower-case joins
 * ("blind fold" → blindfold).
 */
export function hostedSynonyms(records: readonly SearchRecord[]): HostedSynonym[] {
  const names = compoundNames(records.flatMap(indexedTexts));
  return [...names]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([joined, parts]) => ({
      objectID: `compound-${joined}`,
      type: 'synonym' as const,
      synonyms: [joined, parts.join(' ')],
    }));
}

/**
 * The record as Algolia must hold it. Algolia returns a highlighted or snippeted attribute
 * as the stored text with its highlight tags added and nothing escaped, and DocSearch renders
 * that value as HTML: page text is therefore stored HTML-escaped, so the highlight tags are
 * the only markup a hit can carry (`<script>` in a page stays text in the modal).
 */
export function hostedRecord(record: SearchRecord): HostedRecord {
  const escape = (text: string | null) => (text === null ? null : escapeHtml(text));
  const {hierarchy} = record;
  const parts = new Set(
    indexedTexts(record).flatMap((text) => tokenize(text).flatMap(identifierParts)),
  );
  return {
    ...record,
    ...(parts.size > 0 ? {identifier_words: [...parts].join(' ')} : {}),
    hierarchy: {
      lvl0: escapeHtml(hierarchy.lvl0),
      lvl1: escapeHtml(hierarchy.lvl1),
      lvl2: escape(hierarchy.lvl2),
      lvl3: escape(hierarchy.lvl3),
      lvl4: escape(hierarchy.lvl4),
      lvl5: escape(hierarchy.lvl5),
      lvl6: escape(hierarchy.lvl6),
    },
    content: escape(record.content),
  };
}

/** A hosted record as sent: with the fingerprint of what it holds. */
export interface SentRecord extends HostedRecord {
  /** Hash of everything else the record holds: a record whose hash the index has is not sent. */
  record_hash: string;
}

/** The record as the hosted index keeps it, with its fingerprint. */
export function sentRecord(record: SearchRecord): SentRecord {
  const hosted = hostedRecord(record);
  const record_hash = createHash('sha256').update(JSON.stringify(hosted)).digest('base64url');
  return {...hosted, record_hash: record_hash.slice(0, 22)};
}

export interface PushSummary {
  /** Records the build has. */
  records: number;
  /** Records sent: new, or changed since the index got them. */
  sent: number;
  /** Records the index had that the build no longer has, deleted. */
  deleted: number;
}

type PushClient = Pick<
  Algoliasearch,
  'setSettings' | 'saveSynonyms' | 'waitForTask' | 'browseObjects' | 'saveObjects' | 'deleteObjects'
>;

/**
 * Brings the hosted index to the built records: its settings and synonyms replaced, then only the
 * records it does not hold as built sent (new or changed, told apart by `record_hash`), and those
 * the build no longer has deleted; a site of thousands of pages sends what one edit changed.
 * Refuses, before any request, records of test-fixture pages.
 */
export async function pushSearchRecords(
  client: PushClient,
  indexName: string,
  records: readonly SearchRecord[],
): Promise<PushSummary> {
  const fixtures = records.filter(isFixture);
  if (fixtures.length > 0) {
    throw new UnpushableBuildError(
      `${fixtures.length} records come from test-fixture pages (${fixtures[0].url_without_anchor}, …): rebuild without PORTAL_TEST_FIXTURES, then push.`,
    );
  }
  const {taskID} = await client.setSettings({indexName, indexSettings: HOSTED_INDEX_SETTINGS});
  await client.waitForTask({indexName, taskID});
  const synonyms = await client.saveSynonyms({
    indexName,
    synonymHit: hostedSynonyms(records),
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({indexName, taskID: synonyms.taskID});

  // What the index holds: each record's id and fingerprint (a record pushed before fingerprints
  // existed has none, so it is sent again).
  const held = new Map<string, string | undefined>();
  await client.browseObjects<{record_hash?: string}>({
    indexName,
    browseParams: {attributesToRetrieve: ['record_hash'], hitsPerPage: 1000},
    aggregator: (response) => {
      for (const hit of response.hits) held.set(hit.objectID, hit.record_hash);
    },
  });
  const built = records.map(sentRecord);
  const changed = built.filter((record) => held.get(record.objectID) !== record.record_hash);
  const builtIds = new Set(built.map((record) => record.objectID));
  const gone = [...held.keys()].filter((objectID) => !builtIds.has(objectID));
  if (changed.length > 0) {
    await client.saveObjects({
      indexName,
      objects: changed as unknown as Record<string, unknown>[],
      batchSize: 1000,
      waitForTasks: true,
    });
  }
  if (gone.length > 0) {
    await client.deleteObjects({indexName, objectIDs: gone, waitForTasks: true});
  }
  return {records: records.length, sent: changed.length, deleted: gone.length};
}
