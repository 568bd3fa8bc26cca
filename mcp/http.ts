/**
 * The MCP server over Streamable HTTP on 127.0.0.1 (`npm run mcp -- --http`).
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {createDocsServer, type DocsData} from './server';

/** Largest request body the HTTP endpoint reads (a tool call is a few hundred bytes). */
const MAX_BODY_BYTES = 64 * 1024;

function readJsonBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('request body too large'));
        request.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    request.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined);
      } catch {
        reject(new Error('request body is not JSON'));
      }
    });
    request.on('error', reject);
  });
}

function sendError(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, {'content-type': 'application/json'});
  response.end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

/**
 * Streamable HTTP on 127.0.0.1, stateless: each POST to /mcp gets a fresh
 * server and transport, so no session state can leak between clients; the
 * docs, the search engine and the API documents are loaded once and shared.
 */
export function serveHttp(
  data: DocsData,
  port: number,
): Promise<{url: string; close: () => Promise<void>}> {
  const http = createServer(async (request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (pathname !== '/mcp') return sendError(response, 404, 'Not found: the endpoint is /mcp');
    if (request.method !== 'POST') {
      return sendError(response, 405, 'Method not allowed: this stateless server takes POST only');
    }
    let body: unknown;
    try {
      body = await readJsonBody(request);
    } catch (error) {
      return sendError(response, 400, (error as Error).message);
    }
    const server = createDocsServer(data);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined});
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request, response, body);
    } catch (error) {
      if (!response.headersSent) sendError(response, 500, (error as Error).message);
    }
  });
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', () => {
      const address = http.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${actual}/mcp`,
        close: () => new Promise((done) => http.close(() => done())),
      });
    });
  });
}
