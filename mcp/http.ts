/**
 * The MCP server over Streamable HTTP on 127.0.0.1 (`npm run mcp -- --http`): what nginx proxies
 * `/mcp` to in production, so it is built for the open internet. Before a request reaches the
 * MCP SDK it must name an allowed Host, come from no Origin or an allowed one, be within its
 * client's rate and the cap on requests in flight, and carry a small JSON body in time. Every
 * refusal is a JSON-RPC error object; nothing a client sent is echoed or logged.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {performance} from 'node:perf_hooks';
import {createDocsServer, searchDocs, TOOL_NAMES, type DocsData} from './server';
import {
  clientAddress,
  hostAllowed,
  originAllowed,
  queuedMs,
  RateLimiter,
  unknownToolError,
} from './http-guard';
import {MAX_BODY_BYTES, MCP_PATH} from './limits';
import {initializes, ServerPool} from './server-pool';
import {IdleRelease, MEMORY_RELEASED} from './idle-release';
import {
  errorJson,
  INTERNAL_ERROR,
  INVALID_REQUEST,
  JsonAnswerTransport,
  PARSE_ERROR,
  SERVER_ERROR,
} from './json-transport';

/** Answers 200 only when the docs are loaded and the search engine finds a page. */
export const HEALTH_PATH = '/health';

export interface HttpOptions {
  port: number;
  allowedHosts: readonly string[];
  allowedOrigins: readonly string[];
  rateLimitPerMinute: number;
  maxConcurrent: number;
  /**
   * Longest a request may have waited behind nginx before the server reads it (nginx's
   * X-Request-Start): older ones are answered 503 at once, so an overloaded server sheds load
   * instead of answering after nginx has given up (504).
   */
  maxQueueMs?: number;
  /** Time a client has to send its request headers (Node's headersTimeout). */
  headersTimeoutMs?: number;
  /** Time a client has to send its whole request, body included (Node's requestTimeout). */
  requestTimeoutMs?: number;
  /** The rate limiter's clock, injectable for tests. */
  now?: () => number;
  /** One line per request: method, status, duration. */
  log?: (line: string) => void;
  /**
   * Hands pooled memory back to the system (idle-release.ts); run once no MCP request has been
   * in flight for `idleReleaseMs` after some were served. Without it, nothing is released.
   */
  releaseMemory?: () => void;
  idleReleaseMs?: number;
}

/**
 * Docs servers the pool keeps once the server has been quiet for `idleReleaseMs`: what a quiet
 * hour's few assistants at a time need, where a burst of a hundred clients left a hundred.
 */
export const SERVERS_KEPT_WHEN_IDLE = 8;

class BodyError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function readJsonBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    // Made only when needed: an Error records a stack trace, a cost on every request otherwise.
    const tooLarge = () =>
      new BodyError(413, SERVER_ERROR, `Request body over ${MAX_BODY_BYTES} bytes`);
    if (declared > MAX_BODY_BYTES) return reject(tooLarge());
    let size = 0;
    const chunks: Buffer[] = [];
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      chunks.length = 0;
      request.off('data', onData);
      reject(tooLarge());
    };
    request.on('data', onData);
    request.on('end', () => {
      if (size > MAX_BODY_BYTES) return;
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new BodyError(400, PARSE_ERROR, 'Parse error: the request body is not JSON'));
      }
    });
    request.on('error', reject);
  });
}

function sendError(
  response: ServerResponse,
  status: number,
  message: string,
  {code = SERVER_ERROR, headers = {}}: {code?: number; headers?: Record<string, string>} = {},
): void {
  if (response.headersSent) return void response.end();
  response.writeHead(status, {'content-type': 'application/json', ...headers});
  response.end(errorJson(code, message));
}

/** A method as logged: one of HTTP's own, never the bytes a client sent. */
const LOGGED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);

/**
 * Whether the server can answer a search right now: the check behind /health, so a supervisor
 * restarts a process that is up but cannot serve.
 */
function healthy(data: DocsData): boolean {
  try {
    return data.source.pages.length > 0 && searchDocs(data.engine(), 'nillion').length > 0;
  } catch {
    return false;
  }
}

/**
 * Streamable HTTP on 127.0.0.1, stateless: each POST to /mcp gets a fresh transport and a server
 * no other request in flight holds (server-pool.ts), so no request's state can reach another;
 * the docs, the search engine and the API documents are loaded once and shared. GET and DELETE
 * answer 405, as the specification asks of a server without sessions or server-initiated
 * streams.
 */
