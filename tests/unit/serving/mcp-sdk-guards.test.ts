/**
 * The MCP SDK as installed (patches/README.md, "cheap-message-guards"). The hosted server sorts
 * every incoming message with the SDK's guards and closes a transport after each request: the
 * guards still answer as JSON-RPC 2.0 and the MCP schema say, but a message without the key a
 * guard's schema requires is not parsed by it (a failed parse builds a ZodError, an Error with a
 * stack trace, several times per request), and a close with no request waiting builds no error.
 * Both builds of the package are checked: the server's bundle takes the ES modules, tools that
 * `require` it the CommonJS ones.
 */
import {createRequire} from 'node:module';
import {afterEach, describe, expect, it, vi} from 'vitest';
import * as esm from '@modelcontextprotocol/sdk/types.js';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {Server} from '@modelcontextprotocol/sdk/server/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';

const cjs = createRequire(import.meta.url)('@modelcontextprotocol/sdk/types.js') as typeof esm;

const request = {jsonrpc: '2.0', id: 7, method: 'tools/call', params: {name: 'search_docs'}};
const notification = {jsonrpc: '2.0', method: 'notifications/initialized'};
const initialize = {
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'c', version: '1'}},
};
const result = {jsonrpc: '2.0', id: 7, result: {}};
const error = {jsonrpc: '2.0', id: 7, error: {code: -32601, message: 'Method not found'}};

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each([
  ['ES modules', esm],
  ['CommonJS', cjs],
])('the message guards (%s)', (_, sdk) => {
  it('tell results, errors and initialize requests from everything else', () => {
    expect(
      [request, notification, initialize, result, error].map(sdk.isJSONRPCResultResponse),
    ).toEqual([false, false, false, true, false]);
    expect(
      [request, notification, initialize, result, error].map(sdk.isJSONRPCErrorResponse),
    ).toEqual([false, false, false, false, true]);
    expect([request, notification, initialize, result, error].map(sdk.isInitializeRequest)).toEqual(
      [false, false, true, false, false],
    );
  });

  it('refuse a message that has the key but not the rest of the shape, and non-objects', () => {
    // A result needs an id; an error needs a code and a message; initialize needs its params.
    expect(sdk.isJSONRPCResultResponse({jsonrpc: '2.0', result: {}})).toBe(false);
    expect(sdk.isJSONRPCErrorResponse({jsonrpc: '2.0', id: 7, error: {}})).toBe(false);
    expect(sdk.isInitializeRequest({jsonrpc: '2.0', id: 0, method: 'initialize'})).toBe(false);
    for (const value of [null, undefined, 'result', 42, ['result']]) {
      expect(sdk.isJSONRPCResultResponse(value)).toBe(false);
      expect(sdk.isJSONRPCErrorResponse(value)).toBe(false);
      expect(sdk.isInitializeRequest(value)).toBe(false);
    }
  });

  it('do not parse a request or notification with the schemas it cannot match', () => {
    const parses = [
      vi.spyOn(sdk.JSONRPCResultResponseSchema, 'safeParse'),
      vi.spyOn(sdk.JSONRPCErrorResponseSchema, 'safeParse'),
      vi.spyOn(sdk.InitializeRequestSchema, 'safeParse'),
    ];
    for (const message of [request, notification]) {
      sdk.isJSONRPCResultResponse(message);
      sdk.isJSONRPCErrorResponse(message);
      sdk.isInitializeRequest(message);
    }
    expect(parses.map((parse) => parse.mock.calls.length)).toEqual([0, 0, 0]);
    // The message that can match is still parsed: the shape is the schema's to check.
    sdk.isInitializeRequest(initialize);
    expect(parses[2]!.mock.calls.length).toBe(1);
  });
});

describe('closing a connection', () => {
  async function connected() {
    const server = new Server({name: 's', version: '1'}, {capabilities: {tools: {}}});
    const client = new Client({name: 'c', version: '1'});
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
    return {server, client};
  }

  it('builds no error when no request is waiting', async () => {
    const {server, client} = await connected();
    const built = vi.spyOn(esm.McpError, 'fromError');
    await client.close();
    await server.close();
    expect(built).not.toHaveBeenCalled();
  });

  it('still fails a request that is waiting, with "Connection closed"', async () => {
    const {server, client} = await connected();
    // The server never answers tools/list; the connection closes while the client waits.
    server.setRequestHandler(esm.ListToolsRequestSchema, () => new Promise(() => {}));
    const waiting = client.listTools();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await client.close();
    await expect(waiting).rejects.toMatchObject({
      code: -32000,
      message: expect.stringMatching(/Connection closed/),
    });
    await server.close();
  });
});
