/**
 * The embedded index's engine, in a Web Worker. Downloading the index, building the engine
 * (hundreds of milliseconds on a desktop, seconds on a phone) and answering queries happen off
 * the page's main thread, so search can get ready while the browser is idle after load without
 * delaying the page, a tap or a keystroke. `workerClient.ts` is the page's side.
 */
import {createLocalSearchClient, scopeOfRequests} from './localClient';
import type {WorkerAnswer, WorkerRequest} from './workerProtocol';

const client = createLocalSearchClient();

const reply = (answer: WorkerAnswer) => globalThis.postMessage(answer);

globalThis.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const answered = async (): Promise<WorkerAnswer> => {
    if (request.kind === 'preload') {
      await client.preload(request.scope);
      return {id: request.id};
    }
    // Loaded first, so `duration` is the engine's time alone, as the benchmark reports it.
    await client.preload(scopeOfRequests(request.requests));
    const started = performance.now();
    const {results} = await client.search(request.requests);
    return {id: request.id, results, duration: performance.now() - started};
  };
  answered().then(reply, (error: unknown) => {
    const {name, message} = error instanceof Error ? error : new Error(String(error));
    reply({id: request.id, error: {name, message}});
  });
});
