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
  /**
   * Earlier searches this answer answers too, oldest first: those it superseded before they were
   * answered (searchWorker.ts). The page resolves them after `id`, with this answer.
   */
  superseded?: number[];
  /** A failure, by name (DocSearch tells a RetryError apart) and message. */
  error?: {name: string; message: string};
}
