/**
 * Hosted search's side of the SearchClient contract (src/lib/search/hosted.ts): the one request
 * a query sends to Algolia (what tests/e2e/search-hosted.spec.ts checks on the wire: 20 hits,
 * `<mark>` tags, the attributes DocSearch's records need, snippets of the words asked for, the
 * language and the context's docs-version tags), hits mapped to `SearchHit`, and Algolia out of
 * reach as a SearchUnavailableError.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';

const algolia = vi.hoisted(() => ({
  search: (_params: unknown): Promise<unknown> => Promise.resolve({results: []}),
  credentials: [] as unknown[],
}));
vi.mock('algoliasearch/lite', () => ({
  liteClient: (...credentials: unknown[]) => {
    algolia.credentials.push(credentials);
    return {search: (params: unknown) => algolia.search(params)};
  },
}));

import {SearchUnavailableError, type SearchQuery} from '../../../src/lib/search/client';
import {
  createHostedSearchClient,
  hitOfAlgolia,
  hostedRequest,
  type AlgoliaHit,
} from '../../../src/lib/search/hosted';

const query: SearchQuery = {
  query: 'nildb',
  language: 'en',
  tags: ['default', 'docs-default-current'],
  snippetWords: 10,
};

const hierarchy = {
  lvl0: 'Build',
  lvl1: 'nilDB quickstart',
  lvl2: 'Create a collection',
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
};

afterEach(() => {
  algolia.credentials = [];
});

describe('hostedRequest', () => {
  it("asks DocSearch's index for 10 pages of 3 hits each, marked with <mark>, with the records' attributes", () => {
    expect(hostedRequest('nillion_docs', query)).toMatchObject({
      indexName: 'nillion_docs',
      query: 'nildb',
      page: 0,
      hitsPerPage: 10,
      distinct: 3,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToRetrieve: [
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'hierarchy.lvl4',
        'hierarchy.lvl5',
        'hierarchy.lvl6',
        'content',
        'type',
        'url',
      ],
    });
  });

  it('filters on the language and any of the context tags, and on the sections asked for', () => {
    expect(hostedRequest('i', query).facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    expect(hostedRequest('i', {...query, sections: ['API', 'Learn']}).facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ['hierarchy.lvl0:API', 'hierarchy.lvl0:Learn'],
    ]);
  });

  it('snippets the content and headings to the words asked for, 5 on a phone', () => {
    const request = hostedRequest('i', {...query, snippetWords: 5});
    expect(request.attributesToSnippet).toContain('content:5');
    expect(request.attributesToSnippet).toContain('hierarchy.lvl1:5');
    expect(request.snippetEllipsisText).toBe('…');
    expect(hostedRequest('i', {...query, snippetWords: undefined})).not.toHaveProperty(
      'attributesToSnippet',
    );
  });

  it('asks for the page and page size given, and at most 64 characters of query', () => {
    const request = hostedRequest('i', {
      ...query,
      query: 'q'.repeat(80),
      page: 2,
      pagesPerResult: 15,
      hitsPerSitePage: 2,
    });
    expect(request).toMatchObject({page: 2, hitsPerPage: 15, distinct: 2, query: 'q'.repeat(64)});
  });

  it('asks for no more than the 4 hits of a page that Algolia groups', () => {
    expect(hostedRequest('i', {...query, hitsPerSitePage: 6}).distinct).toBe(4);
  });
});

describe('hitOfAlgolia', () => {
  const hit: AlgoliaHit = {
    objectID: 'o1',
    url: 'https://docs.example.org/build/quickstart#create-a-collection',
    type: 'content',
    hierarchy,
    content: 'Create a collection on every nilDB node',
    _highlightResult: {
      hierarchy: {
        lvl0: {value: 'Build'},
        lvl1: {value: '<mark>nilDB</mark> quickstart'},
        lvl2: {value: 'Create a collection'},
      },
      content: {value: 'Create a collection on every <mark>nilDB</mark> node'},
    },
    _snippetResult: {content: {value: '…every <mark>nilDB</mark> node'}},
  };

  it("takes Algolia's marked headings and snippet", () => {
    expect(hitOfAlgolia(hit)).toEqual({
      id: 'o1',
      url: 'https://docs.example.org/build/quickstart#create-a-collection',
      type: 'content',
      hierarchy,
      headings: {
        lvl0: 'Build',
        lvl1: '<mark>nilDB</mark> quickstart',
        lvl2: 'Create a collection',
      },
      snippet: '…every <mark>nilDB</mark> node',
      code: false,
    });
  });

  it("prefers Algolia's snippets of the headings to their highlights", () => {
    const snippeted = hitOfAlgolia({
      ...hit,
      _snippetResult: {hierarchy: {lvl1: {value: '<mark>nilDB</mark>…'}}},
    });
    expect(snippeted.headings.lvl1).toBe('<mark>nilDB</mark>…');
    expect(snippeted.headings.lvl2).toBe('Create a collection');
  });

  it('falls back to the marked text, then to the escaped text, never to raw markup', () => {
    expect(hitOfAlgolia({...hit, _snippetResult: undefined}).snippet).toBe(
      'Create a collection on every <mark>nilDB</mark> node',
    );
    const bare = hitOfAlgolia({
      ...hit,
      content: '<img src=x onerror=alert(1)>',
      _highlightResult: undefined,
      _snippetResult: undefined,
    });
    expect(bare.snippet).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(bare.headings.lvl1).toBe('nilDB quickstart');
  });

  it('gives a heading hit no snippet', () => {
    expect(hitOfAlgolia({...hit, type: 'lvl2', content: null}).snippet).toBeNull();
  });
});

describe('createHostedSearchClient', () => {
  const index = {appId: 'APPID', apiKey: 'search-key', indexName: 'nillion_docs'};

  it('is the Algolia backend, asking with the public key, and answers the first result', async () => {
    const sent: unknown[] = [];
    algolia.search = async (params) => {
      sent.push(params);
      return {
        results: [
          {
            hits: [
              {objectID: 'o', url: '/x', type: 'lvl1', hierarchy, content: null},
              {objectID: 'p', url: '/y#b', type: 'lvl2', hierarchy, content: null},
              {objectID: 'q', url: '/x#a', type: 'lvl2', hierarchy, content: null},
            ],
            nbHits: 41,
            page: 1,
            nbPages: 3,
          },
        ],
      };
    };
    const client = createHostedSearchClient(index);
    expect(client.backend).toBe('algolia');
    expect(algolia.credentials).toEqual([['APPID', 'search-key']]);
    const results = await client.search({...query, page: 1});
    expect(sent).toEqual([{requests: [hostedRequest('nillion_docs', {...query, page: 1})]}]);
    expect(results).toMatchObject({query: 'nildb', total: 41, page: 1, pages: 3});
    // With `distinct`, Algolia counts pages; their hits come grouped by page, best page first.
    expect(results.found.map(({url, hits}) => [url, hits.map(({id}) => id)])).toEqual([
      ['/x', ['o', 'q']],
      ['/y', ['p']],
    ]);
  });

  it('rejects as unavailable when Algolia is out of reach', async () => {
    const retry = Object.assign(new Error('Unreachable hosts'), {name: 'RetryError'});
    algolia.search = () => Promise.reject(retry);
    const error = await createHostedSearchClient(index)
      .search(query)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect((error as Error).cause).toBe(retry);
  });

  it("rejects with the signal's reason once aborted, not as unavailable", async () => {
    algolia.search = () => new Promise(() => undefined);
    const controller = new AbortController();
    const searching = createHostedSearchClient(index).search(query, controller.signal);
    const reason = new Error('a newer query');
    controller.abort(reason);
    await expect(searching).rejects.toBe(reason);
  });

  it('preloads nothing', async () => {
    await expect(createHostedSearchClient(index).preload(['default'])).resolves.toBeUndefined();
  });
});
