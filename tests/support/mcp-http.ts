/**
 * Plain HTTP requests to the MCP endpoint as clients on the internet send them, for the tests of
 * its limits through nginx. `from` picks the loopback address the request leaves from
 * (127.0.0.2, 127.0.0.3 …: all of 127/8 is this machine), so each test is its own client for the
 * per-client rate limit.
 */
import {request as httpRequest, type OutgoingHttpHeaders} from 'node:http';

export interface McpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export const MCP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
};

export function mcpRequest(
  url: string,
  {
    method = 'POST',
    body,
    headers = {},
    from,
  }: {method?: string; body?: string | Buffer; headers?: OutgoingHttpHeaders; from?: string} = {},
): Promise<McpAnswer> {
  const {hostname, port, pathname} = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        path: pathname,
        method,
        localAddress: from,
        headers: {...MCP_HEADERS, ...headers},
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({status: response.statusCode ?? 0, headers: response.headers, text}),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A JSON-RPC `tools/call` body. */
export const toolCall = (name: string, args: Record<string, unknown>, id = 1): string =>
  JSON.stringify({jsonrpc: '2.0', id, method: 'tools/call', params: {name, arguments: args}});
