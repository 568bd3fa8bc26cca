/**
 * The embedded index's engine, in a Web Worker. Downloading the index, building the engine
 * (hundreds of milliseconds on a desktop, seconds on a phone) and answering queries happen off
 * the page's main thread, so search can get ready while the browser is idle after load without
 * delaying the page, a tap or a keystroke. `workerClient.ts` is the page's side.
 *
 * Searches that a newer one supersedes before they run are not run: while one query runs or
 * waits for its files, the reader goes on typing, and only the newest query's answer will be
 * shown. A superseded search is answered after the newest, with the newest's answer; DocSearch
 * shows the answer of its newest request whatever the order answers arrive in, so the older
 * answers change nothing on screen.
 */
import {createLocalSearchClient, scopeOfRequests} from './localClient';
import type {SearchRequests, WorkerAnswer, WorkerRequest} from './workerProtocol';

const client = createLocalSearchClient();

type Answer = Omit<WorkerAnswer, 'id'>;

/** The answer of the newest search, once it has been sent. */
let newestSent: Promise<Answer> = Promise.resolve({results: []});
/** Aborts the search running, once a newer one arrives. */
let running = new AbortController();

const failed = (error: unknown): Answer => {
  const {name, message} = error instanceof Error ? error : new Error(String(error));
  return {error: {name, message}};
};

/** Lets the messages already queued (keys typed while the last query ran) arrive first. */
const queuedMessages = () => new Promise((resolve) => setTimeout(resolve, 0));

async function search(requests: SearchRequests, signal: AbortSignal): Promise<Answer> {
  await queuedMessages();
  if (signal.aborted) return newestSent;
  try {
    // Loaded first, so `duration` is the query's time alone (the engine and the files it fetched).
    await client.preload(scopeOfRequests(requests));
    if (signal.aborted) return newestSent;
    const started = performance.now();
    const {results} = await client.search(requests, signal);
    return {results, duration: performance.now() - started};
  } catch (error) {
    return signal.aborted ? newestSent : failed(error);
  }
}

globalThis.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const send = (answer: Answer) => {
    globalThis.postMessage({id: request.id, ...answer} satisfies WorkerAnswer);
    return answer;
  };
  if (request.kind === 'preload') {
    client.preload(request.scope).then(
      () => send({}),
      (error: unknown) => send(failed(error)),
    );
    return;
  }
  running.abort();
  running = new AbortController();
  newestSent = search(request.requests, running.signal).then(send);
});
