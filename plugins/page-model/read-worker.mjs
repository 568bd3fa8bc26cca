/**
 * A thread that reads built pages into page models (read-pool.ts sends it batches). The reader is
 * TypeScript, loaded through tsx as the build's own scripts are.
 */
import {parentPort} from 'node:worker_threads';
import {tsImport} from 'tsx/esm/api';

const {readReadablePart} = await tsImport('./read.ts', import.meta.url);

parentPort.on('message', ({id, jobs}) => {
  try {
    const models = jobs.map((job) =>
      readReadablePart(job.readable, job.route, job.siteUrl, job.operation),
    );
    parentPort.postMessage({id, models});
  } catch (error) {
    parentPort.postMessage({id, error: error instanceof Error ? error.stack : String(error)});
  }
});
parentPort.postMessage({ready: true});
