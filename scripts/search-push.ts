/**
 * `npm run search:push`: uploads the records of the last build's embedded indexes (every docs
 * version; DocSearch filters them by version tag) to the hosted
 * Algolia index named by ALGOLIA_APP_ID / ALGOLIA_INDEX_NAME, with ALGOLIA_ADMIN_API_KEY: only
 * the records the index does not hold as built are sent, and those the build dropped deleted.
 */
import {algoliasearch} from 'algoliasearch';
import {EnvError, loadSearchPushEnv} from '../config/env';
import {
  assertProductionBuild,
  pushSearchRecords,
  UnpushableBuildError,
} from '../plugins/page-model/outputs/algolia-push';
import {readAllBuiltRecords} from '../plugins/page-model/outputs/search-index';

async function main() {
  const env = loadSearchPushEnv();
  assertProductionBuild('build');
  const records = await readAllBuiltRecords('build');
  const client = algoliasearch(env.appId, env.adminApiKey);
  const {records: count, sent, deleted} = await pushSearchRecords(client, env.indexName, records);
  console.log(
    `The Algolia index "${env.indexName}" holds the build's ${count} records: ${sent} sent (new or changed), ${deleted} deleted, the rest unchanged.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof UnpushableBuildError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'ENOENT')
    console.error('No search index in build/: run `npm run build` first.');
  else console.error(error);
  process.exit(1);
});
