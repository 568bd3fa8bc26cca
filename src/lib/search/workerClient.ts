/**
 * The embedded index's client as the page sees it: the contract of `localClient.ts`, answered by
 * the search worker (`searchWorker.ts`), so the index's download and the engine's build never
 * block the main thread. Where no worker can start (an old browser, a policy that forbids it), the
 * same client runs in the page instead.
 */
import type {LocalSearchClient, LocalSearchResponse} from './localClient';
import {QUERY_MEASURE} from './types';
import type {SearchRequests, WorkerAnswer, WorkerRequest} from './workerProtocol';

type Pending = {resolve: (answer: WorkerAnswer) => void};
type WorkerQuestion = WorkerRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;

export function createWorkerSearchClient(): LocalSearchClient {
  let worker: Worker | null = null;
  let inPage: Promise<LocalSearchClient> | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 0;

  const runInPage = () => {
    inPage ??= import('./localClient').then(({createLocalSearchClient}) =>
      createLocalSearchClient(),
    );
    return inPage;
  };

  const startWorker = (): Worker | null => {
    if (worker || inPage) return worker;
    try {
      worker = new Worker(new URL('./searchWorker.ts', import.meta.url));
    } catch {
      return null;
    }
    // The newest search first, then those it superseded, in this task: DocSearch keeps the
    // newest's answer for them all, and the modal renders once.
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
        waiting.resolve({id, error: {name: 'WorkerUnavailable', message: 'search worker failed'}});
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

  const failure = ({name, message}: {name: string; message: string}) =>
    Object.assign(new Error(message), {name});

  const agent = {value: 'nillion-portal-local-search', add: () => agent};
  const client: LocalSearchClient = {
    async search(requests: SearchRequests) {
      const answer = await ask({kind: 'search', requests});
      if (!answer || answer.error?.name === 'WorkerUnavailable')
        return (await runInPage()).search(requests);
      if (answer.error) throw failure(answer.error);
      const end = performance.now();
      performance.measure?.(QUERY_MEASURE, {start: end - (answer.duration ?? 0), end});
      return {results: answer.results as LocalSearchResponse[]};
    },
    async preload(scope) {
      const answer = await ask({kind: 'preload', scope});
      if (!answer || answer.error?.name === 'WorkerUnavailable')
        await (await runInPage()).preload(scope);
    },
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent: agent},
    clearCache: async () => undefined,
  };
  return client;
}
