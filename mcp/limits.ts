/**
 * What the MCP endpoint and the web server in front of it must agree on, in one place: both the
 * nginx emitter (plugins/deploy-config) and the server (mcp/http.ts) read it.
 */

/** The endpoint's path on the site. */
export const MCP_PATH = '/mcp';
/** Largest request body accepted (a tool call is a few hundred bytes): larger answers 413. */
export const MAX_BODY_BYTES = 64 * 1024;
