/**
 * The nilDB v1 reference documents every endpoint the SecretVaults client of
 * each docs version calls (its sample project's release: config/versions.ts).
 * The calls are read from the SDK's published bundle (its builder and user
 * clients, and the factories that read /about), so upgrading
 * @nillion/secretvaults to a release that calls a new endpoint fails here until
 * openapi/nildb-v1.yaml describes it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {openApiSpecs} from '../../../config/api-reference';
import {DOCS_VERSIONS} from '../../../config/versions';
import {ensureInstalled, sampleProject} from '../../../scripts/content-checks/sample-project';
import {
  readSdkCalls,
  undocumentedCalls,
  type OpenApiLike,
  type SdkCall,
} from '../../support/sdk-endpoints';

/** The SecretVaults release each docs version's samples use, from its sample project. */
const releases = DOCS_VERSIONS.map((version) => {
  const project = sampleProject(version);
  ensureInstalled(project);
  const dir = path.join(project.dir, 'node_modules/@nillion/secretvaults');
  return {
    version,
    bundle: readFileSync(path.join(dir, 'dist/lib.js'), 'utf8'),
    sdkVersion: (
      JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}
    ).version,
  };
});
/** The bundle the planted-defect tests change: Latest's. */
const bundle = releases[0]!.bundle;
const v1 = parse(readFileSync(path.resolve(openApiSpecs.nildbV1.specPath), 'utf8')) as OpenApiLike;

/**
 * Where SecretVaults makes its HTTP calls: the node clients and their factories. 0.1.x and 3.x
 * share these names; 3.x builds its list paths in a local (`let path = ...`), which
 * `readSdkCalls` follows as well.
 */
const SOURCES = {
  endpointTable: 'NilDbEndpoint',
  classes: ['NilDbBaseClient', 'NilDbBuilderClient', 'NilDbUserClient'],
  factories: ['createNilDbBuilderClient', 'createNilDbUserClient'],
};

const describeCall = ({method, path: callPath}: SdkCall) => `${method} ${callPath}`;

for (const {version, bundle, sdkVersion} of releases)
  describe(`${version.label}: @nillion/secretvaults ${sdkVersion}: every endpoint it calls is in the nilDB v1 reference`, () => {
    const {calls, unreadable} = readSdkCalls(bundle, SOURCES);

    it('reads every call site of the builder and user clients', () => {
      expect(unreadable, 'call sites whose path could not be resolved').toEqual([]);
      // Each this.request(...) of the client classes became one call: none was skipped.
      const callSites = SOURCES.classes
        .map((name) => {
          const start = bundle.search(new RegExp(`var ${name} = class\\b`));
          return (
            bundle.slice(start, bundle.indexOf('\n};', start)).split('this.request({').length - 1
          );
        })
        .reduce((sum, count) => sum + count, 0);
      const fromClasses = calls.filter((call) => SOURCES.classes.includes(call.caller));
      expect(fromClasses.length).toBe(callSites);
      for (const caller of [...SOURCES.classes.slice(1), ...SOURCES.factories]) {
        expect(
          calls.some((call) => call.caller === caller),
          `${caller} makes calls`,
        ).toBe(true);
      }
    });

    it('documents the method and path of each call, and its query parameters', () => {
      expect(undocumentedCalls(calls, v1), 'called by the SDK but not documented').toEqual([]);
    });

    it('covers the endpoints the issue names (builder registration, data, queries, user access)', () => {
      const called = new Set(calls.map(describeCall));
      for (const endpoint of [
        'POST /v1/builders/register',
        'POST /v1/collections',
        'POST /v1/data/standard',
        'POST /v1/data/owned',
        'POST /v1/data/find',
        'POST /v1/data/update',
        'POST /v1/data/delete',
        'GET /v1/data/{id}/tail',
        'DELETE /v1/data/{id}/flush',
        'GET /v1/queries',
        'GET /v1/collections',
        'POST /v1/queries/run',
        'GET /v1/queries/run/{id}',
        'GET /v1/users/data',
        'GET /v1/users/data/{collection}/{document}',
        'POST /v1/users/data/acl/grant',
        'POST /v1/users/data/acl/revoke',
      ]) {
        expect(called, endpoint).toContain(endpoint);
      }
    });
  });

