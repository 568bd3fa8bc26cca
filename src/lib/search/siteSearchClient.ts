/**
 * The one search client of the page in local mode: the embedded index, in a Web Worker (see
 * workerClient.ts). Until the modal and the /search page ask it through the contract
 * (client.ts), DocSearch and algoliasearch-helper get it Algolia-shaped (algoliaBridge.ts); it
 * also remembers how many hits each query had, because DocSearch's own counter adds up across
 * queries.
 */
import {algoliaShaped} from './algoliaBridge';
import type {SearchClient} from './client';
import {createWorkerSearchClient} from './workerClient';

interface CountingClient {
  search: (...args: never[]) => Promise<{results: unknown[]}>;
}

const hitCounts = new Map<string, number>();
let localClient: SearchClient | null = null;

export function getLocalSearchClient(): SearchClient {
  localClient ??= createWorkerSearchClient();
  return localClient;
}

/** The local client as DocSearch and algoliasearch-helper ask it. */
export const getAlgoliaShapedLocalClient = () => algoliaShaped(getLocalSearchClient());

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
