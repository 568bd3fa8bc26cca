/**
 * The page's side of the search worker (docs-dev/search.md: "the index is downloaded and the engine
 * built and queried in a Web Worker; workerClient.ts falls back to the page where no worker can
 * start"): each question goes to one worker and its answer comes back to the question that asked
 * it, an index out of reach is the contract's SearchUnavailableError (the modal's "Unable to
 * fetch results"), a query the reader typed past stops waiting at once, and where the worker
 * cannot start or fails to load, the same client answers in the page.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {createWorkerSearchClient} from '../../../src/lib/search/workerClient';
import {serveSplitIndex} from '../../support/split-index';
import {SearchUnavailableError, type SearchQuery} from '../../../src/lib/search/client';
import type {SearchRecord} from '../../../src/lib/search/types';
import type {WorkerAnswer, WorkerRequest} from '../../../src/lib/search/workerProtocol';
import {hitsOf} from '../../support/search-results';

type Listener = (event: {data?: unknown}) => void;

/** Stands in for the browser's Worker; `answer` decides what the worker replies to a message. */
class FakeWorker {
  static started: FakeWorker[] = [];
  static answer: (request: WorkerRequest) => WorkerAnswer | null = () => null;
  readonly posted: WorkerRequest[] = [];
  terminated = false;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: URL) {
    FakeWorker.started.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  postMessage(request: WorkerRequest) {
    this.posted.push(request);
    const reply = FakeWorker.answer(request);
    if (reply) setTimeout(() => this.emit('message', reply), 0);
  }

  terminate() {
    this.terminated = true;
  }

  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({data});
  }
}

const record: SearchRecord = {
  objectID: '/build/blindfold#-0',
  url: 'https://docs.example.org/build/blindfold',
  url_without_anchor: 'https://docs.example.org/build/blindfold',
  anchor: null,
  type: 'content',
  hierarchy: {
    lvl0: 'Build',
    lvl1: 'Blindfold',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: 'Encrypt values with blindfold before storing them.',
  language: 'en',
  docusaurus_tag: ['default'],
  position: 0,
};

/** The built index, as the in-page fallback fetches it (manifest, then the files it names). */
function serveIndex() {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', serveSplitIndex([record], fetched).fetch);
  return fetched;
}

/** What a search fetches: the manifest, the directory, then files of the split index. */
const isSearchFiles = (fetched: string[]) =>
  fetched.length >= 2 &&
  fetched[0] === '/search/manifest.json' &&
  fetched.slice(1).every((file) => /^\/search\/index\.[0-9a-z]+\.json$/.test(file)) &&
  new Set(fetched).size === fetched.length;

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
const query = (text: string): SearchQuery => ({query: text, language: 'en', tags: ['default']});
const request = query('blindfold');
const TAGS = ['default', 'docs-default-current'];
/** Results as the worker sends them, for a query. */
const resultsFor = (text: string) => ({query: text, found: [], total: 0, page: 0, pages: 0});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeWorker.started = [];
  FakeWorker.answer = () => null;
});

