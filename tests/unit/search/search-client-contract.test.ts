/**
 * The local client's side of Algolia's search contract (docs-dev/search.md: "a client with
 * Algolia's search(requests) contract answers both the modal and the /search page"): the
 * response fields DocSearch and the /search page read, how the index is fetched (a revalidated
 * manifest naming a content-hashed file), and the RetryError DocSearch needs to show its
 * "Unable to fetch results" screen. Expected values come from that contract.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {SearchEngine} from '../../../src/lib/search/engine';
import {answer, createLocalSearchClient, fetchIndex} from '../../../src/lib/search/localClient';
import {splitIndexOf} from '../../support/split-index';
import {QUERY_MEASURE, type SearchRecord} from '../../../src/lib/search/types';

const url = (route: string) => `https://docs.example.org${route}`;
const records: SearchRecord[] = Array.from({length: 5}, (_value, at) => ({
  objectID: `r${at}`,
  url: url(`/build/page-${at}`),
  url_without_anchor: url(`/build/page-${at}`),
  anchor: null,
  type: 'content',
  hierarchy: {
    lvl0: 'Build',
    lvl1: `Workload guide ${at}`,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: `one two three four five six seven eight nine workload ten eleven twelve thirteen fourteen fifteen ${at}`,
  language: at === 4 ? 'fr' : 'en',
  docusaurus_tag: ['default'],
  position: at,
}));
const engine = new SearchEngine(records);

describe('answer', () => {
  it('pages the hits and counts the pages', () => {
    const response = answer(engine, {
      indexName: 'docs',
      query: 'workload',
      hitsPerPage: 2,
      page: 1,
    });
    expect(response.nbHits).toBe(5);
    expect(response.nbPages).toBe(3);
    expect(response.page).toBe(1);
    expect(response.hitsPerPage).toBe(2);
    expect(response.hits).toHaveLength(2);
    const all = answer(engine, {indexName: 'docs', query: 'workload', hitsPerPage: 5}).hits;
    expect(response.hits.map(({objectID}) => objectID)).toEqual(
      all.slice(2, 4).map(({objectID}) => objectID),
    );
  });

  it('reports the query, its params, the index, an exhaustive count and a plausible time', () => {
    const response = answer(engine, {indexName: 'docs', query: 'workload guide'});
    expect(response.query).toBe('workload guide');
    expect(response.params).toBe('query=workload+guide');
    expect(response.index).toBe('docs');
    expect(response.exhaustiveNbHits).toBe(true);
    expect(response.processingTimeMS).toBeGreaterThanOrEqual(0);
    expect(response.processingTimeMS).toBeLessThan(10_000);
    expect(response.queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers no query with no hits, and reports the query as empty', () => {
    const response = answer(engine, {indexName: 'docs'});
    expect(response.hits).toEqual([]);
    expect(response.query).toBe('');
    expect(response.params).toBe('query=');
  });

  it('keeps the OR groups of facet filters given in a params object', () => {
    const response = answer(engine, {
      indexName: 'docs',
      params: {query: 'workload', facetFilters: [['language:fr', 'language:de']]},
    });
    expect(response.hits.map(({objectID}) => objectID)).toEqual(['r4']);
  });

  it('gives a heading hit its highlighted hierarchy, down to its own level only', () => {
    const heading: SearchRecord = {
      ...records[0],
      objectID: 'h',
      type: 'lvl2',
      content: null,
      hierarchy: {...records[0].hierarchy, lvl1: 'Guide', lvl2: 'Attestation steps'},
    };
    const [hit] = answer(new SearchEngine([heading]), {
      indexName: 'docs',
      query: 'attestation',
    }).hits;
    const expected = {
      lvl0: {value: 'Build', matchedWords: [], matchLevel: 'none'},
      lvl1: {value: 'Guide', matchedWords: [], matchLevel: 'none'},
      lvl2: {
        value: '<mark>Attestation</mark> steps',
        matchedWords: ['attestation'],
        matchLevel: 'full',
      },
    };
    expect(hit._highlightResult).toEqual({hierarchy: expected});
    expect(hit._snippetResult).toEqual({hierarchy: expected});
  });

  it('reads a params object, and filters by facet', () => {
    const response = answer(engine, {
      indexName: 'docs',
      params: {query: 'workload', facetFilters: ['language:fr']},
    });
    expect(response.hits.map(({objectID}) => objectID)).toEqual(['r4']);
  });

  it('cuts snippets with the ellipsis asked for, "…" by default', () => {
    const ask = (extra: Record<string, unknown>) =>
      answer(engine, {
        indexName: 'docs',
        query: 'workload',
        attributesToSnippet: ['content:4'],
        ...extra,
      }).hits[0]._snippetResult.content!.value;
    expect(ask({})).toBe('…nine <mark>workload</mark> ten eleven…');
    expect(ask({snippetEllipsisText: ' [cut] '})).toBe(
      ' [cut] nine <mark>workload</mark> ten eleven [cut] ',
    );
  });

  it('uses 10 words for an attribute named without a count', () => {
    const value = answer(engine, {
      indexName: 'docs',
      query: 'workload',
      attributesToSnippet: ['hierarchy.lvl1:3', 'content'],
    }).hits[0]._snippetResult.content!.value;
    expect(value).toBe(
      '…seven eight nine <mark>workload</mark> ten eleven twelve thirteen fourteen fifteen…',
    );
  });

  it('highlights words that begin with the last word typed, and only the last', () => {
    const hit = answer(engine, {indexName: 'docs', query: 'guide work'}).hits[0];
    expect(hit._highlightResult.content!.value).toContain('<mark>workload</mark>');
    expect(hit._highlightResult.hierarchy.lvl1.value).toMatch(
      /^<mark>Workload<\/mark> <mark>guide<\/mark>/,
    );
    const earlier = answer(engine, {indexName: 'docs', query: 'work guide'}).hits[0];
    expect(earlier._highlightResult.content!.value).not.toContain('<mark>workload</mark>');
  });

  it('uses the highlight tags asked for', () => {
    const hit = answer(engine, {
      indexName: 'docs',
      query: 'workload',
      highlightPreTag: '[',
      highlightPostTag: ']',
    }).hits[0];
    expect(hit._highlightResult.hierarchy.lvl1.value).toMatch(/^\[Workload\] guide/);
  });
});

describe('fetchIndex', () => {
  afterEach(() => vi.unstubAllGlobals());
  const {directory} = splitIndexOf(records.slice(0, 1));

  it("revalidates the manifest, then fetches the directory it names for the reader's version", async () => {
    const fetched: [string, RequestInit | undefined][] = [];
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      fetched.push([input, init]);
      const body =
        input === '/search/manifest.json'
          ? {
              index: '/search/index.abc.json',
              records: 1,
              scopes: {
                current: {index: '/search/index.abc.json', records: 1},
                '2025': {index: '/search/index.old.json', records: 1},
              },
            }
          : input === '/search/index.f00d.json'
            ? {a: 'file'}
            : directory;
      return new Response(JSON.stringify(body), {status: 200});
    });
    expect((await fetchIndex('current')).directory).toEqual(directory);
    expect((await fetchIndex('2025')).directory).toEqual(directory);
    // A version the manifest does not know gets Latest's index, not an error.
    const latest = await fetchIndex('2019');
    expect(latest.directory).toEqual(directory);
    // The files the directory names are fetched by hash, cached like any content-hashed file.
    await expect(latest.fetchFile('f00d')).resolves.toEqual({a: 'file'});
    expect(fetched).toEqual([
      ['/search/manifest.json', {cache: 'no-cache'}],
      ['/search/index.abc.json', undefined],
      ['/search/manifest.json', {cache: 'no-cache'}],
      ['/search/index.old.json', undefined],
      ['/search/manifest.json', {cache: 'no-cache'}],
      ['/search/index.abc.json', undefined],
      ['/search/index.f00d.json', undefined],
    ]);
  });

  it('fails with the status of a manifest, directory or file that cannot be read', async () => {
    vi.stubGlobal('fetch', async () => new Response('', {status: 503}));
    await expect(fetchIndex('current')).rejects.toThrow('Search manifest: HTTP 503');
    vi.stubGlobal('fetch', async (input: string) =>
      input === '/search/manifest.json'
        ? new Response(JSON.stringify({index: '/search/index.x.json', records: 1, scopes: {}}))
        : new Response('', {status: 404}),
    );
    await expect(fetchIndex('current')).rejects.toThrow('Search index: HTTP 404');
    vi.stubGlobal(
      'fetch',
      async (input: string) =>
        new Response(
          input === '/search/manifest.json'
            ? JSON.stringify({index: '/search/index.x.json', records: 1, scopes: {}})
            : input === '/search/index.x.json'
              ? JSON.stringify(directory)
              : '',
          {status: input.endsWith('.x.json') || input.endsWith('manifest.json') ? 200 : 410},
        ),
    );
    const {fetchFile} = await fetchIndex('current');
    await expect(fetchFile('gone')).rejects.toThrow('Search index: HTTP 410');
  });
});

describe('createLocalSearchClient', () => {
  it('fails with a RetryError when a file of the index cannot be fetched, and tries it again', async () => {
    const index = splitIndexOf(records);
    let offline = true;
    const client = createLocalSearchClient(async () => ({
      directory: index.directory,
      fetchFile: async (name) => {
        if (offline) throw new Error('offline');
        return index.fetchFile(name);
      },
    }));
    const error = await client
      .search([{indexName: 'docs', query: 'workload'}])
      .catch((e: Error) => e);
    expect((error as Error).name).toBe('RetryError');
    expect((error as Error).message).toBe('Search index unavailable: Error: offline');
    offline = false;
    const {results} = await client.search([{indexName: 'docs', query: 'workload'}]);
    expect(results[0].nbHits).toBe(5);
  });

  it('fails as Algolia does when no host answers (RetryError), with the cause', async () => {
    const cause = new Error('offline');
    const client = createLocalSearchClient(async () => {
      throw cause;
    });
    const error = await client.search([{indexName: 'docs', query: 'x'}]).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('RetryError');
    expect((error as Error).message).toBe('Search index unavailable: Error: offline');
    expect((error as Error).cause).toBe(cause);
    // Preloading swallows the same failure.
    await expect(client.preload()).resolves.toBeUndefined();
  });

  it('times each answer under the benchmark measure name', async () => {
    const client = createLocalSearchClient(async () => splitIndexOf(records));
    const measure = vi.spyOn(performance, 'measure');
    await client.search({requests: [{indexName: 'docs', query: 'workload'}]});
    expect(QUERY_MEASURE).toBe('nillion-search-query');
    expect(measure).toHaveBeenCalledWith('nillion-search-query', {
      start: expect.any(Number) as number,
      end: expect.any(Number) as number,
    });
    measure.mockRestore();
  });

  it('answers where the browser has no User Timing measures', async () => {
    const client = createLocalSearchClient(async () => splitIndexOf(records));
    vi.stubGlobal('performance', {now: () => 1000});
    try {
      const {results} = await client.search([{indexName: 'docs', query: 'workload'}]);
      expect(results[0].nbHits).toBe(5);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('loads the index on preload, so the first query does not wait for it', async () => {
    const load = vi.fn(async () => splitIndexOf(records));
    const client = createLocalSearchClient(load);
    await client.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await client.search([{indexName: 'docs', query: 'workload'}]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers each search from the index of the docs version its filters name, loading each once', async () => {
    const load = vi.fn(async (_scope: string) => splitIndexOf(records));
    const client = createLocalSearchClient(load);
    await client.preload('2025');
    const fromOlderPage = {
      indexName: 'docs',
      query: 'workload',
      // DocSearch's contextual filters on a page of the 2025 docs.
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2025']],
    };
    await client.search([fromOlderPage]);
    expect(load.mock.calls).toEqual([['2025']]);
    // A Latest page, then a page outside the docs: Latest's index, once.
    await client.search([
      {...fromOlderPage, facetFilters: ['language:en', ['docusaurus_tag:docs-default-current']]},
    ]);
    await client.search([{indexName: 'docs', query: 'workload'}]);
    expect(load.mock.calls).toEqual([['2025'], ['current']]);
  });

  it('names itself to DocSearch as the local search agent', async () => {
    const client = createLocalSearchClient(async () => splitIndexOf(records));
    expect(client.transporter.algoliaAgent.value).toBe('nillion-portal-local-search');
    expect(client.transporter.algoliaAgent.add()).toBe(client.transporter.algoliaAgent);
    expect(client.addAlgoliaAgent('x')).toBeUndefined();
    await expect(client.clearCache()).resolves.toBeUndefined();
  });
});