export function serveHttp(
  data: DocsData,
  options: HttpOptions,
): Promise<{url: string; close: () => Promise<void>}> {
  const limiter = new RateLimiter(options.rateLimitPerMinute, options.now);
  const log = options.log ?? (() => {});
  const servers = new ServerPool(() => createDocsServer(data), options.maxConcurrent);
  let inFlight = 0;
  const idle = new IdleRelease(() => {
    servers.trim(SERVERS_KEPT_WHEN_IDLE);
    if (!options.releaseMemory) return;
    const started = performance.now();
    options.releaseMemory();
    log(`${MEMORY_RELEASED} (${(performance.now() - started).toFixed(0)} ms)`);
  }, options.idleReleaseMs);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const {pathname} = new URL(request.url ?? '/', 'http://127.0.0.1');
    const {host, origin} = request.headers;
    if (!hostAllowed(host, options.allowedHosts)) {
      return sendError(response, 421, 'Misdirected request: this server does not answer that Host');
    }
    if (pathname === HEALTH_PATH && request.method === 'GET') {
      const ok = healthy(data);
      response.writeHead(ok ? 200 : 503, {'content-type': 'application/json'});
      return void response.end(
        JSON.stringify({status: ok ? 'ok' : 'unavailable', pages: data.source.pages.length}),
      );
    }
    if (pathname !== MCP_PATH) return sendError(response, 404, 'Not found: the endpoint is /mcp');
    if (!originAllowed(origin, host, options.allowedOrigins)) {
      return sendError(response, 403, 'Forbidden: requests from this Origin are not accepted');
    }
    if (request.method !== 'POST') {
      return sendError(response, 405, 'Method not allowed: this stateless server takes POST only', {
        headers: {allow: 'POST'},
      });
    }
    const client = clientAddress(
      request.socket.remoteAddress,
      request.headers['x-real-ip'] as string | undefined,
      request.headers['x-forwarded-for'] as string | undefined,
    );
    const rate = limiter.take(client);
    if (!rate.allowed) {
      return sendError(response, 429, 'Too many requests: slow down and retry later', {
        headers: {'retry-after': String(rate.retryAfterSeconds)},
      });
    }
    const waited = queuedMs(
      request.socket.remoteAddress,
      request.headers['x-request-start'] as string | undefined,
      Date.now(),
    );
    if (inFlight >= options.maxConcurrent || (waited ?? 0) > (options.maxQueueMs ?? 2_000)) {
      return sendError(response, 503, 'Busy: too many requests at once, retry shortly', {
        headers: {'retry-after': '1'},
      });
    }
    inFlight += 1;
    idle.begin();
    response.once('close', () => {
      inFlight -= 1;
      idle.end();
    });

    let body: unknown;
    try {
      body = await readJsonBody(request);
    } catch (error) {
      const {status, code, message} =
        error instanceof BodyError
          ? error
          : new BodyError(400, SERVER_ERROR, 'The request body could not be read');
      // The rest of an oversized body is read and dropped, so the client gets the answer.
      if (status === 413) request.resume();
      return sendError(response, status, message, {code, headers: {connection: 'close'}});
    }
    // JSON that is no message at all (a number, null, an empty batch): the SDK would answer an
    // empty batch 202 Accepted, as if it held only notifications.
    if (typeof body !== 'object' || body === null || (Array.isArray(body) && body.length === 0)) {
      return sendError(response, 400, 'Invalid Request: the body is no JSON-RPC message', {
        code: INVALID_REQUEST,
      });
    }
    const unknownTool = unknownToolError(body, TOOL_NAMES);
    if (unknownTool) {
      response.writeHead(200, {'content-type': 'application/json'});
      return void response.end(JSON.stringify(unknownTool));
    }
    const lent = !initializes(body);
    const server = lent ? servers.take() : createDocsServer(data);
    const transport = new JsonAnswerTransport();
    response.once('close', () => {
      // Closing the transport disconnects the server from it (and aborts a handler still
      // running for a client that left), after which the server can take the next request.
      void transport.close().then(() => (lent ? servers.give(server) : server.close()));
    });
    await server.connect(transport);
    const {status, json} = await transport.answer(request.headers, body);
    if (response.destroyed) return;
    if (json === undefined) return void response.writeHead(status).end();
    response.writeHead(status, {'content-type': 'application/json'}).end(json);
  }

  const http = createServer(
    {
      headersTimeout: options.headersTimeoutMs ?? 10_000,
      requestTimeout: options.requestTimeoutMs ?? 15_000,
      // How often Node looks for requests over those timeouts (its default is 30 s).
      connectionsCheckingInterval: Math.min(options.headersTimeoutMs ?? 10_000, 1_000),
    },
    (request, response) => {
      const started = performance.now();
      response.once('finish', () => {
        const method = LOGGED_METHODS.has(request.method ?? '') ? request.method : 'OTHER';
        log(`${method} ${response.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
      });
      handle(request, response).catch(() => {
        // The message may quote the request: the client learns only that it failed.
        sendError(response, 500, 'Internal error', {code: INTERNAL_ERROR});
      });
    },
  );
  // nginx keeps idle upstream connections for 4 s (nginx.ts): Node must not close them first.
  http.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, '127.0.0.1', () => {
      const address = http.address();
      const actual = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://127.0.0.1:${actual}${MCP_PATH}`,
        close: () =>
          new Promise((done) => {
            http.close(() => done());
            http.closeAllConnections();
          }),
      });
    });
  });
}
