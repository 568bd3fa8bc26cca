/**
 * Reads pages into page models in worker threads, one per core: after static generation the
 * build's cores are idle, and reading (parsing and normalising each page) is the page model's
 * main cost, 44 ms a page on this machine. Each thread runs read-worker.mjs; the models are the
 * ones readReadablePart returns in this thread (a unit test compares them).
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {PageModel} from '../../src/lib/page-model/model';
import type {ApiOperation} from './openapi';

export interface ReadJob {
  /** The page cut to what its model is read from (readablePart in html.ts). */
  readable: string;
  route: string;
  siteUrl: string;
  operation?: ApiOperation;
}

/** Pages a thread gets at a time: enough to amortise a message, few enough to share the work out. */
const BATCH = 25;

interface Answer {
  id?: number;
  ready?: true;
  models?: (PageModel | null)[];
  error?: string;
}

/** Reads every job in `threads` worker threads; the models come back in the jobs' order. */
export async function readInThreads(
  jobs: readonly ReadJob[],
  threads: number,
): Promise<(PageModel | null)[]> {
  const models: (PageModel | null)[] = new Array(jobs.length);
  const batches: number[][] = [];
  for (let start = 0; start < jobs.length; start += BATCH) {
    batches.push(Array.from({length: Math.min(BATCH, jobs.length - start)}, (_, at) => start + at));
  }
  let next = 0;
  const workers = Array.from(
    {length: Math.max(1, Math.min(threads, batches.length))},
    () => new Worker(path.join(__dirname, 'read-worker.mjs')),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= batches.length) {
                resolve();
                return;
              }
              const id = next;
              next += 1;
              worker.postMessage({id, jobs: batches[id]!.map((at) => jobs[at])});
            };
            worker.on('message', (answer: Answer) => {
              if (answer.error) {
                reject(new Error(`Reading pages in a worker thread failed: ${answer.error}`));
                return;
              }
              if (answer.models) {
                answer.models.forEach((model, at) => (models[batches[answer.id!]![at]!] = model));
              }
              send();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => {
              if (code !== 0) reject(new Error(`A page-reading thread exited with ${code}`));
            });
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return models;
}
