/**
 * The node options and allocator settings production starts the docs MCP server with, read from its
 * systemd unit (deploy/nillion-docs-mcp.service), so `npm run serve:nginx`, the browser tests and
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

/**
 * The allocator's settings the unit gives the server (its `Environment=MALLOC_…=…` lines). The
 * unit's other variables (SITE_URL, MCP_PORT) describe production's site, not how the process runs,
 * and are left to whoever starts the server here.
 */
export function serviceAllocatorEnvironment(unit: string): Record<string, string> {
  return Object.fromEntries(
    [...unit.matchAll(/^Environment=(MALLOC_[A-Z_]+)=(\S+)$/gm)].map(([, name, value]) => [
      name!,
      value!,
    ]),
  );
}

/** The memory the unit allows the server (`MemoryMax=768M`, or in K or G), in MiB. */
export function serviceMemoryMaxMiB(unit: string): number {
  const [, amount, suffix] = /^MemoryMax=(\d+)([KMG])$/m.exec(unit) ?? [];
  if (!amount) throw new Error('The MCP service unit sets no MemoryMax in K, M or G.');
  return Number(amount) * {K: 1 / 1024, M: 1, G: 1024}[suffix as 'K' | 'M' | 'G'];
}

/** The unit in this checkout. */
export const productionUnit = (root = process.cwd()) =>
  readFileSync(path.join(root, MCP_SERVICE_UNIT), 'utf8');

/** The node options of the unit in this checkout. */
export function productionNodeFlags(root = process.cwd()): string[] {
  return serviceNodeFlags(productionUnit(root));
}

/** The MemoryMax of the unit in this checkout, in MiB. */
export function productionMemoryMaxMiB(root = process.cwd()): number {
  return serviceMemoryMaxMiB(productionUnit(root));
}
