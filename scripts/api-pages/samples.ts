/**
 * Writes each operation page's request sample and response example (src/lib/api-samples) into its
 * front matter as `samples`, when `npm run gen:api` generates the pages.
 *
 * The page draws them twice as it starts: in the right column while it hydrates
 * (src/theme/SkeletonLoader) and in the request explorer's place right after
 * (src/theme/ApiExplorer). Made in the browser, the first draw inflated the operation from the
 * `api` front matter (base64 of a zlib stream: 12-15 ms of main thread on the chat completion
 * page, in one hydration unit) and each draw sampled its response schema (3-6 ms): issue 40.
 */
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {sampleResponseFromSchema} from 'docusaurus-plugin-openapi-docs/lib/openapi/createResponseExample';
import {decodeApiFrontMatter} from '../../plugins/openapi-theme/api-front-matter';
import {
  curlRequest,
  responseExample,
  type ApiOperation,
  type ApiSamples,
} from '../../src/lib/api-samples/samples';

/** The samples of an operation, as the page shows them. */
export function samplesOf(operation: ApiOperation): ApiSamples {
  // A response of undefined is left out of the JSON the front matter holds.
  return {
    request: curlRequest(operation),
    response: responseExample(operation, (schema) =>
      sampleResponseFromSchema(schema as Parameters<typeof sampleResponseFromSchema>[0]),
    ),
  };
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * The samples as the front matter holds them: base64 of their JSON. Docusaurus 3.10's MDX loader
 * writes the front matter into the page's module with stringify-object 3.3, which escapes quotes
 * and line breaks but not backslashes, so a string holding `\` + line break (each line of a curl
 * call but its last) or `\"` would reach the browser changed. No upstream issue found. The OpenAPI
 * plugin's own `api` value is base64 too.
 */
export function encodeSamples(samples: ApiSamples): string {
  return Buffer.from(JSON.stringify(samples), 'utf8').toString('base64');
}

/**
 * The page's source with `samples` in its front matter, after `api` (replacing any it had), or
 * unchanged when its front matter has no `api` (an overview, a tag or a schema page).
 */
export function withSamples(source: string): string {
  const frontMatter = FRONT_MATTER.exec(source);
  const lines = frontMatter ? frontMatter[1].split('\n') : [];
  const api = lines.find((line) => line.startsWith('api: '));
  if (!frontMatter || !api) return source;
  const samples = `samples: ${encodeSamples(samplesOf(decodeApiFrontMatter(api.slice('api: '.length)) as ApiOperation))}`;
  const written = lines
    .filter((line) => !line.startsWith('samples: '))
    .flatMap((line) => (line === api ? [line, samples] : [line]));
  return `---\n${written.join('\n')}\n---\n${source.slice(frontMatter[0].length)}`;
}

/** Adds the samples to every operation page (`*.api.mdx`) in these folders; how many it wrote. */
export function writeSamples(dirs: readonly string[]): number {
  let written = 0;
  for (const dir of dirs) {
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.api.mdx'))) {
      const file = path.join(dir, name);
      const source = readFileSync(file, 'utf8');
      const next = withSamples(source);
      if (next !== source) {
        writeFileSync(file, next);
        written += 1;
      }
    }
  }
  return written;
}
