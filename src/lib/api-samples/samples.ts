/**
 * A request sample and a response example for an API operation, made from the operation as the
 * OpenAPI plugin hands it to the page (the `api` front matter), so the server writes them into the
 * page's HTML: the right column of an operation page reads as a curl call and an answer before
 * the request explorer, which loads on demand, replaces it (src/theme/ApiExplorer).
 *
 * The request uses the document's first server (its variables at their defaults), the operation's
 * path and query parameters with their examples, the credential its security asks for as a
 * placeholder, and the body example the explorer itself starts from. The response is the first
 * success status with the document's first example for it, else one made from its schema.
 */

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

interface ServerObject {
  url: string;
  variables?: Record<string, {default?: string}>;
}

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  example?: Json;
  examples?: Record<string, {value?: Json}>;
  schema?: {example?: Json; examples?: Json[]; default?: Json};
}

interface MediaTypeObject {
  schema?: unknown;
  example?: Json;
  examples?: Record<string, {value?: Json}>;
}

interface SecuritySchemeObject {
  type: string;
  scheme?: string;
  in?: string;
  name?: string;
}

/** The parts of the plugin's ApiItem (docusaurus-plugin-openapi-docs) the samples read. */
export interface ApiOperation {
  method: string;
  path: string;
  servers?: ServerObject[];
  parameters?: ParameterObject[];
  requestBody?: {content?: Record<string, MediaTypeObject>};
  jsonRequestBodyExample?: Json;
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, SecuritySchemeObject>;
  responses?: Record<string, {description?: string; content?: Record<string, MediaTypeObject>}>;
}

/**
 * An operation's samples as its page's front matter carries them (`samples`, written by
 * scripts/api-pages/samples.ts when the pages are generated).
 */
export interface ApiSamples {
  request: string;
  response?: ResponseExample;
}

export interface ResponseExample {
  status: string;
  /** The response's media type, when it has a body. */
  contentType?: string;
  /** The example body as shown: JSON indented by two spaces, or the document's text. */
  body?: string;
}

function firstExample(media: MediaTypeObject | undefined): Json | undefined {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  return Object.values(media.examples ?? {}).find((example) => example.value !== undefined)?.value;
}

function parameterExample(parameter: ParameterObject): Json | undefined {
  return (
    parameter.example ??
    Object.values(parameter.examples ?? {}).find((example) => example.value !== undefined)?.value ??
    parameter.schema?.example ??
    parameter.schema?.examples?.[0] ??
    parameter.schema?.default
  );
}

const asText = (value: Json): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Quoted for a POSIX shell: single quotes, each inner one closed, escaped and reopened. */
const shellQuoted = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

function baseUrl(servers: ServerObject[] | undefined): string {
  const [server] = servers ?? [];
  if (!server) return '';
  return server.url
    .replace(/\{(\w+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole)
    .replace(/\/$/, '');
}

/** Header lines and query pairs the operation's first security requirement asks for. */
function credentials(operation: ApiOperation): {headers: string[]; query: string[]} {
  const headers: string[] = [];
  const query: string[] = [];
  const [requirement] = operation.security ?? [];
  for (const name of Object.keys(requirement ?? {})) {
    const scheme = operation.securitySchemes?.[name];
    if (!scheme) continue;
    if (scheme.type === 'apiKey' && scheme.name) {
      if (scheme.in === 'query') query.push(`${scheme.name}=<API_KEY>`);
      else if (scheme.in === 'header') headers.push(`${scheme.name}: <API_KEY>`);
    } else if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') {
      headers.push('Authorization: Basic <CREDENTIALS>');
    } else if (
      scheme.type === 'http' ||
      scheme.type === 'oauth2' ||
      scheme.type === 'openIdConnect'
    ) {
      headers.push('Authorization: Bearer <TOKEN>');
    }
  }
  return {headers, query};
}

/** A curl command that makes the operation's request. */
export function curlRequest(operation: ApiOperation): string {
  const parameters = operation.parameters ?? [];
  const path = operation.path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const parameter = parameters.find((each) => each.in === 'path' && each.name === name);
    const example = parameter && parameterExample(parameter);
    return example === undefined ? whole : encodeURIComponent(asText(example));
  });
  const {headers, query} = credentials(operation);
  for (const parameter of parameters) {
    const example = parameterExample(parameter);
    if (example === undefined || !parameter.required) continue;
    if (parameter.in === 'query') {
      query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(asText(example))}`);
    } else if (parameter.in === 'header') {
      headers.push(`${parameter.name}: ${asText(example)}`);
    }
  }
  const url = `${baseUrl(operation.servers)}${path}${query.length ? `?${query.join('&')}` : ''}`;

  const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const body = firstExample(media) ?? (media ? operation.jsonRequestBodyExample : undefined);
  if (contentType && body !== undefined) headers.push(`Content-Type: ${contentType}`);

  const lines = [`curl -X ${operation.method.toUpperCase()} ${shellQuoted(url)}`];
  for (const header of headers) lines.push(`  -H ${shellQuoted(header)}`);
  if (body !== undefined) {
    lines.push(
      `  --data ${shellQuoted(typeof body === 'string' ? body : JSON.stringify(body, null, 2))}`,
    );
  }
  return lines.join(' \\\n');
}

const SUCCESS = /^2\d\d$/;

/**
 * The example answer of the operation's first success status (the first status of all when none
 * succeeds). `fromSchema` makes a body from a schema when the document gives no example.
 */
export function responseExample(
  operation: ApiOperation,
  fromSchema: (schema: unknown) => unknown,
): ResponseExample | undefined {
  const statuses = Object.keys(operation.responses ?? {});
  const status = statuses.find((code) => SUCCESS.test(code)) ?? statuses[0];
  if (status === undefined) return undefined;
  const [contentType, media] =
    Object.entries(operation.responses?.[status]?.content ?? {})[0] ?? [];
  if (!contentType || !media) return {status};
  const body =
    firstExample(media) ?? (media.schema ? (fromSchema(media.schema) as Json) : undefined);
  if (body === undefined) return {status, contentType};
  return {
    status,
    contentType,
    body: typeof body === 'string' ? body : JSON.stringify(body, null, 2),
  };
}

const decoded = new Map<string, ApiSamples | null>();

/**
 * The samples in a `samples` front matter value (base64 of their JSON: scripts/api-pages/samples.ts
 * says why), or null when there is none or it cannot be read.
 */
export function decodeApiSamples(value: unknown): ApiSamples | null {
  if (typeof value !== 'string') return null;
  let samples = decoded.get(value);
  if (samples === undefined) {
    try {
      const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
      const read = JSON.parse(new TextDecoder().decode(bytes)) as Partial<ApiSamples> | null;
      samples = typeof read?.request === 'string' ? (read as ApiSamples) : null;
    } catch {
      samples = null;
    }
    decoded.set(value, samples);
  }
  return samples;
}
