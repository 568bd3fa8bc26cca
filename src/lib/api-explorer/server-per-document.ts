/**
 * The request explorer's chosen server, remembered per API document (nilAI, nilDB).
 *
 * docusaurus-theme-openapi-docs 5.2.0 keeps the chosen server under one storage key, `server`
 * (written by its persistence middleware, read by ApiItem when a page opens), for every page of
 * the site. Both documents list a `{nodeUrl}` server, so a node address typed on a nilAI page was
 * the server of every nilDB page after it: a nilDB token went to the nilAI node. The theme's key
 * is left as it is; the wrapped ApiItem calls `activateDocument` before the theme reads it, which
 * parks the previous document's choice under a key of its own and restores this document's.
 * A `server` value whose document is unknown (written before this code) is dropped, never reused.
 * Can go when the theme stores its server selection per OpenAPI document.
 */

/** The theme's storage key for the chosen server (ApiItem, persistenceMiddleware). */
export const THEME_SERVER_KEY = 'server';

/** Which document the value under the theme's key belongs to. */
export const ACTIVE_DOCUMENT_KEY = 'nillion.apiExplorer.document';

export function parkedServerKey(document: string): string {
  return `nillion.apiExplorer.server.${document}`;
}

/** The API document of a page of the API docs instance, by its doc id (`nilai/...`). */
export function apiDocumentOf(docId: string): string | null {
  const slash = docId.indexOf('/');
  return slash > 0 ? docId.slice(0, slash) : null;
}

type ServerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function put(storage: ServerStorage, key: string, value: string | null): void {
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

/** Makes the theme's `server` key hold `document`'s own choice (or nothing). */
export function activateDocument(storage: ServerStorage, document: string): void {
  const active = storage.getItem(ACTIVE_DOCUMENT_KEY);
  // Stryker disable next-line ConditionalExpression: parking this document's choice and restoring it leaves the same value
  if (active === document) return;
  if (active !== null) put(storage, parkedServerKey(active), storage.getItem(THEME_SERVER_KEY));
  put(storage, THEME_SERVER_KEY, storage.getItem(parkedServerKey(document)));
  storage.setItem(ACTIVE_DOCUMENT_KEY, document);
}
