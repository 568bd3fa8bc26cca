/**
 * The one search client of the page, whichever backend answers: the embedded
 * index (local mode, in a Web Worker: see workerClient.ts) or Algolia (hosted mode). It also remembers how many hits
 * each query had, because DocSearch's own counter adds up across queries.
 */
import type {LocalSearchClient} from './localClient';
import {createWorkerSearchClient} from './workerClient';

interface CountingClient {
  search: (...args: never[]) => Promise<{results: unknown[]}>;
}

const hitCounts = new Map<string, number>();
let localClient: LocalSearchClient | null = null;

export function getLocalSearchClient(): LocalSearchClient {
  localClient ??= createWorkerSearchClient();
  return localClient;
}

/** The number of hits the latest answer for `query` reported, if any. */
export function hitCountFor(query: string): number | undefined {
  return hitCounts.get(query);
}

/** Wraps a client so every answer's nbHits is remembered by its query. */
export function withHitCounts<T extends CountingClient>(client: T): T {
  const search = client.search.bind(client) as (
    ...args: unknown[]
  ) => Promise<{results: unknown[]}>;
  const wrapped = async (...args: unknown[]) => {
    const response = await search(...args);
    for (const result of response.results) {
      const {query, nbHits} = result as {query?: string; nbHits?: number};
      if (typeof query === 'string' && typeof nbHits === 'number') hitCounts.set(query, nbHits);
    }
    return response;
  };
  return Object.assign(Object.create(Object.getPrototypeOf(client) as object) as T, client, {
    search: wrapped,
  });
}
