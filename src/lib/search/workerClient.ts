/**
 * The embedded index's client as the page sees it: a `SearchClient` (client.ts) answered by the
 * search worker (`searchWorker.ts`), so the index's download and the engine's build never block
 * the main thread. Where no worker can start (an old browser, a policy that forbids it), the same
 * client (local.ts) runs in the page instead.
 *
 * A search a newer one superseded in the worker resolves with the newest's results (their
 * `query` says which): the modal has aborted it by then, and shows the newest only.
 */
import {abortable} from './abortable';
import {SearchUnavailableError, type SearchClient} from './client';
import {QUERY_MEASURE} from './types';
import type {WorkerAnswer, WorkerRequest} from './workerProtocol';

type Pending = {resolve: (answer: WorkerAnswer) => void};
type WorkerQuestion = WorkerRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;

const WORKER_UNAVAILABLE = 'WorkerUnavailable';

/** The worker's failure as the page throws it: the contract's error when the index is out of reach. */
function failure({name, message}: {name: string; message: string}): Error {
  if (name === 'SearchUnavailableError') return new SearchUnavailableError(message);
  return Object.assign(new Error(message), {name});
}

export function createWorkerSearchClient(): SearchClient {
  let worker: Worker | null = null;
  let inPage: Promise<SearchClient> | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 0;

  const runInPage = () => {
    inPage ??= import('./local').then(({createLocalSearchClient}) => createLocalSearchClient());
    return inPage;
  };

  const startWorker = (): Worker | null => {
    if (worker || inPage) return worker;
    try {
      worker = new Worker(new URL('./searchWorker.ts', import.meta.url));
    } catch {
      return null;
    }
    // The newest search first, then those it superseded, in this task: the modal renders once.
    worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
      for (const id of [event.data.id, ...(event.data.superseded ?? [])]) {
        const waiting = pending.get(id);
        pending.delete(id);
        waiting?.resolve(event.data);
      }
    });
    // The worker script did not load or run: everything waiting, and what follows, runs here.
    worker.addEventListener('error', () => {
      // Stryker disable next-line OptionalChaining: the error listener belongs to the worker that is still set here
      worker?.terminate();
      worker = null;
      void runInPage();
      for (const [id, waiting] of pending)
        waiting.resolve({id, error: {name: WORKER_UNAVAILABLE, message: 'search worker failed'}});
      pending.clear();
    });
    return worker;
  };

  const ask = (request: WorkerQuestion): Promise<WorkerAnswer> | null => {
    const running = startWorker();
    if (!running) return null;
    const id = (nextId += 1);
    return new Promise((resolve) => {
      pending.set(id, {resolve});
      running.postMessage({...request, id} as WorkerRequest);
    });
  };

  return {
    backend: 'local',
    async search(query, signal) {
      signal?.throwIfAborted();
      const asked = ask({kind: 'search', query});
      const answer = asked && (await abortable(asked, signal));
      if (!answer || answer.error?.name === WORKER_UNAVAILABLE)
        return (await runInPage()).search(query, signal);
      if (answer.error) throw failure(answer.error);
      const end = performance.now();
      performance.measure?.(QUERY_MEASURE, {start: end - (answer.duration ?? 0), end});
      return answer.results!;
    },
    async preload(tags) {
      const answer = await ask({kind: 'preload', tags});
      if (!answer || answer.error?.name === WORKER_UNAVAILABLE)
        await (await runInPage()).preload(tags);
    },
  };
}
