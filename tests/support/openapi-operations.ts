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
interface ParameterObject {
  $ref?: string;
  name?: string;
  in?: string;
}
interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  summary: string;
  security?: Record<string, string[]>[];
  requestBody?: {content: Record<string, MediaTypeObject>};
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    parameters?: Record<string, ParameterObject>;
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
  /** Names of the operation's parameters (path, query, header, cookie), in document order. */
  parameters: string[];
  /** Top-level fields of the JSON request body, in document order. */
  bodyFields: string[];
  /** Every field name of the JSON request body at any depth (nested objects, items, variants). */
  nestedBodyFields: string[];
  /** Documented status codes, in document order. */
  statusCodes: string[];
  /**
   * Fields of the request body and the responses, at any depth, whose value is a string, number,
   * integer or boolean, or null (`anyOf: [T, {type: null}]`, `type: [T, 'null']` or
   * `nullable: true`), with that scalar type: each must read as "T, nullable" on the page.
   */
  nullableScalarFields: {name: string; type: string}[];
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

type SchemaNode = {[key: string]: unknown};

/** The schema a `#/components/schemas/<name>` reference names, if the document has it. */
function componentSchema(doc: OpenApiDocument, ref: string): SchemaNode | undefined {
  return (doc.components.schemas as Record<string, SchemaNode> | undefined)?.[
    ref.split('/').pop() ?? ''
  ];
}

/** The schemas a schema node holds: its properties', items', extra properties' and variants'. */
function childSchemasOf(
  node: Record<string, unknown>,
  properties: Record<string, unknown>,
): unknown[] {
  return [
    ...Object.values(properties),
    node.items,
    node.additionalProperties,
    ...((node.allOf ?? []) as unknown[]),
    ...((node.oneOf ?? []) as unknown[]),
    ...((node.anyOf ?? []) as unknown[]),
  ];
}

/** Property names anywhere in a schema, following $ref, allOf/oneOf/anyOf, items and maps. */
function fieldNamesIn(doc: OpenApiDocument, schema: unknown, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as SchemaNode;
  if (typeof node.$ref === 'string') {
    const target = componentSchema(doc, node.$ref);
    if (!target) throw new Error(`Unresolved schema ${node.$ref}`);
    return fieldNamesIn(doc, target, seen);
  }
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  const parts = childSchemasOf(node, properties);
  return [
    ...new Set([
      ...Object.keys(properties),
      ...parts.flatMap((part) => fieldNamesIn(doc, part, seen)),
    ]),
  ];
}

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

/** The scalar type a schema allows besides null, if it is a nullable scalar. */
function nullableScalar(doc: OpenApiDocument, schema: SchemaNode): string | undefined {
  const resolve = (node: unknown) => {
    const ref = (node as SchemaNode | undefined)?.$ref;
    return typeof ref === 'string'
      ? (componentSchema(doc, ref) ?? {})
      : ((node ?? {}) as SchemaNode);
  };
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [];
  if (types.length === 2 && types.includes('null')) {
    const other = types.find((type) => type !== 'null')!;
    return SCALARS.has(other) ? other : undefined;
  }
  if (schema.nullable === true && typeof schema.type === 'string' && SCALARS.has(schema.type)) {
    return schema.type;
  }
  const variants = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (variants?.length !== 2) return undefined;
  const resolved = variants.map(resolve);
  const nulls = resolved.filter((variant) => variant.type === 'null');
  const other = resolved.find((variant) => variant.type !== 'null');
  return nulls.length === 1 && typeof other?.type === 'string' && SCALARS.has(other.type)
    ? other.type
    : undefined;
}

/** The nullable scalar fields anywhere in a schema (see Operation.nullableScalarFields). */
function nullableScalarsIn(
  doc: OpenApiDocument,
  schema: unknown,
  seen = new Set<unknown>(),
): {name: string; type: string}[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as SchemaNode;
  if (typeof node.$ref === 'string') {
    return nullableScalarsIn(doc, componentSchema(doc, node.$ref), seen);
  }
  const properties = (node.properties ?? {}) as Record<string, SchemaNode>;
  const own = Object.entries(properties).flatMap(([name, property]) => {
    const type = nullableScalar(doc, property);
    return type ? [{name, type}] : [];
  });
  const parts = childSchemasOf(node, properties);
  return [...own, ...parts.flatMap((part) => nullableScalarsIn(doc, part, seen))];
}

function parameterNames(doc: OpenApiDocument, operation: OperationObject): string[] {
  return (operation.parameters ?? []).map((parameter) => {
    const resolved = parameter.$ref
      ? doc.components.parameters?.[parameter.$ref.split('/').pop() ?? '']
      : parameter;
    if (!resolved?.name) throw new Error(`Unresolved parameter ${parameter.$ref ?? '?'}`);
    return resolved.name;
  });
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
      parameters: parameterNames(doc, operation),
      bodyFields: bodyFields(doc, operation),
      nestedBodyFields: fieldNamesIn(
        doc,
        operation.requestBody?.content['application/json']?.schema,
      ),
      statusCodes: Object.keys(operation.responses),
      nullableScalarFields: [
        ...nullableScalarsIn(doc, operation.requestBody?.content['application/json']?.schema),
        ...Object.values(operation.responses).flatMap((response) =>
          Object.values(resolveResponse(doc, response).content ?? {}).flatMap((media) =>
            nullableScalarsIn(doc, media.schema),
          ),
        ),
      ],
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
