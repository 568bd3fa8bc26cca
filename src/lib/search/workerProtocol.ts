/** Messages between the page (`workerClient.ts`) and the search worker (`searchWorker.ts`). */
import type {LocalSearchClient, LocalSearchResponse} from './localClient';

export type SearchRequests = Parameters<LocalSearchClient['search']>[0];

export type WorkerRequest =
  | {id: number; kind: 'preload'; scope?: string}
  | {id: number; kind: 'search'; requests: SearchRequests};

export interface WorkerAnswer {
  id: number;
  results?: LocalSearchResponse[];
  /** Engine time of a search, in ms. */
  duration?: number;
  /** A failure, by name (DocSearch tells a RetryError apart) and message. */
  error?: {name: string; message: string};
}
