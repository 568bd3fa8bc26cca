/**
 * `npm run search:push`: uploads the records of the last build's embedded indexes (every docs
 * version; DocSearch filters them by version tag) to the hosted
 * Algolia index named by ALGOLIA_APP_ID / ALGOLIA_INDEX_NAME, with ALGOLIA_ADMIN_API_KEY.
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
  const {records: count} = await pushSearchRecords(client, env.indexName, records);
  console.log(`Pushed ${count} records to the Algolia index "${env.indexName}".`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof UnpushableBuildError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'ENOENT')
    console.error('No search index in build/: run `npm run build` first.');
  else console.error(error);
  process.exit(1);
});
