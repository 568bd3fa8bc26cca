/**
 * The hosted endpoint's transport (mcp/json-transport.ts) when a client leaves before its
 * answer: the server's handler is aborted, the answer settles instead of waiting for ever, and the
 * server is free for the next request. The rest of what a POST is answered with is tested over
 * HTTP in mcp-http.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {JsonAnswerTransport} from '../../../mcp/json-transport';

const headers = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};
const call = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: {name: 'wait', arguments: {}},
});

describe('a client that leaves before its answer', () => {
  it('aborts the handler, settles the answer and frees the server', async () => {
    const server = new McpServer({name: 'test', version: '1'});
    let aborted = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    server.registerTool('wait', {description: 'Waits until aborted'}, (extra) => {
      started();
      return new Promise((resolve) =>
        extra.signal.addEventListener('abort', () => {
          aborted = true;
          resolve({content: []});
        }),
      );
    });
    const first = new JsonAnswerTransport();
    await server.connect(first);
    const answer = first.answer(headers, call(1));
    await running;
    await first.close();
    expect(aborted).toBe(true);
    expect((await answer).status).toBe(503);
    expect(server.isConnected()).toBe(false);

    // The same server takes the next request on a new transport.
    const second = new JsonAnswerTransport();
    await server.connect(second);
    const ping = await second.answer(headers, {jsonrpc: '2.0', id: 2, method: 'ping'});
    expect(JSON.parse(ping.json!)).toEqual({jsonrpc: '2.0', id: 2, result: {}});
  });
});
