/**
 * The operations of the OpenAPI documents as plain data: method, path, the id
 * of the page the OpenAPI plugin writes for each (its operationId, or its
 * summary, in kebab case), parameters, request body and responses, from a document whose
 * `$ref`s documents.ts has resolved. Used by the docs MCP server (mcp/).
 */

import type {Json, JsonObject} from './documents';

export type {Json} from './documents';

/** lodash-style kebabCase, the rule the OpenAPI plugin names pages with (letters and digits split). */
export function kebab(text: string): string {
  return (text.match(/[A-Z]{2,}(?=[A-Z][a-z]+|[0-9]|\b|_)|[A-Z]?[a-z]+|[A-Z]+|[0-9]+/g) ?? [])
    .map((word) => word.toLowerCase())
    .join('-');
}

export interface ApiOperation {
  /** The API (document) it belongs to, e.g. `nilai`. */
  api: string;
  /** The document's operationId, else the page id (operations without one are still addressable). */
  operationId: string;
  /** Route of its reference page, e.g. `/api/nilai/health-check-v-1-health-get`. */
  route: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  tags: string[];
  /** Security requirement names (e.g. `bearerAuth`); empty when the operation is public. */
  security: string[];
  parameters: Json[];
  requestBody: Json | null;
  /** Status code → the response object with schemas resolved. */
  responses: Record<string, Json>;
  /** Base URLs the operation is served from (with `{variables}` left as written). */
  servers: Json[];
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const asObject = (value: Json | undefined): JsonObject =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};
const asArray = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);

/** Every operation of one dereferenced OpenAPI document (documents.ts), in document order. */
export function operationsOf(
  api: string,
  document: JsonObject,
  {routeBase}: {routeBase: string},
): ApiOperation[] {
  const documentServers = asArray(document.servers);
  const globalSecurity = asArray(document.security);
  return Object.entries(asObject(document.paths)).flatMap(([urlPath, pathItemValue]) => {
    const pathItem = asObject(pathItemValue);
    const shared = asArray(pathItem.parameters);
    return Object.entries(pathItem)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operationValue]): ApiOperation => {
        const operation = asObject(operationValue);
        const summary = typeof operation.summary === 'string' ? operation.summary : urlPath;
        const pageId = kebab(
          typeof operation.operationId === 'string' ? operation.operationId : summary,
        );
        const security = asArray(operation.security ?? globalSecurity).flatMap((requirement) =>
          Object.keys(asObject(requirement)),
        );
        return {
          api,
          operationId: typeof operation.operationId === 'string' ? operation.operationId : pageId,
          route: `${routeBase}/${pageId}`,
          method: method.toUpperCase(),
          path: urlPath,
          summary,
          description: typeof operation.description === 'string' ? operation.description : null,
          tags: asArray(operation.tags).filter((tag): tag is string => typeof tag === 'string'),
          security,
          parameters: [...shared, ...asArray(operation.parameters)],
          requestBody: operation.requestBody ?? null,
          responses: asObject(operation.responses ?? {}),
          servers: asArray(operation.servers ?? pathItem.servers ?? documentServers),
        };
      });
  });
}
