/**
 * The search worker (docs-dev/search.md: the index is downloaded and the engine built and queried
 * in a Web Worker): it answers each message with the id it came with, a search with its results
 * and the engine's time alone, a preload once the index is loaded, and a failure by its name and
 * message (the page tells an unavailable index, "Unable to fetch results", from other failures).
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {serveSplitIndex} from '../../support/split-index';
import type {SearchQuery} from '../../../src/lib/search/client';
import type {SearchRecord} from '../../../src/lib/search/types';
import type {WorkerAnswer, WorkerRequest} from '../../../src/lib/search/workerProtocol';

// The worker's global scope: what it listens on and posts to, in place before it loads.
const scope = vi.hoisted(() => {
  const state = {
    onMessage: null as ((event: {data: unknown}) => void) | null,
    replies: [] as unknown[],
  };
  Object.assign(globalThis, {
    addEventListener: (type: string, listener: (event: {data: unknown}) => void) => {
      if (type === 'message') state.onMessage = listener;
    },
    postMessage: (message: unknown) => state.replies.push(message),
  });
  return state;
});

import '../../../src/lib/search/searchWorker';
import {hitsOf} from '../../support/search-results';

const record: SearchRecord = {
  objectID: '/build/nildb#-0',
  url: 'https://docs.example.org/build/nildb',
  url_without_anchor: 'https://docs.example.org/build/nildb',
  anchor: null,
  type: 'content',
  hierarchy: {
    lvl0: 'Build',
    lvl1: 'nilDB',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: 'Store records in nilDB collections.',
  language: 'en',
  docusaurus_tag: ['default'],
  position: 0,
};

const query = (text: string, tags: string[] = ['default']): SearchQuery => ({
  query: text,
  language: 'en',
  tags,
});

/** Sends one message to the worker and waits for its reply. */
async function ask(request: WorkerRequest): Promise<WorkerAnswer> {
  const before = scope.replies.length;
  scope.onMessage!({data: request});
  await vi.waitFor(() => expect(scope.replies.length).toBeGreaterThan(before));
  return scope.replies[before] as WorkerAnswer;
}

afterEach(() => vi.unstubAllGlobals());

// In order: the first load fails, a later one succeeds (a failed load is not kept).
describe('the search worker', () => {
  it('listens for messages as soon as it runs', () => {
    expect(scope.onMessage).toBeTypeOf('function');
  });

  it('answers a search it cannot serve as unavailable, by name and message', async () => {
    vi.stubGlobal('fetch', async () => new Response('', {status: 503}));
    expect(await ask({id: 7, kind: 'search', query: query('x')})).toEqual({
      id: 7,
      error: {
        name: 'SearchUnavailableError',
        message: 'Search index unavailable: Error: Search manifest: HTTP 503',
      },
    });
  });

  it('answers a preload with its id, even when the index cannot load yet', async () => {
    vi.stubGlobal('fetch', async () => new Response('', {status: 503}));
    expect(await ask({id: 8, kind: 'preload', tags: ['default']})).toEqual({id: 8});
  });

  it("answers a search with its id, the results and the engine's time", async () => {
    vi.stubGlobal('fetch', serveSplitIndex([record]).fetch);
    const reply = await ask({
      id: 9,
      kind: 'search',
      query: query('collections'),
    });
    expect(reply.id).toBe(9);
    expect(reply.error).toBeUndefined();
    expect(hitsOf(reply.results!).map(({id}) => id)).toEqual(['/build/nildb#-0']);
    expect(reply.duration).toBeGreaterThanOrEqual(0);
    expect(reply.duration).toBeLessThan(5_000);
    expect(await ask({id: 10, kind: 'preload', tags: ['default']})).toEqual({id: 10});
  });

  it("answers searches superseded while they waited in the newest one's answer, once", async () => {
    vi.stubGlobal('fetch', serveSplitIndex([record]).fetch);
    const before = scope.replies.length;
    // Typed while the first query waited: "c", "co", "collections".
    for (const [id, text] of [
      [21, 'c'],
      [22, 'co'],
      [23, 'collections'],
    ] as const) {
      scope.onMessage!({data: {id, kind: 'search', query: query(text)}});
    }
    await vi.waitFor(() => expect(scope.replies.length).toBe(before + 1));
    // Nothing more comes: one message answers all three.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scope.replies.length).toBe(before + 1);
    const [reply] = scope.replies.slice(before) as WorkerAnswer[];
    expect(reply.id).toBe(23);
    expect(reply.superseded).toEqual([21, 22]);
    expect(reply.results?.query).toBe('collections');
    expect(hitsOf(reply.results!).map(({id}) => id)).toEqual(['/build/nildb#-0']);
  });

  it('answers a search on its own once the searches before it are answered', async () => {
    vi.stubGlobal('fetch', serveSplitIndex([record]).fetch);
    await ask({id: 24, kind: 'search', query: query('nildb')});
    const reply = await ask({id: 25, kind: 'search', query: query('records')});
    expect(reply.id).toBe(25);
    expect(reply).not.toHaveProperty('superseded');
  });

  it('stops a search whose files were still coming when a newer one arrived', async () => {
    const fetched: string[] = [];
    const served = serveSplitIndex([record]);
    let slow = true;
    vi.stubGlobal('fetch', async (input: string) => {
      fetched.push(input);
      // The shards of the first query's words take a while.
      if (slow && /index\.[0-9a-f]{12}\.json$/.test(input)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return served.fetch(input);
    });
    const before = scope.replies.length;
    // From a page of the 2025 docs: an engine of its own, which has fetched nothing yet.
    const tags = ['docs-default-2025'];
    scope.onMessage!({data: {id: 31, kind: 'search', query: query('store', tags)}});
    await vi.waitFor(() => expect(fetched.some((file) => /[0-9a-f]{12}/.test(file))).toBe(true));
    slow = false;
    scope.onMessage!({data: {id: 32, kind: 'search', query: query('records', tags)}});
    await vi.waitFor(() => expect(scope.replies.length).toBe(before + 1));
    const [reply] = scope.replies.slice(before) as WorkerAnswer[];
    expect(reply).toMatchObject({id: 32, superseded: [31]});
    expect(reply.results?.query).toBe('records');
  });

  it('does not answer with a search whose page texts were still coming when a newer one arrived', async () => {
    const served = serveSplitIndex([record]);
    const [chunk] = served.directory.textChunks;
    let slow = true;
    let asked = false;
    vi.stubGlobal('fetch', async (input: string) => {
      if (input.includes(chunk)) {
        asked = true;
        if (slow) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return served.fetch(input);
    });
    const before = scope.replies.length;
    // Tags naming another docs version: an engine of its own, which has fetched nothing yet.
    const tags = ['default', 'docs-default-2026'];
    scope.onMessage!({data: {id: 41, kind: 'search', query: query('nildb', tags)}});
    await vi.waitFor(() => expect(asked).toBe(true));
    slow = false;
    scope.onMessage!({data: {id: 42, kind: 'search', query: query('store', tags)}});
    await vi.waitFor(() => expect(scope.replies.length).toBe(before + 1));
    const [reply] = scope.replies.slice(before) as WorkerAnswer[];
    expect(reply).toMatchObject({id: 42, superseded: [41]});
    expect(reply.results?.query).toBe('store');
  });
});
