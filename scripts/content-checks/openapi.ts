/**
 * The documented APIs as the request check sees them: which URLs belong to
 * which OpenAPI document, the operation a method and path name, and whether a
 * request body is one the operation accepts (Ajv against its request schema,
 * plus fields the schema does not define, which the API drops or rejects).
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {followRef, readOpenApiDocument, type Json} from '../../openapi/documents';
import {contentChecks} from '../../config/content-checks';
import {HOLE} from './ts-eval';

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export type {Json} from '../../openapi/documents';
type Schema = {[key: string]: unknown};

interface Operation {
  method: string;
  /** Path template as documented, e.g. `/api/v1/workloads/{id}`. */
  path: string;
  operation: Schema;
  /** Pointer to the operation in its document (for Ajv `$ref`s). */
  pointer: string;
  parameters: Schema[];
  /** Path-level servers with variables (e.g. a workload's own domain), as URL regexes. */
  servers: RegExp[];
}

export interface ApiDocument {
  api: string;
  file: string;
  doc: Schema;
  operations: Operation[];
  /** Base URLs (without trailing slash) this document's paths hang off. */
  bases: RegExp[];
  validator: Ajv2020;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `https://{host}` as a regex matching any value of the variable. */
function serverRegex(url: string): RegExp {
  const source = url
    .replace(/\/$/, '')
    .split(/\{[^}]+\}/)
    .map(escapeRegExp)
    .join('[^/]+');
  return new RegExp(`^${source}`);
}

const pointerSegment = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** OpenAPI 3.0 schemas use `nullable` and boolean exclusive bounds; make them JSON Schema 2020-12. */
function upgrade30(node: unknown): void {
  if (Array.isArray(node)) node.forEach(upgrade30);
  else if (typeof node === 'object' && node !== null) {
    const schema = node as Schema;
    if (schema.nullable === true && typeof schema.type === 'string')
      schema.type = [schema.type, 'null'];
    for (const [bound, exclusive] of [
      ['minimum', 'exclusiveMinimum'],
      ['maximum', 'exclusiveMaximum'],
    ] as const)
      if (typeof schema[exclusive] === 'boolean') {
        if (schema[exclusive]) schema[exclusive] = schema[bound];
        else delete schema[exclusive];
      }
    Object.values(schema).forEach(upgrade30);
  }
}

export function loadApiDocuments(
  apis: readonly {
    name: string;
    documents: readonly string[];
    baseUrls: readonly string[];
  }[] = contentChecks.apis,
): ApiDocument[] {
  return apis.flatMap((api) =>
    api.documents.map((file): ApiDocument => {
      const doc = readOpenApiDocument(file) as Schema;
      if (String(doc.openapi).startsWith('3.0')) upgrade30(doc);
      const operations: Operation[] = [];
      const paths = (doc.paths ?? {}) as {[path: string]: Schema};
      for (const [path, item] of Object.entries(paths)) {
        const servers = ((item.servers ?? []) as {url: string}[]).map((server) =>
          serverRegex(server.url),
        );
        for (const method of METHODS) {
          const operation = item[method] as Schema | undefined;
          if (!operation) continue;
          operations.push({
            method: method.toUpperCase(),
            path,
            operation,
            pointer: `#/paths/${pointerSegment(path)}/${method}`,
            parameters: [
              ...((item.parameters ?? []) as Schema[]),
              ...((operation.parameters ?? []) as Schema[]),
            ].map((parameter) => resolveRef(doc, parameter)),
            servers,
          });
        }
      }
      const documentServers = ((doc.servers ?? []) as {url: string}[])
        .map((server) => server.url)
        .filter((url) => !url.includes('{'))
        .map(serverRegex);
      const validator = new Ajv2020({strict: false, allErrors: true, validateSchema: false});
      addFormats(validator);
      validator.addSchema(doc, file);
      return {
        api: api.name,
        file,
        doc,
        operations,
        bases: [...documentServers, ...api.baseUrls.map((url) => new RegExp(`^${url}`))],
        validator,
      };
    }),
  );
}

