import {readdirSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {readOpenapiFiles, processOpenapiFiles} from 'docusaurus-plugin-openapi-docs/lib/openapi';
import {apiDocsOptions, openApiSpecs} from '../../../config/api-reference';
import {
  addedGeneratedApiRoutes,
  allApiLandingRoutes,
  allGeneratedApiRoutes,
  apiRoutes,
  generatedApiRoutes,
  nildbV1OverviewRoute,
} from '../../support/published-routes';
import {operations} from '../../support/openapi-operations';

const GENERATED_FILE = /\.(api|info|tag)\.mdx$/;

/** Routes of the pages the OpenAPI plugin writes for one spec, computed by the plugin itself. */
async function generatedRoutes(spec: {specPath: string; outputDir: string}): Promise<string[]> {
  const files = await readOpenapiFiles(path.resolve(spec.specPath));
  const [items] = await processOpenapiFiles(
    files,
    {...spec} as Parameters<typeof processOpenapiFiles>[1],
    {groupPathsBy: 'tag'},
  );
  const dir = path.relative(apiDocsOptions.path, spec.outputDir);
  return items
    .filter((item) => item.type === 'api' || item.type === 'info' || item.type === 'tag')
    .map((item) => `/${apiDocsOptions.routeBasePath}/${dir}/${item.id}`);
}

/** Hand-written pages of the API docs instance (every .mdx that is not a generated file). */
function handWrittenRoutes(): string[] {
  const files = readdirSync(apiDocsOptions.path, {recursive: true, encoding: 'utf8'});
  return files
    .filter((file) => file.endsWith('.mdx') && !GENERATED_FILE.test(file))
    .map((file) => `/${apiDocsOptions.routeBasePath}/${file.replace(/\.mdx$/, '')}`);
}

describe('API reference routes', () => {
  let generated: string[] = [];
  // Parsing and bundling the documents takes a few seconds on a busy machine.
  beforeAll(async () => {
    generated = [
      ...(await generatedRoutes(openApiSpecs.nilai)),
      ...(await generatedRoutes(openApiSpecs.nildb)),
      ...(await generatedRoutes(openApiSpecs.nildbV1)),
    ];
  }, 120_000);

  it('the OpenAPI documents generate every published API page, unchanged', () => {
    const missing = generatedApiRoutes.filter((route) => !generated.includes(route));
    expect(missing, 'published routes no document generates any more').toEqual([]);
  });

  it('the OpenAPI documents generate exactly the published pages and those issue 21 added', () => {
    const routes = generated;
    expect(new Set(routes).size, 'no two operations share a page id').toBe(routes.length);
    expect([...routes].sort()).toEqual([...allGeneratedApiRoutes].sort());
  });

  it('with the hand-written pages, the API instance serves exactly the API routes', () => {
    const routes = [...generated, ...handWrittenRoutes()];
    expect([...routes].sort()).toEqual(
      [
        ...generatedApiRoutes,
        ...addedGeneratedApiRoutes,
        ...apiRoutes,
        nildbV1OverviewRoute,
      ].sort(),
    );
  });

  it('the browser tests name each operation page as the plugin does', () => {
    const routes = generated.filter((route) => !allApiLandingRoutes.includes(route));
    expect(operations.map((op) => op.route).sort()).toEqual(routes.sort());
  });
});
