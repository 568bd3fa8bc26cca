/**
 * The API operations the MCP server lists and describes: every operation of
 * the OpenAPI documents the API reference is generated from (config/api-reference.ts).
 */
import path from 'node:path';
import {openApiSpecs} from '../config/api-reference';
import {readDereferencedDocument} from '../openapi/documents';
import {operationsOf, type ApiOperation} from '../openapi/operations';

/** The repository root: the documents are read from the clone the server runs from. */
const PROJECT_ROOT = path.resolve(__dirname, '..');

/** The APIs by name, and their operations, read from the documents on first use. */
export interface ApiCatalogue {
  apis: readonly string[];
  operations: () => readonly ApiOperation[];
}

/**
 * Parsing the documents takes longer than the rest of the start-up, and most sessions never ask
 * for an operation: the names come from the configuration, the documents are read when needed.
 */
export function apiCatalogue(): ApiCatalogue {
  let operations: ApiOperation[] | undefined;
  return {
    apis: Object.keys(openApiSpecs).sort(),
    operations: () => (operations ??= readApiOperations()),
  };
}

/** The operations of every OpenAPI document the API reference is generated from. */
export function readApiOperations(): ApiOperation[] {
  return Object.entries(openApiSpecs).flatMap(([api, spec]) => {
    const document = readDereferencedDocument(path.join(PROJECT_ROOT, spec.specPath));
    return operationsOf(api, document, {routeBase: `/${spec.outputDir}`});
  });
}
