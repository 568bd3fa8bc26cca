/**
 * The node options production starts the docs MCP server with, read from its systemd unit
 * (deploy/nillion-docs-mcp.service), so `npm run serve:nginx`, the browser tests and
 * `npm run bench:mcp` run the server as production does.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export const MCP_SERVICE_UNIT = path.join('deploy', 'nillion-docs-mcp.service');

/** The options between the node binary and the server's script on the unit's ExecStart line. */
export function serviceNodeFlags(unit: string): string[] {
  const line = /^ExecStart=(.+)$/m.exec(unit)?.[1];
  if (!line) throw new Error('The MCP service unit has no ExecStart line.');
  const words = line.trim().split(/\s+/);
  const script = words.findIndex((word) => word.endsWith('bin/nillion-docs-mcp.mjs'));
  if (script < 1) throw new Error('The MCP service unit does not start bin/nillion-docs-mcp.mjs.');
  return words.slice(1, script);
}

/** The options of the unit in this checkout. */
export function productionNodeFlags(root = process.cwd()): string[] {
  return serviceNodeFlags(readFileSync(path.join(root, MCP_SERVICE_UNIT), 'utf8'));
}
