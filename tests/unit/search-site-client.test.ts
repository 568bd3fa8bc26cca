/**
 * The page's one search client: the modal's "See all N results" needs the hit count of the
 * current query only (DocSearch's own counter adds up across queries), and the /search page must
 * query the same embedded client as the modal (docs-dev/search.md).
 */
import {describe, expect, it} from 'vitest';
import {
  getLocalSearchClient,
  hitCountFor,
  withHitCounts,
} from '../../src/lib/search/siteSearchClient';
import liteClientDefault, {liteClient} from '../../src/lib/search/algoliaLiteShim';

class FakeClient {
  calls: unknown[][] = [];
  constructor(private readonly results: unknown[]) {}
  agent(): string {
    return 'fake-agent';
  }
  async search(...args: unknown[]) {
    this.calls.push(args);
    return {results: this.results};
  }
}

describe('withHitCounts', () => {
  it('remembers the hit count of each answered query, the latest answer winning', async () => {
    const first = withHitCounts(new FakeClient([{query: 'nildb', nbHits: 12}]));
    await first.search();
    expect(hitCountFor('nildb')).toBe(12);
    const second = withHitCounts(
      new FakeClient([
        {query: 'nildb', nbHits: 3},
        {query: 'blindfold', nbHits: 7},
      ]),
    );
    await second.search();
    expect(hitCountFor('nildb')).toBe(3);
    expect(hitCountFor('blindfold')).toBe(7);
  });

  it('ignores answers without a query string or a numeric count', async () => {
    const client = withHitCounts(
      new FakeClient([
        {query: 'no-count'},
        {nbHits: 5},
        {query: 'text-count', nbHits: '5'},
        {query: 42, nbHits: 5},
      ]),
    );
    await client.search();
    expect(hitCountFor('no-count')).toBeUndefined();
    expect(hitCountFor('text-count')).toBeUndefined();
    expect(hitCountFor('42')).toBeUndefined();
  });

  it('passes the arguments through, returns the answer unchanged and keeps the client whole', async () => {
    const results = [{query: 'pass', nbHits: 1}];
    const original = new FakeClient(results);
    const originalSearch = original.search;
    const wrapped = withHitCounts(original);
    const request = [{indexName: 'docs', query: 'pass'}];
    await expect(wrapped.search(request, 'options')).resolves.toEqual({results});
    expect(original.calls).toEqual([[request, 'options']]);
    // Methods of the client's class still work on the wrapper, and the original is untouched.
    expect(wrapped.agent()).toBe('fake-agent');
    expect(wrapped).toBeInstanceOf(FakeClient);
    expect(original.search).toBe(originalSearch);
    expect(hitCountFor('unknown query')).toBeUndefined();
  });
});

describe('the local client of the page', () => {
  it('is created once and shared', () => {
    expect(getLocalSearchClient()).toBe(getLocalSearchClient());
  });

  it('is what the /search page asks, Algolia-shaped, in place of algoliasearch/lite', async () => {
    expect(liteClientDefault).toBe(liteClient);
    const local = getLocalSearchClient();
    const asked: unknown[] = [];
    local.search = async (query) => {
      asked.push(query);
      return {query: query.query, hits: [], total: 3, page: 0, pages: 1};
    };
    const {results} = await liteClient('APPID', 'key').search([
      {
        indexName: 'nillion_docs',
        params: {query: 'nildb', facetFilters: ['language:en', ['docusaurus_tag:default']]},
      },
    ]);
    expect(asked).toEqual([
      {query: 'nildb', language: 'en', tags: ['default'], page: 0, hitsPerPage: 20},
    ]);
    expect(results[0]).toMatchObject({query: 'nildb', nbHits: 3, nbPages: 1, hits: []});
  });
});
