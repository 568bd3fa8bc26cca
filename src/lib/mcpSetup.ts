/**
 * How an assistant connects to the docs MCP server the site hosts at `/mcp`: the one-line setup
 * of each client, built from the site's URL (SITE_URL, config/env.ts), so the AI-Assisted
 * Workflow page and the Copy page menu give the same, current address.
 */

/** The name the server is registered under in every client. */
export const MCP_SERVER_NAME = 'nillion-docs';

/** The hosted endpoint: Streamable HTTP, no sign-in. */
export function hostedMcpUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/mcp`;
}

/** Claude Code: one command. */
export function claudeCodeCommand(siteUrl: string): string {
  return `claude mcp add --transport http ${MCP_SERVER_NAME} ${hostedMcpUrl(siteUrl)}`;
}

/** Cursor: `.cursor/mcp.json` (or `~/.cursor/mcp.json` for every project); a URL is remote. */
export function cursorConfig(siteUrl: string): string {
  return JSON.stringify({mcpServers: {[MCP_SERVER_NAME]: {url: hostedMcpUrl(siteUrl)}}}, null, 2);
}

/** VS Code: `.vscode/mcp.json`, with the transport named. */
export function vscodeConfig(siteUrl: string): string {
  return JSON.stringify(
    {servers: {[MCP_SERVER_NAME]: {type: 'http', url: hostedMcpUrl(siteUrl)}}},
    null,
    2,
  );
}