describe('the coverage check fails when the SDK calls something undocumented', () => {
  /** The real bundle with one more method in the builder client. */
  function withBuilderMethod(method: string): string {
    const marker = 'var NilDbBuilderClient = class extends NilDbBaseClient {';
    expect(bundle).toContain(marker);
    return bundle.replace(marker, `${marker}\n${method}`);
  }

  it('reports a new path, given literally', () => {
    const planted = withBuilderMethod(`  readAudit(token) {
    return this.request({
      path: "/v1/builders/audit",
      token,
      responseSchema: ReadBuilderProfileResponse
    });
  }`);
    const {calls, unreadable} = readSdkCalls(planted, SOURCES);
    expect(unreadable).toEqual([]);
    expect(undocumentedCalls(calls, v1)).toEqual([
      'GET /v1/builders/audit (called by NilDbBuilderClient)',
    ]);
  });

  it('reports a new entry of the endpoint table and a known path with a new method', () => {
    const planted = withBuilderMethod(`  exportCollection(token, collection) {
    return this.request({
      path: NilDbEndpoint.v1.collections.exportById.replace(":id", collection),
      method: "POST",
      token,
      responseSchema: CreateCollectionResponse
    });
  }
  patchCollection(token, collection) {
    return this.request({
      path: NilDbEndpoint.v1.collections.byId.replace(":id", collection),
      method: "PATCH",
      token,
      responseSchema: CreateCollectionResponse
    });
  }`).replace(
      'indexesById: "/v1/collections/:id/indexes",',
      'indexesById: "/v1/collections/:id/indexes",\n      exportById: "/v1/collections/:id/export",',
    );
    const {calls} = readSdkCalls(planted, SOURCES);
    expect(undocumentedCalls(calls, v1)).toEqual([
      'POST /v1/collections/{id}/export (called by NilDbBuilderClient)',
      'PATCH /v1/collections/{id} (called by NilDbBuilderClient)',
    ]);
  });

  it('reports a query parameter the document does not describe', () => {
    const planted = withBuilderMethod(`  tailSince(token, collection, since) {
    return this.request({
      path: \`\${NilDbEndpoint.v1.data.tailById.replace(":id", collection)}?since=\${since}\`,
      method: "GET",
      token,
      responseSchema: TailDataResponse
    });
  }`);
    const {calls} = readSdkCalls(planted, SOURCES);
    expect(undocumentedCalls(calls, v1)).toEqual([
      'GET /v1/data/{id}/tail?since= (called by NilDbBuilderClient)',
    ]);
  });

  it('reports a path built in a local, and the query parameters added to it', () => {
    const planted = withBuilderMethod(`  exportRecords(token, collection, cursor) {
    let path = NilDbEndpoint.v1.data.root;
    const params = new URLSearchParams();
    params.set("cursor", String(cursor));
    path = \`\${path}?\${params.toString()}\`;
    return this.request({
      path,
      method: "GET",
      token,
      responseSchema: TailDataResponse
    });
  }`);
    const {calls, unreadable} = readSdkCalls(planted, SOURCES);
    expect(unreadable).toEqual([]);
    expect(undocumentedCalls(calls, v1)).toEqual(['GET /v1/data (called by NilDbBuilderClient)']);
  });

  it('reports each call of the SDK whose route the document no longer describes', () => {
    const {calls} = readSdkCalls(bundle, SOURCES);
    const paths = {...v1.paths};
    delete paths['/v1/users/data/acl/grant'];
    const listCollections = {...paths['/v1/collections']!};
    listCollections.get = {...listCollections.get!, parameters: []};
    expect(undocumentedCalls(calls, {...v1, paths})).toEqual([
      'POST /v1/users/data/acl/grant (called by NilDbUserClient)',
    ]);
    expect(
      undocumentedCalls(calls, {...v1, paths: {...v1.paths, '/v1/collections': listCollections}}),
    ).toEqual([
      'GET /v1/collections?limit= (called by NilDbBuilderClient)',
      'GET /v1/collections?offset= (called by NilDbBuilderClient)',
      'GET /v1/collections?sort= (called by NilDbBuilderClient)',
    ]);
  });

  it('reports a call site it cannot read instead of skipping it', () => {
    const planted = withBuilderMethod(`  readOther(token, where) {
    return this.request({
      path: where,
      token,
      responseSchema: TailDataResponse
    });
  }`);
    expect(readSdkCalls(planted, SOURCES).unreadable).toEqual([
      'NilDbBuilderClient: cannot resolve path where',
    ]);
  });
});
