/**
 * The page's one search client, for the site's search mode: the embedded index in a Web Worker
 * (workerClient.ts), or Algolia (hosted.ts, whose code loads only in that mode). The modal and the
 * /search page share it, so the index loads once.
 */
import type {SearchClient} from './client';
import type {HostedIndex} from './hosted';
import {createWorkerSearchClient} from './workerClient';

let local: SearchClient | null = null;
let hosted: Promise<SearchClient> | null = null;

/** The embedded index's client when `index` is null, else Algolia's for that index. */
export function siteSearchClient(index: HostedIndex | null): Promise<SearchClient> {
  if (!index) {
    local ??= createWorkerSearchClient();
    return Promise.resolve(local);
  }
  hosted ??= import('./hosted').then(({createHostedSearchClient}) =>
    createHostedSearchClient(index),
  );
  return hosted;
}
