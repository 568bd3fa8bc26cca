import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {algoliasearch} from 'algoliasearch';
import {
  assertProductionBuild,
  HOSTED_INDEX_SETTINGS,
  pushSearchRecords,
  UnpushableBuildError,
  type SentRecord,
} from '../../../plugins/page-model/outputs/algolia-push';
import type {SearchRecord} from '../../../src/lib/search/types';
import {writeFakeBuild} from '../../support/fake-build';

interface Seen {
  method: string;
  path: string;
  apiKey: string | undefined;
  body: Record<string, unknown> | null;
  search: string;
}

/**
 * Just enough of Algolia's write API to let the real client run a push against 127.0.0.1, with
 * the records of each index kept, so a second push meets what the first one left.
 */
function fakeAlgolia(
  seen: Seen[],
  indexes = new Map<string, Map<string, Record<string, unknown>>>(),
): Server {
  let task = 0;
  const indexOf = (name: string) => {
    if (!indexes.has(name)) indexes.set(name, new Map());
    return indexes.get(name)!;
  };
  return createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url!, 'http://fake');
    const path = url.pathname;
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    seen.push({
      method: request.method!,
      path,
      search: url.search,
      apiKey: request.headers['x-algolia-api-key'] as string,
      body,
    });
    response.setHeader('content-type', 'application/json');
    if (request.method === 'GET' && /\/task\/\d+$/.test(path)) {
      response.end(JSON.stringify({status: 'published', pendingTask: false}));
      return;
    }
    const name = decodeURIComponent(path.split('/')[3] ?? '');
    if (path.endsWith('/browse')) {
      // Like Algolia: the id, and only the attributes asked for (without a list, the index's
      // attributesToRetrieve setting applies, and it does not name record_hash).
      const asked = (body?.attributesToRetrieve as string[] | undefined) ?? [];
      const hits = [...indexOf(name).values()].map((object) =>
        Object.fromEntries(
          Object.entries(object).filter(([key]) => key === 'objectID' || asked.includes(key)),
        ),
      );
      response.end(JSON.stringify({hits, nbHits: hits.length, page: 0, nbPages: 1}));
      return;
    }
    task += 1;
    const batch = Array.isArray(body?.requests) && !path.includes('/synonyms/');
    const entries = batch
      ? (body!.requests as {action: string; body: Record<string, unknown>}[])
      : [];
    for (const {action, body: object} of entries) {
      if (action === 'deleteObject') indexOf(name).delete(object.objectID as string);
      else indexOf(name).set(object.objectID as string, object);
    }
    const objectIDs = batch ? entries.map((entry) => entry.body.objectID) : undefined;
    response.end(JSON.stringify({taskID: task, updatedAt: new Date().toISOString(), objectIDs}));
  });
}

