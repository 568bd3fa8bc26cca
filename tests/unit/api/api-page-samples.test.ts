import {deflateSync} from 'node:zlib';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {withSamples} from '../../../scripts/api-pages/samples';
import {decodeApiSamples} from '../../../src/lib/api-samples/samples';

/** The front matter value the OpenAPI plugin writes for an operation: base64 of its zlib stream. */
const apiValue = (operation: object) =>
  deflateSync(Buffer.from(JSON.stringify(operation))).toString('base64');

const operation = {
  method: 'post',
  path: '/v1/chat/completions',
  servers: [{url: 'https://api.example.test'}],
  security: [{bearer: []}],
  securitySchemes: {bearer: {type: 'http', scheme: 'bearer'}},
  requestBody: {content: {'application/json': {schema: {type: 'object'}}}},
  jsonRequestBodyExample: {model: 'm', note: 'a "quoted" \\ path'},
  responses: {
    '200': {content: {'application/json': {example: {id: 'c-1', text: 'line\nbreak'}}}},
  },
};

const page = (frontMatter: string) =>
  `---\nid: chat\ntitle: "Chat"\n${frontMatter}\n---\n\nimport X from "y";\n\n<X />\n`;

/** Front matter as Docusaurus reads it, then as its MDX loader writes it into the page's module. */
async function asTheBrowserGetsIt(source: string): Promise<Record<string, unknown>> {
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const {DEFAULT_PARSE_FRONT_MATTER} = require('@docusaurus/utils') as {
    DEFAULT_PARSE_FRONT_MATTER: (params: {
      filePath: string;
      fileContent: string;
    }) => Promise<{frontMatter: Record<string, unknown>}>;
  };
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: 'x.mdx', fileContent: source});
  // The serializer @docusaurus/mdx-loader 3.10 exports the front matter with (its lib/loader.js).
  const fromLoader = createRequire(require.resolve('@docusaurus/mdx-loader'));
  const stringifyObject = fromLoader('stringify-object') as (value: unknown) => string;
  return new Function(`return ${stringifyObject(frontMatter)};`)() as Record<string, unknown>;
}

describe('withSamples', () => {
  it('writes the request sample and response example an operation page shows', async () => {
    const source = page(`api: ${apiValue(operation)}\nsidebar_class_name: "post api-method"`);
    const frontMatter = await asTheBrowserGetsIt(withSamples(source));
    // Every line of a curl call but its last ends in a backslash, and the body holds quotes and a
    // backslash of its own: each must reach the browser as written.
    expect(decodeApiSamples(frontMatter.samples)).toEqual({
      request: [
        "curl -X POST 'https://api.example.test/v1/chat/completions' \\",
        "  -H 'Authorization: Bearer <TOKEN>' \\",
        "  -H 'Content-Type: application/json' \\",
        `  --data '{\n  "model": "m",\n  "note": "a \\"quoted\\" \\\\ path"\n}'`,
      ].join('\n'),
      response: {
        status: '200',
        contentType: 'application/json',
        body: '{\n  "id": "c-1",\n  "text": "line\\nbreak"\n}',
      },
    });
    expect(frontMatter.sidebar_class_name).toBe('post api-method');
  });

  it('leaves a page without an operation as it is', () => {
    const overview = page('sidebar_label: Overview');
    expect(withSamples(overview)).toBe(overview);
    expect(withSamples('# No front matter\n')).toBe('# No front matter\n');
  });

  it('replaces the samples of an earlier run instead of adding a second line', () => {
    const once = withSamples(page(`api: ${apiValue(operation)}`));
    const twice = withSamples(once);
    expect(twice).toBe(once);
    expect(twice.match(/^samples: /gm)).toHaveLength(1);
    expect(twice.endsWith('\n\nimport X from "y";\n\n<X />\n')).toBe(true);
  });
});

describe('decodeApiSamples', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

  it('reads UTF-8 text', () => {
    expect(decodeApiSamples(encode({request: 'curl é ✓'}))).toEqual({request: 'curl é ✓'});
  });

  it('gives null for a page without samples or with samples it cannot read', () => {
    expect(decodeApiSamples(undefined)).toBeNull();
    expect(decodeApiSamples({request: 'curl'})).toBeNull();
    expect(decodeApiSamples('not base64 at all!')).toBeNull();
    expect(decodeApiSamples(encode({response: {status: '200'}}))).toBeNull();
    expect(decodeApiSamples(encode(null))).toBeNull();
  });
});
