/** Messages between the page (`workerClient.ts`) and the search worker (`searchWorker.ts`). */
import type {SearchQuery, SearchResults} from './client';

export type WorkerRequest =
  | {id: number; kind: 'preload'; tags: readonly string[]}
  | {id: number; kind: 'search'; query: SearchQuery};

export interface WorkerAnswer {
  id: number;
  results?: SearchResults;
  /** Engine time of a search, in ms. */
  duration?: number;
  /**
   * Earlier searches this answer answers too, oldest first: those it superseded before they were
   * answered (searchWorker.ts). The page resolves them after `id`, with this answer.
   */
  superseded?: number[];
  /** A failure, by name (the page tells a `SearchUnavailableError` apart) and message. */
  error?: {name: string; message: string};
}
