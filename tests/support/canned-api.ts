/**
 * Test infrastructure, not product: a small HTTP server on 127.0.0.1 that
 * answers every operation of openapi/*.yaml with the example the document
 * gives, so the request explorer can send real requests in the browser tests.
 * Secured operations answer the documented 401 without a bearer token; a test
 * can make the next answers a documented server error. It allows any origin
 * (CORS), as a node must for the explorer to reach it from the docs site.
 */
import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {operationAt, type CannedResponse} from './openapi-operations';

/** First port of the canned API; each Playwright worker adds its parallel index. */
export const CANNED_API_BASE_PORT = Number(process.env.E2E_CANNED_API_PORT ?? 3310);

export interface ReceivedRequest {
  method: string;
  path: string;
  authorization?: string;
  contentType?: string;
  body: string;
}

export interface CannedApi {
  url: string;
  /** Requests received, oldest first (CORS preflights left out). */
  received: ReceivedRequest[];
  /** From now on, answer documented operations with this documented status (e.g. 500). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, accept',
  'access-control-max-age': '600',
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function hasBearerToken(authorization: string | undefined): boolean {
  return /^Bearer \S+$/.test(authorization ?? '');
}

export async function startCannedApi(port: number): Promise<CannedApi> {
  const received: ReceivedRequest[] = [];
  let failure: number | null = null;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const method = request.method ?? 'GET';
      if (method === 'OPTIONS') {
        response.writeHead(204, CORS_HEADERS).end();
        return;
      }
      const body = await readBody(request);
      received.push({
        method,
        path: url.pathname,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });

      const operation = operationAt(method, url.pathname);
      let answer: CannedResponse;
      if (!operation) {
        answer = {status: 404, contentType: 'text/plain', body: 'Not a documented operation'};
      } else if (operation.secured && !hasBearerToken(request.headers.authorization)) {
        answer = operation.response('401');
      } else if (failure !== null) {
        answer = operation.response(String(failure));
      } else {
        const success = operation.statusCodes.find((code) => code.startsWith('2')) ?? '200';
        answer = operation.response(success);
      }
      const headers: Record<string, string> = {...CORS_HEADERS};
      if (answer.contentType) headers['content-type'] = answer.contentType;
      response.writeHead(answer.status, headers).end(answer.body);
    })().catch((error: unknown) => {
      response.writeHead(599, CORS_HEADERS).end(String(error));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failWith(status) {
      failure = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port of 127.0.0.1 that nothing listens on: one the system just handed out and took back. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const {port} = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