const records: SearchRecord[] = ['/learn/what-is-nillion', '/build/quickstart'].map(
  (route, position) => ({
    objectID: `${route}#-${position}`,
    url: `https://docs.nillion.com${route}`,
    url_without_anchor: `https://docs.nillion.com${route}`,
    anchor: null,
    type: 'lvl1',
    hierarchy: {
      lvl0: 'Learn',
      lvl1: route,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
    language: 'en',
    docusaurus_tag: ['docs-default-current'],
    position,
  }),
);

/** A batch of records (not the synonyms' batch). */
const isRecordBatch = (path: string) => path.endsWith('/batch') && !path.includes('/synonyms/');

/** What the batches of a push did: each entry's action and record. */
const batchEntries = (seen: Seen[]) =>
  seen
    .filter((request) => isRecordBatch(request.path))
    .flatMap((request) => request.body!.requests as {action: string; body: SentRecord}[]);

const pushedRecords = (seen: Seen[]) =>
  batchEntries(seen)
    .filter((entry) => entry.action === 'addObject')
    .map((entry) => entry.body);

/** Algolia's real client, sending to a server of this test on 127.0.0.1. */
const clientOf = (server: Server, apiKey = 'admin-key') =>
  algoliasearch('TESTAPP', apiKey, {
    hosts: [
      {
        url: `127.0.0.1:${(server.address() as AddressInfo).port}`,
        accept: 'readWrite',
        protocol: 'http',
      },
    ],
  });

describe('pushSearchRecords', () => {
  const seen: Seen[] = [];
  const server = fakeAlgolia(seen);
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const client = () => clientOf(server);

  it('sends page text HTML-escaped, so the highlight tags of Algolia are the only markup', async () => {
    seen.length = 0;
    const page: SearchRecord = {
      ...records[0],
      hierarchy: {...records[0].hierarchy, lvl1: 'Rendering <mark> & "quotes"', lvl2: "It's <b>"},
      content: 'Type <img src=x onerror=alert(1)> & press Enter',
    };
    await pushSearchRecords(client(), 'nillion_docs', [page]);
    const [pushed] = pushedRecords(seen);
    expect(pushed.hierarchy.lvl1).toBe('Rendering &lt;mark&gt; &amp; &quot;quotes&quot;');
    expect(pushed.hierarchy.lvl2).toBe('It&#39;s &lt;b&gt;');
    expect(pushed.hierarchy.lvl0).toBe('Learn');
    expect(pushed.content).toBe('Type &lt;img src=x onerror=alert(1)&gt; &amp; press Enter');
    expect(pushed.url).toBe(page.url);
  });

  it('refuses records of test-fixture pages before sending anything', async () => {
    seen.length = 0;
    const fixture: SearchRecord = {
      ...records[0],
      objectID: '/__fixtures/docs/markup-probe#-0',
      url: 'https://docs.nillion.com/__fixtures/docs/markup-probe',
      url_without_anchor: 'https://docs.nillion.com/__fixtures/docs/markup-probe',
    };
    await expect(
      pushSearchRecords(client(), 'nillion_docs', [...records, fixture]),
    ).rejects.toThrow(UnpushableBuildError);
    const refusal = (await pushSearchRecords(client(), 'nillion_docs', [fixture, fixture]).catch(
      (error: unknown) => error,
    )) as Error;
    expect(refusal.name).toBe('UnpushableBuildError');
    expect(refusal.message).toMatch(
      /^2 records come from test-fixture pages \(https:\/\/docs\.nillion\.com\/__fixtures\/docs\/markup-probe, …\): rebuild without PORTAL_TEST_FIXTURES/,
    );
    expect(seen).toEqual([]);
  });

  it('sets DocSearch settings, then sends every built record to an empty index', async () => {
    seen.length = 0;
    await expect(pushSearchRecords(client(), 'empty_index', records)).resolves.toEqual({
      records: 2,
      sent: 2,
      deleted: 0,
    });

    expect(seen.every((request) => request.apiKey === 'admin-key')).toBe(true);
    const settings = seen.find((request) => request.path === '/1/indexes/empty_index/settings');
    expect(settings?.body).toEqual(HOSTED_INDEX_SETTINGS);
    // Each record as built, with a fingerprint of what it holds.
    const pushed = pushedRecords(seen);
    expect(pushed.map(({record_hash: _hash, ...record}) => record)).toEqual(records);
    expect(pushed.map((record) => record.record_hash)).toEqual([
      expect.stringMatching(/^[\w-]{22}$/),
      expect.stringMatching(/^[\w-]{22}$/),
    ]);
    expect(pushed[0]!.record_hash).not.toBe(pushed[1]!.record_hash);
  });

  it('sends only the records that are new or changed, and deletes the ones gone', async () => {
    const indexes = new Map<string, Map<string, Record<string, unknown>>>();
    const log: Seen[] = [];
    const stateful = fakeAlgolia(log, indexes);
    await new Promise<void>((resolve) => stateful.listen(0, '127.0.0.1', resolve));
    const statefulClient = clientOf(stateful);
    const third: SearchRecord = {...records[1]!, objectID: '/build/quickstart#-2', position: 2};
    await pushSearchRecords(statefulClient, 'docs', [...records, third]);

    // One record edited, one new, one gone, one as it was.
    log.length = 0;
    const edited: SearchRecord = {...records[1]!, content: 'Now with a paragraph.'};
    const added: SearchRecord = {
      ...records[0]!,
      objectID: '/learn/what-is-nillion#-9',
      position: 9,
    };
    await expect(
      pushSearchRecords(statefulClient, 'docs', [records[0]!, edited, added]),
    ).resolves.toEqual({records: 3, sent: 2, deleted: 1});
    expect(batchEntries(log).map((entry) => [entry.action, entry.body.objectID])).toEqual([
      ['addObject', edited.objectID],
      ['addObject', added.objectID],
      ['deleteObject', third.objectID],
    ]);
    expect([...indexes.get('docs')!.keys()].sort()).toEqual(
      [records[0]!.objectID, edited.objectID, added.objectID].sort(),
    );

    // Nothing changed since: nothing sent, nothing deleted.
    log.length = 0;
    await expect(
      pushSearchRecords(statefulClient, 'docs', [records[0]!, edited, added]),
    ).resolves.toEqual({records: 3, sent: 0, deleted: 0});
    expect(batchEntries(log)).toEqual([]);

    // A record the index holds without a fingerprint (pushed before they existed) is sent again.
    indexes.get('docs')!.set(records[0]!.objectID, {objectID: records[0]!.objectID});
    log.length = 0;
    await expect(
      pushSearchRecords(statefulClient, 'docs', [records[0]!, edited, added]),
    ).resolves.toEqual({records: 3, sent: 1, deleted: 0});
    expect(pushedRecords(log).map((record) => record.objectID)).toEqual([records[0]!.objectID]);
    await new Promise<void>((resolve) => stateful.close(() => resolve()));
  });

  it('replaces the synonyms with the compound names the records write, joined and split', async () => {
    seen.length = 0;
    const withNames: SearchRecord[] = [
      {...records[0], type: 'content', content: 'Store it with SecretVaults and blindfold.'},
      {
        ...records[1],
        type: 'content',
        content: 'const b = NucTokenBuilder.invocation()',
        code: true,
      },
    ];
    await pushSearchRecords(client(), 'nillion_docs', withNames);
    const synonyms = seen.find(
      (request) => request.path === '/1/indexes/nillion_docs/synonyms/batch',
    );
    expect(synonyms?.search).toContain('replaceExistingSynonyms=true');
    // The records are sent only once the synonyms are in place.
    const next = seen[seen.indexOf(synonyms!) + 1];
    expect(next.method).toBe('GET');
    expect(next.path).toMatch(/^\/1\/indexes\/nillion_docs\/task\/\d+$/);
    expect(synonyms?.body).toEqual([
      {
        objectID: 'compound-nuctokenbuilder',
        type: 'synonym',
        synonyms: ['nuctokenbuilder', 'nuc token builder'],
      },
      {
        objectID: 'compound-secretvaults',
        type: 'synonym',
        synonyms: ['secretvaults', 'secret vaults'],
      },
    ]);
    // The code record carries the words of its identifier for Algolia to search.
    const pushed = pushedRecords(seen);
    expect(pushed[1]).toMatchObject({identifier_words: 'nuc token builder', code: true});
    expect(pushed[0]).toMatchObject({identifier_words: 'secret vaults'});
  });

  it('fails when the hosted service refuses the key', async () => {
    const refusing = createServer((_request, response) => {
      response.statusCode = 403;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({message: 'Invalid Application-ID or API key', status: 403}));
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    await expect(
      pushSearchRecords(clientOf(refusing, 'wrong-key'), 'nillion_docs', records),
    ).rejects.toThrow(/Invalid Application-ID/);
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
  });
});

describe('assertProductionBuild', () => {
  it('refuses a build made with the test fixtures', () => {
    const fixtureBuild = writeFakeBuild({'__fixtures/low-contrast.html': '<h1>x</h1>'});
    expect(() => assertProductionBuild(fixtureBuild)).toThrow(/built with test fixtures/);
    const productionBuild = writeFakeBuild({'index.html': '<h1>x</h1>'});
    expect(() => assertProductionBuild(productionBuild)).not.toThrow();
  });
});
