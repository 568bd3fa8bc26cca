import {describe, expect, it} from 'vitest';
import {checkRequests} from '../../../scripts/content-checks/check-requests';
import {loadApiDocuments} from '../../../scripts/content-checks/openapi';
import {fixture, lineOf} from '../../support/content-fixtures';

const page = fixture('requests.mdx');
const at = (text: string, after?: string) => lineOf(page, text, after);
// Only the nilCC document: the fixture's expectations are facts of the nilcc source it records.
const documents = loadApiDocuments([
  {name: 'nilCC', documents: ['openapi/nilcc.yaml'], baseUrls: []},
]);

describe('requests match the API (the requests check)', () => {
  const {findings, checked} = checkRequests([page], documents);
  const on = (line: number) =>
    findings.filter((finding) => finding.line === line).map((finding) => finding.message);

  it('passes requests that match, with $VARS from the page, placeholders and the attester on the workload domain', () => {
    expect(on(at('workload-tiers/list'))).toEqual([]);
    expect(on(at('"tail": true, "maxLines": 100'))).toEqual([]);
    expect(on(at('your-workload-domain/nilcc/api/v2/report'))).toEqual([]);
  });

  it('reports a path the API does not have and a method it does not take', () => {
    expect(on(at('/api/v1/workloads/status'))).toEqual([
      expect.stringMatching(/GET \/api\/v1\/workloads\/status .*`status` is not a valid `id`/),
    ]);
    expect(on(at('-X DELETE'))).toEqual([expect.stringMatching(/only for GET/)]);
  });

  it('reports a body without a required field, a wrong type and a field the schema does not have', () => {
    expect(on(at(`-d '{"workloadId": "YOUR_WORKLOAD_ID"}'`) - 2)).toEqual([
      expect.stringMatching(/missing the required field `tail`/),
    ]);
    expect(on(at('"maxLine": 10') - 2)).toEqual([
      expect.stringMatching(/`\/tail` must be boolean/),
      expect.stringMatching(/field `\/maxLine` is not in the request schema/),
    ]);
  });

  it('reports a request without the credentials the operation needs', () => {
    expect(on(at('accounts/me'))).toEqual([expect.stringMatching(/no credentials.*`x-api-key`/)]);
  });

  it('reports a create call without a body, unless the block is a marked excerpt', () => {
    const plain = at('workloads/create -H');
    const excerpt = at('workloads/create -H', '```bash fragment');
    expect(on(plain)).toEqual([expect.stringMatching(/needs a request body/)]);
    expect(on(excerpt)).toEqual([]);
  });

  it('leaves the reader’s own app alone', () => {
    expect(on(at('localhost:3000'))).toEqual([]);
  });

  it('follows fetch through a helper to each call site and judges its body', () => {
    expect(on(at('call("GET", "/api/v1/artifacts/list")'))).toEqual([]);
    expect(on(at('call("POST", "/api/v1/workloads/create"'))).toEqual([
      expect.stringMatching(/missing the required field `publicContainerName`/),
      expect.stringMatching(/`\/disk` must be >= 5/),
      expect.stringMatching(/field `\/serviceToExpose` is not in the request schema/),
    ]);
    expect(on(at('/api/v1/workload/list'))).toEqual([expect.stringMatching(/no such path/)]);
  });

  it('counts only requests to documented APIs', () => {
    expect(checked).toBe(13);
    expect(findings.every((finding) => finding.check === 'requests' && finding.file === page)).toBe(
      true,
    );
  });
});

describe('requests to a nilDB node match one of its two API generations (the requests check)', () => {
  const nildbPage = fixture('requests-nildb.mdx');
  const atNildb = (text: string, after?: string) => lineOf(nildbPage, text, after);
  // The APIs as configured: nilDB samples must be judged against the v1 document SecretVaults
  // calls, and still against the legacy document its reference keeps.
  const {findings, checked} = checkRequests([nildbPage]);
  const on = (line: number) =>
    findings.filter((finding) => finding.line === line).map((finding) => finding.message);

  it('passes v1 requests with their NUC bearer token and a body of the v1 schema', () => {
    expect(on(atNildb('/about'))).toEqual([]);
    expect(on(atNildb('/v1/builders/me'))).toEqual([]);
    expect(on(atNildb('/v1/data/find'))).toEqual([]);
    expect(on(atNildb('my-app') - 3)).toEqual([]);
  });

  it('passes a legacy request against the legacy document', () => {
    expect(on(atNildb('/api/v1/data/read'))).toEqual([]);
  });

  it('reports a path that neither generation has, naming the v1 document', () => {
    expect(on(atNildb('/v1/collection"'))).toEqual([
      expect.stringMatching(/no such path in openapi\/nildb-v1\.yaml/),
    ]);
  });

  it('reports a v1 body without a required field and a v1 call without its token', () => {
    expect(on(atNildb('/v1/data/find', 'A path neither API has'))).toEqual([
      expect.stringMatching(/findData.*missing the required field `filter`/),
    ]);
    expect(on(atNildb('/v1/collections"'))).toEqual([
      expect.stringMatching(/no credentials.*`Authorization` header/),
    ]);
    expect(on(atNildb('body: JSON.stringify({ did })') - 3)).toEqual([
      expect.stringMatching(/registerBuilder.*missing the required field `name`/),
    ]);
  });

  it('counts every request to the node', () => {
    expect(checked).toBe(9);
  });
});
