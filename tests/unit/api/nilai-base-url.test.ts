/**
 * What the nilAI TypeScript SDK does with a base URL without its trailing slash, shown by running
 * it (each docs version's release, in its sample project) against a local fake node, and held
 * against what the Troubleshooting tables say (Part A #2 of the 2026 brief). @nillion/nilai-ts
 * 0.2.0 appends `public_key` straight to the base URL and never checks the status: without the
 * slash it asks for `/v1public_key`, takes the 404 page as the node's key, signs for that key and
 * sends the chat anyway, so the reader sees the node refuse it (401). "Failed to retrieve the
 * nilai public key" only appears when the node cannot be reached at all.
 */
import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {resolve} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DOCS_VERSIONS} from '../../../config/versions';
import {contentFiles} from '../../../scripts/content-checks/files';
import {harnessFolder, sampleProject} from '../../../scripts/content-checks/sample-project';
import {markdownTables} from '../../../scripts/content-checks/tables';

const run = promisify(execFile);
const HARNESS = resolve('tests/support/nilai-base-url-harness.mjs');
const FAILED_KEY = 'Failed to retrieve the nilai public key';

/** A node that serves its key at /v1/public_key and refuses every chat (no real key signs it). */
function fakeNode(requests: string[]): Promise<Server> {
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (request.url === '/v1/public_key') {
      response.end(Buffer.from(new Uint8Array(33).fill(2)).toString('base64'));
    } else if (request.url?.endsWith('public_key')) {
      response.statusCode = 404;
      response.end('Not Found');
    } else {
      response.statusCode = 401;
      response.end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

for (const version of DOCS_VERSIONS) {
  describe(`${version.label}: the nilAI TypeScript SDK and a base URL without its slash`, () => {
    const project = sampleProject(version);
    let folder: string;
    const requests: string[] = [];
    let server: Server;
    let base: string;
    const chat = async (baseURL: string) => {
      const {stdout} = await run(process.execPath, ['harness.mjs', baseURL], {cwd: folder});
      return (
        JSON.parse(stdout.trim().split('\n').at(-1)!) as {
          error: {status: number | null; message: string} | null;
        }
      ).error;
    };

    beforeAll(async () => {
      folder = harnessFolder(project, 'nilai-base-url', HARNESS);
      server = await fakeNode(requests);
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    it('asks for /v1public_key, sends the chat anyway and meets the node refusing it (401)', async () => {
      requests.length = 0;
      const error = await chat(`${base}/v1`);
      expect(requests).toEqual(['GET /v1public_key', 'POST /v1/chat/completions']);
      expect(error?.status).toBe(401);
      expect(error?.message).not.toContain(FAILED_KEY);
    });

    it('with the slash, asks for /v1/public_key', async () => {
      requests.length = 0;
      await chat(`${base}/v1/`);
      expect(requests[0]).toBe('GET /v1/public_key');
    });

    it(`says "${FAILED_KEY}" only when the node cannot be reached`, async () => {
      const closed = await fakeNode([]);
      const {port} = closed.address() as AddressInfo;
      await new Promise((done) => closed.close(done));
      const error = await chat(`http://127.0.0.1:${port}/v1/`);
      expect(error?.message).toContain(FAILED_KEY);
    });

    it('its Troubleshooting rows say so: the missing slash is a 401, the message an unreachable node', () => {
      const rows = contentFiles([version.contentDir])
        .filter((path) => path.includes('private-llms'))
        .flatMap((path) =>
          markdownTables(readFileSync(path, 'utf8'))
            .flatMap((table) => table.rows)
            .map(({cells}) => ({path, cells, line: cells.join(' | ')})),
        );
      const messageRows = rows.filter(({line}) => line.includes(FAILED_KEY));
      expect(messageRows.length).toBeGreaterThan(0);
      for (const {path, cells} of messageRows) {
        // The cause column names the unreachable node (the original blamed the missing slash).
        expect(cells[1], path).toMatch(/reach/i);
      }
      for (const {path, line} of rows.filter(({line}) => /lacks its trailing slash/i.test(line)))
        expect(line, path).toMatch(/401|unauthori[sz]ed/i);
    });
  });
}