/** What a schema node stands for, its `$ref`s followed (documents.ts). */
const resolveRef = (doc: Schema, node: Schema): Schema =>
  followRef(doc as {[key: string]: Json}, node as Json) as Schema;

/** Does a concrete path (with HOLEs for unknown parts) fit a documented path template? */
function pathFits(path: string, template: string): boolean {
  const actual = path.split('/');
  const documented = template.split('/');
  if (actual.length !== documented.length) return false;
  return documented.every((segment, index) => {
    if (/^\{[^}]+\}$/.test(segment)) return actual[index] !== '';
    const pattern = new RegExp(`^${actual[index].split(HOLE).map(escapeRegExp).join('.*')}$`);
    return pattern.test(segment);
  });
}

export interface MatchedUrl {
  document: ApiDocument;
  /** Path after the base URL, without query string. */
  path: string;
  query: URLSearchParams;
  /** Operations whose path fits, any method; most specific (fewest templated segments) first. */
  candidates: Operation[];
}

/**
 * The documented API a URL belongs to, or null when it is none of them (the
 * reader's own app, a workload's own service). A URL whose host is unknown at
 * the time of writing (a HOLE before the path) is not matched.
 */
export function matchUrl(url: string, documents: readonly ApiDocument[]): MatchedUrl | null {
  const [withoutQuery, queryString = ''] = url.split('?');
  const clean = withoutQuery.split('#')[0];
  const query = new URLSearchParams(queryString);
  const specificity = (operation: Operation) => (operation.path.match(/\{/g) ?? []).length;
  // A path-level server (a workload's own domain) claims only its own path.
  for (const document of documents)
    for (const operation of document.operations)
      for (const server of operation.servers) {
        const base = server.exec(clean);
        if (base && pathFits(clean.slice(base[0].length) || '/', operation.path))
          return {
            document,
            path: clean.slice(base[0].length),
            query,
            candidates: document.operations.filter(
              (candidate) => candidate.path === operation.path,
            ),
          };
      }
  const matches = documents.flatMap((document) =>
    document.bases.flatMap((base) => {
      const found = base.exec(clean);
      if (!found) return [];
      const rest = clean.slice(found[0].length);
      if (rest !== '' && !rest.startsWith('/')) return [];
      const path = rest || '/';
      if (path.startsWith(HOLE)) return [];
      const candidates = document.operations
        .filter((operation) => operation.servers.length === 0 && pathFits(path, operation.path))
        .sort((a, b) => specificity(a) - specificity(b));
      return [{document, path, query, candidates}];
    }),
  );
  // Several documents can share a host (two generations of one API): prefer the one that has the path.
  return matches.find((match) => match.candidates.length > 0) ?? matches[0] ?? null;
}

/**
 * A value the reader replaces before running the sample: `YOUR_WORKLOAD_ID`,
 * `your-api-key`, `<document id>`. Its own format is not judged (its type is).
 */
export const PLACEHOLDER = /^(YOUR_[A-Z0-9_]+|your[-_][\w-]+|<[^<>]+>|:\w+)$/;

export interface RequestToCheck {
  method: string;
  url: string;
  /** Header names, lower case; undefined when the sample's headers are not known. */
  headers?: ReadonlySet<string>;
  /** JSON body (UNKNOWN_LEAF where a value is only known at run time); undefined = none sent. */
  body?: Json;
  /** The body is sent but its content is not on the page (`-d @file`). */
  bodyUnknown?: boolean;
  /** Pointers of body values only known at run time: their values are not judged. */
  unknownPointers?: ReadonlySet<string>;
  /** Pointers of placeholders the reader replaces (`YOUR_ID`): only their type is judged. */
  placeholderPointers?: ReadonlySet<string>;
  /** An excerpt that leaves the body out on purpose (fence meta `fragment`). */
  excerpt?: boolean;
}

/** Problems of one request against the documented APIs, or null if its URL belongs to none. */
export function requestProblems(
  request: RequestToCheck,
  documents: readonly ApiDocument[],
): {api: string; problems: string[]} | null {
  const match = matchUrl(request.url, documents);
  if (!match) return null;
  const {document, path, candidates} = match;
  const label = `${request.method} ${path}`;
  if (candidates.length === 0)
    return {
      api: document.api,
      problems: [`${label}: no such path in ${document.file} (${document.api})`],
    };
  const operation = candidates.find((candidate) => candidate.method === request.method);
  if (!operation)
    return {
      api: document.api,
      problems: [
        `${label}: ${document.file} has this path only for ${[...new Set(candidates.map((candidate) => candidate.method))].join(', ')}`,
      ],
    };
  const problems: string[] = [];
  const where = `${label} (${document.api}, ${String(operation.operation.operationId ?? operation.path)})`;

  // Path parameters: a value written on the page (not a placeholder) must fit its schema.
  const values = path.split('/');
  operation.path.split('/').forEach((segment, index) => {
    const name = /^\{([^}]+)\}$/.exec(segment)?.[1];
    const value = values[index];
    if (!name || value === undefined || value.includes(HOLE) || PLACEHOLDER.test(value)) return;
    const parameter = operation.parameters.find(
      (candidate) => candidate.in === 'path' && candidate.name === name,
    );
    if (!parameter?.schema) return;
    const validate = document.validator.compile(parameter.schema as Schema);
    if (!validate(value))
      problems.push(
        `${where}: path segment \`${value}\` is not a valid \`${name}\` (${validate.errors?.[0]?.message ?? 'invalid'})`,
      );
  });

  // Query parameters: known names, and every required one present.
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  for (const name of new Set(match.query.keys()))
    if (!queryParameters.some((parameter) => parameter.name === name))
      problems.push(`${where}: query parameter \`${name}\` is not documented`);
  for (const parameter of queryParameters)
    if (parameter.required === true && !match.query.has(String(parameter.name)))
      problems.push(`${where}: required query parameter \`${String(parameter.name)}\` is missing`);

  // Credentials: at least one of the operation's security requirements is met by the headers.
  if (request.headers) {
    const requirements = (operation.operation.security ?? document.doc.security ?? []) as Schema[];
    const schemes = ((document.doc.components as Schema | undefined)?.securitySchemes ?? {}) as {
      [name: string]: Schema;
    };
    const met = (requirement: Schema) =>
      Object.keys(requirement).every((name) => {
        const scheme = schemes[name];
        if (!scheme) return false;
        if (scheme.type === 'apiKey' && scheme.in === 'header')
          return request.headers!.has(String(scheme.name).toLowerCase());
        if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
          return request.headers!.has('authorization');
        return true;
      });
    if (requirements.length > 0 && !requirements.some(met))
      problems.push(
        `${where}: sends no credentials; the operation needs ${requirements
          .map((requirement) =>
            Object.keys(requirement)
              .map((name) => {
                const scheme = schemes[name];
                return scheme?.type === 'apiKey'
                  ? `the \`${String(scheme.name)}\` header`
                  : 'an `Authorization` header';
              })
              .join(' and '),
          )
          .join(' or ')}`,
      );
  }

  // The body: present when required, valid against the request schema, no undefined fields.
  const requestBody = operation.operation.requestBody
    ? resolveRef(document.doc, operation.operation.requestBody as Schema)
    : undefined;
  const jsonContent = Object.entries((requestBody?.content ?? {}) as {[type: string]: Schema}).find(
    ([type]) => type.includes('json'),
  );
  if (request.body === undefined && !request.bodyUnknown) {
    if (requestBody?.required === true && !request.excerpt)
      problems.push(`${where}: the operation needs a request body and the sample sends none`);
    return {api: document.api, problems};
  }
  if (!requestBody) {
    problems.push(`${where}: the sample sends a body, but the operation takes none`);
    return {api: document.api, problems};
  }
  if (request.body === undefined || !jsonContent?.[1].schema) return {api: document.api, problems};
  const schemaPointer = `${operation.pointer}/requestBody/content/${pointerSegment(jsonContent[0])}/schema`;
  const refPointer =
    operation.operation.requestBody && (operation.operation.requestBody as Schema).$ref;
  const pointer =
    typeof refPointer === 'string'
      ? `${refPointer}/content/${pointerSegment(jsonContent[0])}/schema`
      : schemaPointer;
  const validate = document.validator.compile({$ref: `${document.file}${pointer}`});
  const within = (pointers: ReadonlySet<string> | undefined, path: string) =>
    [...(pointers ?? [])].some((pointer) => path === pointer || path.startsWith(`${pointer}/`));
  if (!validate(request.body))
    for (const error of validate.errors ?? []) {
      if (within(request.unknownPointers, error.instancePath)) continue;
      if (within(request.placeholderPointers, error.instancePath) && error.keyword !== 'type')
        continue;
      // Ajv reports each failed branch of a oneOf/anyOf; the summary line is enough.
      if (error.schemaPath.includes('/oneOf/') || error.schemaPath.includes('/anyOf/')) continue;
      const at = error.instancePath ? `\`${error.instancePath}\`` : 'the body';
      const detail =
        error.keyword === 'required'
          ? `is missing the required field \`${String((error.params as {missingProperty: string}).missingProperty)}\``
          : error.keyword === 'enum'
            ? `${error.message}: ${JSON.stringify((error.params as {allowedValues: unknown}).allowedValues)}`
            : error.message;
      problems.push(`${where}: ${at} ${detail}`);
    }
  for (const field of undefinedFields(
    request.body,
    jsonContent[1].schema as Schema,
    document.doc,
    '',
  ))
    problems.push(`${where}: field \`${field}\` is not in the request schema`);
  return {api: document.api, problems};
}

