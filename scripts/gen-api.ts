/**
 * `npm run gen:api`: writes the API reference pages from openapi/ with docusaurus-plugin-openapi-docs
 * (its clean-api-docs, then gen-api-docs) and records inputs and pages in api/.openapi-stamp.json.
 *
 * `--if-changed` (run before `npm start`, `npm run build` and `npm run typecheck`) skips both
 * commands when the stamp shows the pages were generated from the current documents, options and
 * plugin version and were not touched since: each command boots Docusaurus, several seconds that a
 * writer would otherwise wait on every start.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {OPENAPI_PLUGIN_ID, openApiSpecs} from '../config/api-reference';
import {STAMP_PATH, staleReasons, writeStamp, type StampSources} from './api-pages/stamp';
import {writeSamples} from './api-pages/samples';

const siteDir = path.resolve(__dirname, '..');
const require = createRequire(__filename);
const pluginVersion = (require('docusaurus-plugin-openapi-docs/package.json') as {version: string})
  .version;

const sources: StampSources = {
  siteDir,
  // The documents (and anything they reference), the generator's options, this script's rules.
  inputs: [
    'openapi',
    'config/api-reference.ts',
    'scripts/gen-api.ts',
    'scripts/api-pages/stamp.ts',
    'scripts/api-pages/samples.ts',
    'plugins/openapi-theme/api-front-matter.ts',
    'src/lib/api-samples/samples.ts',
  ],
  outputDirs: Object.values(openApiSpecs).map((spec) => spec.outputDir),
  extra: {'docusaurus-plugin-openapi-docs': pluginVersion},
};

const {values: flags} = parseArgs({options: {'if-changed': {type: 'boolean', default: false}}});

function docusaurus(...args: string[]) {
  const result = spawnSync(
    path.join(siteDir, 'node_modules/.bin/docusaurus'),
    [...args, 'all', '--plugin-id', OPENAPI_PLUGIN_ID],
    {cwd: siteDir, stdio: 'inherit'},
  );
  if (result.status !== 0) {
    console.error(`docusaurus ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

if (flags['if-changed']) {
  const reasons = staleReasons(sources);
  if (reasons.length === 0) {
    console.log(
      `API reference pages are up to date with openapi/ (${STAMP_PATH}); \`npm run gen:api\` rewrites them.`,
    );
    process.exit(0);
  }
  const shown = reasons.slice(0, 3).join(', ') + (reasons.length > 3 ? ', …' : '');
  console.log(`Generating the API reference pages: ${shown}.`);
}

rmSync(path.join(siteDir, STAMP_PATH), {force: true});
docusaurus('clean-api-docs');
docusaurus('gen-api-docs');
// The plugin reports a document it cannot read on the console and still exits with 0.
const missing = sources.outputDirs.filter(
  (dir) => !existsSync(path.join(siteDir, dir, 'sidebar.ts')),
);
if (missing.length > 0) {
  console.error(`gen-api-docs wrote no sidebar.ts in ${missing.join(', ')}: see the errors above.`);
  process.exit(1);
}
const withSamples = writeSamples(sources.outputDirs.map((dir) => path.join(siteDir, dir)));
console.log(`Request samples and response examples written into ${withSamples} operation pages.`);
const stamp = writeStamp(sources);
console.log(`${Object.keys(stamp.outputs).length} API reference pages written (${STAMP_PATH}).`);
