/**
 * The embedded index's side of the SearchClient contract (src/lib/search/client.ts): what a
 * query's results hold, how the index is fetched (a revalidated manifest naming a content-hashed
 * file), and the SearchUnavailableError a reader's screen tells apart from no results. Expected
 * values come from that contract.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {SearchUnavailableError, type SearchQuery} from '../../../src/lib/search/client';
import {SearchEngine} from '../../../src/lib/search/engine';
import {answer, createLocalSearchClient, fetchIndex} from '../../../src/lib/search/local';
import {splitIndexOf} from '../../support/split-index';
import {QUERY_MEASURE, type SearchRecord} from '../../../src/lib/search/types';
import {hitsOf} from '../../support/search-results';

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
const ask = (query: string, extra: Partial<SearchQuery> = {}): SearchQuery => ({
  query,
  language: 'en',
  tags: ['default'],
  ...extra,
});

describe('answer', () => {
  it('lists pages of the site, counts them, and pages through them', () => {
    const results = answer(engine, ask('workload', {pagesPerResult: 2, page: 1}));
    // Four English pages match: two a page of results, so two pages of results.
    expect(results).toMatchObject({query: 'workload', total: 4, pages: 2, page: 1});
    expect(results.found).toHaveLength(2);
    const all = answer(engine, ask('workload', {pagesPerResult: 4})).found;
    expect(results.found.map(({url}) => url)).toEqual(all.slice(2, 4).map(({url}) => url));
  });

  it('answers an empty query with no hits', () => {
    expect(answer(engine, ask(''))).toEqual({query: '', found: [], total: 0, page: 0, pages: 0});
  });

  it('answers in the language asked for only', () => {
    expect(hitsOf(answer(engine, ask('workload', {language: 'fr'}))).map(({id}) => id)).toEqual([
      'r4',
    ]);
  });

  it('gives a heading hit its marked headings, down to its own level only, and no snippet', () => {
    const heading: SearchRecord = {
      ...records[0],
      objectID: 'h',
      type: 'lvl2',
      content: null,
      hierarchy: {...records[0].hierarchy, lvl1: 'Guide', lvl2: 'Attestation steps'},
    };
    const [hit] = hitsOf(answer(new SearchEngine([heading]), ask('attestation')));
    expect(hit).toEqual({
      id: 'h',
      url: url('/build/page-0'),
      type: 'lvl2',
      hierarchy: heading.hierarchy,
      headings: {lvl0: 'Build', lvl1: 'Guide', lvl2: '<mark>Attestation</mark> steps'},
      snippet: null,
      code: false,
    });
  });

  it('cuts a snippet to the words asked for around the match, with "…" where text was cut', () => {
    const [hit] = hitsOf(answer(engine, ask('workload', {snippetWords: 4})));
    expect(hit.snippet).toBe('…nine <mark>workload</mark> ten eleven…');
  });

  it('cuts headings to the words asked for as well', () => {
    const long: SearchRecord = {
      ...records[0],
      objectID: 'long',
      type: 'lvl1',
      content: null,
      hierarchy: {...records[0].hierarchy, lvl1: 'Declaring encrypted fields in a workload schema'},
    };
    const [hit] = hitsOf(answer(new SearchEngine([long]), ask('workload', {snippetWords: 5})));
    expect(hit.headings.lvl1).toBe('…fields in a <mark>workload</mark> schema');
    const [whole] = hitsOf(answer(new SearchEngine([long]), ask('workload')));
    expect(whole.headings.lvl1).toBe(
      'Declaring encrypted fields in a <mark>workload</mark> schema',
    );
  });

  it('marks the whole text when no snippet length is asked for', () => {
    const [hit] = hitsOf(answer(engine, ask('workload')));
    expect(hit.snippet).toMatch(/^one two .* nine <mark>workload<\/mark> ten .* fifteen \d$/);
  });

  it('marks words that begin with the last word typed, and only the last', () => {
    const [hit] = hitsOf(answer(engine, ask('guide work')));
    expect(hit.snippet).toContain('<mark>workload</mark>');
    expect(hit.headings.lvl1).toMatch(/^<mark>Workload<\/mark> <mark>guide<\/mark>/);
    const [earlier] = hitsOf(answer(engine, ask('work guide')));
    expect(earlier.snippet).not.toContain('<mark>workload</mark>');
  });
});

describe('answer, by page of the site (issue 38)', () => {
  // One page with five sections that match, and three pages with one each.
  const section = (at: number): SearchRecord => ({
    ...records[0],
    objectID: `s${at}`,
    url: url(`/build/long#part-${at}`),
    url_without_anchor: url('/build/long'),
    type: 'lvl2',
    content: null,
    hierarchy: {...records[0].hierarchy, lvl1: 'Long guide', lvl2: `Enclave part ${at}`},
    position: at + 1,
  });
  const others = [1, 2, 3].map((at) => ({
    ...records[at]!,
    objectID: `o${at}`,
    content: `enclave mention ${at} with many other words around it to make it weaker`,
  }));
  const grouped = new SearchEngine([...[0, 1, 2, 3, 4].map(section), ...others]);
  const urls = (results: ReturnType<typeof answer>) => results.found.map(({url: page}) => page);

  it('lists each page once, with its best hits in rank order, three unless asked otherwise', () => {
    const results = answer(grouped, ask('enclave'));
    expect(results.total).toBe(4);
    expect(new Set(urls(results)).size).toBe(4);
    const long = results.found.find(({url: page}) => page === url('/build/long'))!;
    expect(long.hits).toHaveLength(3);
    for (const hit of long.hits) expect(hit.url.startsWith(url('/build/long#'))).toBe(true);
    const two = answer(grouped, ask('enclave', {hitsPerSitePage: 2})).found;
    expect(two.map(({hits}) => hits.length)).toEqual([2, 1, 1, 1]);
  });

  it('counts pages of the site, not hits, and never cuts a page in two', () => {
    const first = answer(grouped, ask('enclave', {pagesPerResult: 3}));
    const second = answer(grouped, ask('enclave', {pagesPerResult: 3, page: 1}));
    expect(first).toMatchObject({total: 4, pages: 2});
    expect(second.found).toHaveLength(1);
    expect([...urls(first), ...urls(second)].sort()).toEqual(
      [url('/build/long'), ...[1, 2, 3].map((at) => url(`/build/page-${at}`))].sort(),
    );
  });

  it('lists ten pages of the site unless asked otherwise', () => {
    const many = new SearchEngine(
      Array.from({length: 12}, (_value, at) => ({
        ...records[0],
        objectID: `m${at}`,
        url: url(`/build/many-${at}`),
        url_without_anchor: url(`/build/many-${at}`),
      })),
    );
    expect(answer(many, ask('workload'))).toMatchObject({total: 12, pages: 2});
    expect(answer(many, ask('workload')).found).toHaveLength(10);
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
  it('fails as unavailable when a file of the index cannot be fetched, and tries it again', async () => {
    const index = splitIndexOf(records);
    let offline = true;
    const client = createLocalSearchClient(async () => ({
      directory: index.directory,
      fetchFile: async (name) => {
        if (offline) throw new Error('offline');
        return index.fetchFile(name);
      },
    }));
    const error = await client.search(ask('workload')).catch((e: Error) => e);
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect((error as Error).message).toBe('Search index unavailable: Error: offline');
    offline = false;
    expect((await client.search(ask('workload'))).total).toBe(4);
  });

  it('fails as unavailable when the index does not load, with the cause', async () => {
    const cause = new Error('offline');
    const client = createLocalSearchClient(async () => {
      throw cause;
    });
    const error = await client.search(ask('x')).catch((e: Error) => e);
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect((error as Error).name).toBe('SearchUnavailableError');
    expect((error as Error).message).toBe('Search index unavailable: Error: offline');
    expect((error as Error).cause).toBe(cause);
    // Preloading swallows the same failure.
    await expect(client.preload(['default'])).resolves.toBeUndefined();
  });

  it('times each answer under the benchmark measure name', async () => {
    const client = createLocalSearchClient(async () => splitIndexOf(records));
    const measure = vi.spyOn(performance, 'measure');
    await client.search(ask('workload'));
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
      expect((await client.search(ask('workload'))).total).toBe(4);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('loads the index on preload, so the first query does not wait for it', async () => {
    const load = vi.fn(async () => splitIndexOf(records));
    const client = createLocalSearchClient(load);
    await client.preload(['default']);
    expect(load).toHaveBeenCalledTimes(1);
    await client.search(ask('workload'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers each query from the index of the docs version its tags name, loading each once', async () => {
    const load = vi.fn(async (_scope: string) => splitIndexOf(records));
    const client = createLocalSearchClient(load);
    // The context of a page of the 2025 docs.
    const fromOlderPage = ask('workload', {tags: ['default', 'docs-default-2025']});
    await client.preload(fromOlderPage.tags);
    await client.search(fromOlderPage);
    expect(load.mock.calls).toEqual([['2025']]);
    // A Latest page, then a page outside the docs: Latest's index, once.
    await client.search(ask('workload', {tags: ['default', 'docs-default-current']}));
    await client.search(ask('workload'));
    expect(load.mock.calls).toEqual([['2025'], ['current']]);
  });
});
