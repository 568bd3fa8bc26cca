/**
 * The embedded index's engine, in a Web Worker. Downloading the index, building the engine
 * (hundreds of milliseconds on a desktop, seconds on a phone) and answering queries happen off
 * the page's main thread, so search can get ready while the browser is idle after load without
 * delaying the page, a tap or a keystroke. `workerClient.ts` is the page's side.
 *
 * Searches that a newer one supersedes before they run are not run: while one query runs or
 * waits for its files, the reader goes on typing, and only the newest query's answer will be
 * shown. The newest's answer, one message, answers the searches it superseded as well
 * (`superseded`); the page resolves them after the newest, in the same task. The modal shows the
 * answer of its newest query only, so they change nothing on screen, and the page renders once:
 * each answer of its own would cost a copy of the results and a render of the modal, on the main
 * thread, while the reader waits for the newest.
 */
import type {SearchQuery} from './client';
import {createLocalSearchClient} from './local';
import type {WorkerAnswer, WorkerRequest} from './workerProtocol';

const client = createLocalSearchClient();

type Answer = Omit<WorkerAnswer, 'id' | 'superseded'>;

/** The newest search, until it is answered, and the searches it superseded. */
let newest: {id: number; superseded: number[]} | null = null;
/** Aborts the search running, once a newer one arrives. */
let running = new AbortController();

const failed = (error: unknown): Answer => {
  const {name, message} = error instanceof Error ? error : new Error(String(error));
  return {error: {name, message}};
};

/** Lets the messages already queued (keys typed while the last query ran) arrive first. */
const queuedMessages = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A search's answer, or null once a newer search has superseded it. */
async function search(query: SearchQuery, signal: AbortSignal): Promise<Answer | null> {
  await queuedMessages();
  if (signal.aborted) return null;
  try {
    // Loaded first, so `duration` is the query's time alone (the engine and the files it fetched).
    await client.preload(query.tags);
    if (signal.aborted) return null;
    const started = performance.now();
    const results = await client.search(query, signal);
    return {results, duration: performance.now() - started};
  } catch (error) {
    return signal.aborted ? null : failed(error);
  }
}

globalThis.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.kind === 'preload') {
    const send = (answer: Answer) =>
      globalThis.postMessage({id: request.id, ...answer} satisfies WorkerAnswer);
    client.preload(request.tags).then(
      () => send({}),
      (error: unknown) => send(failed(error)),
    );
    return;
  }
  running.abort();
  running = new AbortController();
  const superseded = newest ? [...newest.superseded, newest.id] : [];
  const mine = {id: request.id, superseded};
  newest = mine;
  void search(request.query, running.signal).then((answer) => {
    // Superseded: the newer search answers it. (Not superseded, it is still the newest: no
    // message comes between a search's end and this.)
    if (answer === null) return;
    newest = null;
    globalThis.postMessage({
      id: mine.id,
      ...answer,
      ...(mine.superseded.length > 0 && {superseded: mine.superseded}),
    } satisfies WorkerAnswer);
  });
});
