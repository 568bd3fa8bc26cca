/**
 * Stateless Streamable HTTP that answers in JSON, on Node's request and response: the transport
 * the hosted endpoint connects a docs server to for each POST (http.ts).
 *
 * Why not the SDK's `StreamableHTTPServerTransport`: it turns each Node request into a Web
 * `Request` and each answer into a Web `Response` read back as a stream (@hono/node-server and
 * undici), about a quarter of a cached search's or a page read's CPU under load, on a server
 * whose one thread is what bounds its throughput. The endpoint never streams (no sessions, no
 * server-initiated messages, JSON answers only), so none of that machinery is used. What the
 * specification asks of a POST is kept, with the SDK's own guards and schema: both media types
 * accepted, a JSON body, a supported protocol version, valid JSON-RPC messages, 202 for
 * notifications alone, one answer per request.
 */
import type {IncomingHttpHeaders} from 'node:http';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import {isJsonContentType} from '@modelcontextprotocol/sdk/shared/mediaType.js';
import {MAX_BATCH_SIZE} from '@modelcontextprotocol/sdk/server/requestBody.js';
import {
  isJSONRPCErrorResponse,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  JSONRPCMessageSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCMessage,
  type MessageExtraInfo,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

/** What a POST is answered with: the status, and the JSON text (none for 202 Accepted). */
export interface JsonAnswer {
  status: number;
  json?: string;
}

/** JSON-RPC error codes: the spec's parse, request and internal errors, and the SDK's server error. */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const INTERNAL_ERROR = -32603;
export const SERVER_ERROR = -32000;

/** The body of every refusal the endpoint sends: a JSON-RPC error answering no request id. */
export const errorJson = (code: number, message: string): string =>
  JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null});

const refusal = (status: number, code: number, message: string): JsonAnswer => ({
  status,
  json: errorJson(code, message),
});

/** The messages of a body, or the answer that refuses it. */
function messagesOf(body: unknown): JSONRPCMessage[] | JsonAnswer {
  const list = Array.isArray(body) ? body : [body];
  if (list.length > MAX_BATCH_SIZE) {
    return refusal(
      400,
      INVALID_REQUEST,
      `Invalid Request: a batch holds at most ${MAX_BATCH_SIZE} messages`,
    );
  }
  const messages: JSONRPCMessage[] = [];
  for (const item of list) {
    const parsed = JSONRPCMessageSchema.safeParse(item);
    if (!parsed.success) {
      return refusal(400, PARSE_ERROR, 'Parse error: the body is not a valid JSON-RPC message');
    }
    messages.push(parsed.data);
  }
  return messages;
}

/**
 * The refusal a POST's headers call for, if any: the client must accept both JSON and an event
 * stream, send JSON, and name a protocol version this SDK speaks when it names one.
 */
function headerRefusal(headers: IncomingHttpHeaders): JsonAnswer | undefined {
  const accept = headers.accept ?? '';
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
    return refusal(
      406,
      SERVER_ERROR,
      'Not Acceptable: the client must accept both application/json and text/event-stream',
    );
  }
  if (!isJsonContentType(headers['content-type'])) {
    return refusal(415, SERVER_ERROR, 'Unsupported Media Type: the body must be application/json');
  }
  const version = headers['mcp-protocol-version'];
  if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version as string)) {
    return refusal(
      400,
      SERVER_ERROR,
      `Bad Request: unsupported protocol version (supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`,
    );
  }
  return undefined;
}

/**
 * One POST's transport: connect a server to it, then call `answer` once. The server's
 * responses come back through `send`; the answer is made when every request has its response.
 */
export class JsonAnswerTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];

  /** Each request of the POST by id, with its response once the server sent it. */
  private readonly responses = new Map<RequestId, JSONRPCMessage | undefined>();
  private batch = false;
  private resolve?: (answer: JsonAnswer) => void;
  private closed = false;

  async start(): Promise<void> {}

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.responses.clear();
    // A client that left before its answer: settle it, so nothing waits on it for ever.
    this.resolve?.(refusal(503, SERVER_ERROR, 'Connection closed before the answer was ready'));
    this.resolve = undefined;
    this.onclose?.();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    // Notifications and requests to the client have no stream to go on: a JSON answer holds
    // responses only, as with the SDK's transport in JSON mode.
    if (!isJSONRPCResultResponse(message) && !isJSONRPCErrorResponse(message)) return;
    if (message.id === undefined || !this.responses.has(message.id)) return;
    this.responses.set(message.id, message);
    const all = [...this.responses.values()];
    if (!this.resolve || all.some((response) => response === undefined)) return;
    this.resolve({status: 200, json: JSON.stringify(this.batch ? all : all[0])});
    this.resolve = undefined;
  }

  /** Checks the POST, hands its messages to the server, and resolves with the answer. */
  answer(headers: IncomingHttpHeaders, body: unknown): Promise<JsonAnswer> {
    const refused = headerRefusal(headers);
    if (refused) return Promise.resolve(refused);
    const messages = messagesOf(body);
    if (!Array.isArray(messages)) return Promise.resolve(messages);
    const extra: MessageExtraInfo = {requestInfo: {headers}};
    const requests = messages.filter(isJSONRPCRequest);
    if (requests.length === 0) {
      for (const message of messages) this.onmessage?.(message, extra);
      return Promise.resolve({status: 202});
    }
    // As the SDK does: a batch holding one request is answered with that request's response.
    this.batch = requests.length > 1;
    for (const request of requests) this.responses.set(request.id, undefined);
    return new Promise((resolve) => {
      this.resolve = resolve;
      for (const message of messages) this.onmessage?.(message, extra);
    });
  }
}
