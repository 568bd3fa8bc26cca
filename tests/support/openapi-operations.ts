/**
 * The operations of openapi/*.yaml as the browser tests and the canned API
 * server need them: method, path, page route, body fields, response codes and
 * the examples the documents give. Read from the documents themselves, so the
 * tests follow the specs.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {openApiSpecs} from '../../config/api-reference';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

interface MediaTypeObject {
  schema?: {$ref?: string; properties?: Record<string, unknown>; allOf?: {$ref?: string}[]};
  example?: Json;
  examples?: Record<string, {value: Json}>;
}
interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaTypeObject>;
}
interface OperationObject {
  operationId?: string;
  summary: string;
  security?: Record<string, string[]>[];
  requestBody?: {content: Record<string, MediaTypeObject>};
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    responses?: Record<string, ResponseObject>;
    schemas?: Record<string, {properties?: Record<string, unknown>; required?: string[]}>;
  };
}

export type Service = keyof typeof openApiSpecs;

export interface CannedResponse {
  status: number;
  contentType?: string;
  body?: string;
}

export interface Operation {
  service: Service;
  method: string;
  path: string;
  summary: string;
  /** Page route, as the OpenAPI plugin names it (operationId or summary in kebab case). */
  route: string;
  /** True when the operation needs a bearer token. */
  secured: boolean;
  /** Top-level fields of the JSON request body, in document order. */
  bodyFields: string[];
  /** Documented status codes, in document order. */
  statusCodes: string[];
  /** The answer for status `code`: the document's first example for it, or no body. */
  response(code: string): CannedResponse;
}

/** lodash-style kebabCase for the ids the plugin derives (letters and digits split). */
function kebab(text: string): string {
  return (text.match(/[A-Z]{2,}(?=[A-Z][a-z]+|[0-9]|\b|_)|[A-Z]?[a-z]+|[A-Z]+|[0-9]+/g) ?? [])
    .map((word) => word.toLowerCase())
    .join('-');
}

function firstExample(media: MediaTypeObject | undefined): Json | undefined {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const [first] = Object.values(media.examples ?? {});
  return first?.value;
}

function resolveResponse(doc: OpenApiDocument, response: ResponseObject): ResponseObject {
  if (!response.$ref) return response;
  const name = response.$ref.split('/').pop() ?? '';
  const target = doc.components.responses?.[name];
  if (!target) throw new Error(`Unresolved response ${response.$ref}`);
  return target;
}

function bodyFields(doc: OpenApiDocument, operation: OperationObject): string[] {
  const schema = operation.requestBody?.content['application/json']?.schema;
  if (!schema) return [];
  if (schema.properties) return Object.keys(schema.properties);
  const ref = schema.$ref ?? schema.allOf?.find((part) => part.$ref)?.$ref;
  const name = ref?.split('/').pop() ?? '';
  return Object.keys(doc.components.schemas?.[name]?.properties ?? {});
}

function readOperations(service: Service): Operation[] {
  const spec = openApiSpecs[service];
  const doc = parse(readFileSync(path.resolve(spec.specPath), 'utf8')) as OpenApiDocument;
  const dir = path.basename(spec.outputDir);
  return Object.entries(doc.paths).flatMap(([urlPath, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      service,
      method: method.toUpperCase(),
      path: urlPath,
      summary: operation.summary,
      route: `/api/${dir}/${kebab(operation.operationId ?? operation.summary)}`,
      secured: (operation.security ?? []).length > 0,
      bodyFields: bodyFields(doc, operation),
      statusCodes: Object.keys(operation.responses),
      response(code: string): CannedResponse {
        const documented = operation.responses[code];
        if (!documented) throw new Error(`${method} ${urlPath} documents no ${code} response`);
        const [contentType, media] = Object.entries(
          resolveResponse(doc, documented).content ?? {},
        )[0] ?? [undefined, undefined];
        const example = firstExample(media);
        if (example === undefined || !contentType) return {status: Number(code)};
        return {
          status: Number(code),
          contentType,
          body: typeof example === 'string' ? example : JSON.stringify(example),
        };
      },
    })),
  );
}

export const operations: readonly Operation[] = [
  ...readOperations('nilai'),
  ...readOperations('nildb'),
  ...readOperations('nildbV1'),
];

export function operationAt(method: string, urlPath: string): Operation | undefined {
  return operations.find((op) => op.method === method && op.path === urlPath);
}
