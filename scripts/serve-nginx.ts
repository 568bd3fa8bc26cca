/**
 * `npm run serve:nginx [dir] [--port N]`: previews a build exactly as production
 * serves it, with Debian's nginx and the generated <dir>/nginx.conf (HTTP
 * redirects, security headers, caching, compression, the 404 page) and the docs
 * MCP server beside it at /mcp (on MCP_PORT, 3939 unless set). The browser tests
 * use it as their web server. Ctrl-C stops both.
 */
import {parseArgs} from 'node:util';
import {loadMcpEnv} from '../config/env';
import {NGINX_PORT, startNginx} from './lib/nginx';

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    options: {port: {type: 'string'}},
    allowPositionals: true,
  });
  const dir = positionals[0] ?? 'build';
  const port = values.port ? Number(values.port) : NGINX_PORT;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`--port must be a TCP port number, got ${values.port}`);
  }
  const mcpPort = loadMcpEnv().httpPort;
  const nginx = await startNginx(dir, port, {mcp: {port: mcpPort}});
  console.log(
    `Serving ${dir}/ with its nginx.conf at ${nginx.url}, the docs MCP server at ${nginx.url}/mcp (from 127.0.0.1:${mcpPort}) (Ctrl-C to stop)`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void nginx.stop().then(() => process.exit(0)));
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