describe('the worker search client', () => {
  it('is the local backend, and starts one worker, from searchWorker.ts, only when first asked', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = ({id}) => ({id, results: resultsFor('blindfold'), duration: 1});
    const client = createWorkerSearchClient();
    expect(client.backend).toBe('local');
    expect(FakeWorker.started).toHaveLength(0);
    await client.search(request);
    await client.preload(TAGS);
    await client.search(request);
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0].url.href).toMatch(/\/src\/lib\/search\/searchWorker\.ts$/);
  });

  it('asks the worker with a new id each time, and gives each question its own answer', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const client = createWorkerSearchClient();
    const first = client.search(query('first'));
    const second = client.search(query('second'));
    await settle();
    const worker = FakeWorker.started[0];
    expect(worker.posted).toEqual([
      {kind: 'search', query: query('first'), id: 1},
      {kind: 'search', query: query('second'), id: 2},
    ]);
    // Answered in the other order: each still reaches the question that asked it.
    worker.emit('message', {id: 2, results: resultsFor('second'), duration: 1});
    worker.emit('message', {id: 1, results: resultsFor('first'), duration: 1});
    await expect(first).resolves.toEqual(resultsFor('first'));
    await expect(second).resolves.toEqual(resultsFor('second'));
    // An answer nobody waits for (already answered) changes nothing.
    expect(() => worker.emit('message', {id: 1, results: resultsFor('first')})).not.toThrow();
  });

  it('resolves the searches an answer superseded with it, after the newest', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const client = createWorkerSearchClient();
    const resolved: string[] = [];
    const searches = ['c', 'co', 'collections'].map((text) =>
      client.search(query(text)).then((results) => resolved.push(`${text}: ${results.query}`)),
    );
    await settle();
    FakeWorker.started[0].emit('message', {
      id: 3,
      superseded: [1, 2],
      results: resultsFor('collections'),
      duration: 1,
    });
    await Promise.all(searches);
    expect(resolved).toEqual(['collections: collections', 'c: collections', 'co: collections']);
  });

  it("stops waiting with the signal's reason once the reader has typed past the query", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const client = createWorkerSearchClient();
    const controller = new AbortController();
    const waiting = client.search(request, controller.signal);
    await settle();
    const reason = new Error('a newer query');
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
    // Aborted before it is asked: the worker is not asked at all.
    await expect(client.search(request, controller.signal)).rejects.toBe(reason);
    expect(FakeWorker.started[0].posted).toHaveLength(1);
  });

  it("times each answer under the benchmark's measure, ending now and lasting the engine's time", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = ({id}) => ({id, results: resultsFor('blindfold'), duration: 40});
    const measure = vi.spyOn(performance, 'measure');
    await createWorkerSearchClient().search(request);
    expect(measure).toHaveBeenCalledTimes(1);
    const [name, options] = measure.mock.calls[0] as [string, {start: number; end: number}];
    expect(name).toBe('nillion-search-query');
    expect(options.end - options.start).toBeCloseTo(40, 6);
    expect(options.end).toBeLessThanOrEqual(performance.now());
    expect(options.end).toBeGreaterThan(performance.now() - 5_000);
  });

  it('answers without timing where the browser has no User Timing measures', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('performance', {now: () => 1000});
    FakeWorker.answer = ({id}) => ({id, results: resultsFor('blindfold'), duration: 3});
    await expect(createWorkerSearchClient().search(request)).resolves.toEqual(
      resultsFor('blindfold'),
    );
  });

  it("fails as unavailable when the worker's index is out of reach, with its message", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = ({id}) => ({
      id,
      error: {name: 'SearchUnavailableError', message: 'Search index unavailable: HTTP 503'},
    });
    const error = (await createWorkerSearchClient()
      .search(request)
      .catch((caught: unknown) => caught)) as Error;
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect(error.message).toBe('Search index unavailable: HTTP 503');
  });

  it('fails with the name and message of any other failure in the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = ({id}) => ({id, error: {name: 'TypeError', message: 'x is undefined'}});
    const error = (await createWorkerSearchClient()
      .search(request)
      .catch((caught: unknown) => caught)) as Error;
    expect(error).not.toBeInstanceOf(SearchUnavailableError);
    expect(error.name).toBe('TypeError');
    expect(error.message).toBe('x is undefined');
  });

  it('preloads in the worker, for the tags of the context, without fetching in the page', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const fetched = serveIndex();
    FakeWorker.answer = ({id}) => ({id});
    await expect(createWorkerSearchClient().preload(TAGS)).resolves.toBeUndefined();
    expect(FakeWorker.started[0].posted).toEqual([{kind: 'preload', tags: TAGS, id: 1}]);
    expect(fetched).toEqual([]);
  });
});

describe('where no worker can start', () => {
  it('answers in the page, from the built index, when the browser has no Worker', async () => {
    vi.stubGlobal('Worker', undefined);
    const fetched = serveIndex();
    const results = await createWorkerSearchClient().search(request);
    expect(hitsOf(results).map(({id}) => id)).toEqual(['/build/blindfold#-0']);
    // The manifest and directory once, and each file of the index once.
    expect(isSearchFiles(fetched)).toBe(true);
  });

  it('answers in the page when a policy forbids the worker, and stops trying it', async () => {
    let attempts = 0;
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          attempts += 1;
          throw new Error('SecurityError: worker-src');
        }
      },
    );
    serveIndex();
    const client = createWorkerSearchClient();
    expect((await client.search(request)).total).toBe(1);
    await client.preload(TAGS);
    expect((await client.search(request)).total).toBe(1);
    expect(attempts).toBe(1);
  });

  it('preloads the index in the page', async () => {
    vi.stubGlobal('Worker', undefined);
    const fetched = serveIndex();
    await createWorkerSearchClient().preload(TAGS);
    expect(fetched).toEqual(['/search/manifest.json', '/search/index.d1recd0ry.json']);
  });

  it('answers in the page what was waiting when the worker script fails, and what follows', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const fetched = serveIndex();
    const client = createWorkerSearchClient();
    const waiting = client.search(request);
    const preloading = client.preload(TAGS);
    await settle();
    const [worker] = FakeWorker.started;
    worker.emit('error');
    expect(worker.terminated).toBe(true);
    expect(hitsOf(await waiting).map(({id}) => id)).toEqual(['/build/blindfold#-0']);
    await expect(preloading).resolves.toBeUndefined();
    expect((await client.search(request)).total).toBe(1);
    // No second worker; the page fetched the index once.
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker.posted).toHaveLength(2);
    // The manifest and directory once, and each file of the index once.
    expect(isSearchFiles(fetched)).toBe(true);
  });

  it('answers in the page after the worker script fails, even with nothing waiting', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    serveIndex();
    FakeWorker.answer = ({id}) => ({id});
    const client = createWorkerSearchClient();
    await client.preload(TAGS);
    FakeWorker.started[0].emit('error');
    expect((await client.search(request)).total).toBe(1);
    expect(FakeWorker.started).toHaveLength(1);
  });

  it('preloads in the page what was waiting when the worker script fails', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const fetched = serveIndex();
    const client = createWorkerSearchClient();
    const preloading = client.preload(TAGS);
    await settle();
    FakeWorker.started[0].emit('error');
    await preloading;
    expect(fetched).toEqual(['/search/manifest.json', '/search/index.d1recd0ry.json']);
  });
});