/** Subschemas that together describe a value (allOf/anyOf/oneOf members, `$ref`s followed). */
function schemaParts(schema: Schema, doc: Schema, depth = 0): Schema[] {
  if (depth > 20) return [];
  const resolved = resolveRef(doc, schema);
  const parts = [resolved];
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    for (const member of (resolved[key] ?? []) as Schema[])
      parts.push(...schemaParts(member, doc, depth + 1));
  return parts;
}

/** Fields of a JSON value that its schema does not declare (where the schema lists its fields). */
function undefinedFields(value: Json, schema: Schema, doc: Schema, at: string): string[] {
  const parts = schemaParts(schema, doc);
  if (Array.isArray(value)) {
    const items = parts.map((part) => part.items).filter(Boolean) as Schema[];
    return items.length === 0
      ? []
      : value.flatMap((item, index) =>
          items.flatMap((itemSchema) => undefinedFields(item, itemSchema, doc, `${at}/${index}`)),
        );
  }
  if (typeof value !== 'object' || value === null) return [];
  const declaring = parts.filter((part) => part.properties);
  if (declaring.length === 0) return [];
  const open = parts.some(
    (part) =>
      part.patternProperties !== undefined ||
      (part.additionalProperties !== undefined && part.additionalProperties !== false),
  );
  const found: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const declarations = declaring
      .map((part) => (part.properties as {[name: string]: Schema})[key])
      .filter(Boolean);
    if (declarations.length === 0) {
      if (!open) found.push(`${at}/${key}`);
      continue;
    }
    found.push(
      ...declarations.flatMap((declaration) =>
        undefinedFields(child, declaration, doc, `${at}/${key}`),
      ),
    );
  }
  return [...new Set(found)];
}
