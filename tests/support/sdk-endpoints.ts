/**
 * The HTTP endpoints an installed SDK calls, read from its published bundle
 * (not from its types or docs), and the ones an OpenAPI document leaves out.
 * Used to keep the nilDB v1 reference complete for @nillion/secretvaults.
 */

export interface SdkCall {
  /** Class (or factory function) the call is made from. */
  caller: string;
  method: string;
  /** Path with its parameters written as `{name}`, e.g. `/v1/collections/{id}`. */
  path: string;
  /** Query parameters the call appends. */
  query: string[];
}

export interface ParseResult {
  calls: SdkCall[];
  /** Call sites whose path could not be worked out: each one is a failure of the check. */
  unreadable: string[];
}

/** `:id` and `{id}` become `{id}`, so SDK paths and OpenAPI paths compare. */
export function normalizePath(path: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

/** Same path shape whatever the parameter names are. */
function pathShape(path: string): string {
  return normalizePath(path).replace(/\{[^}]+\}/g, '{}');
}

/** The `var <name> = { ... };` object literal of string leaves (the SDK's endpoint table). */
export function readEndpointTable(source: string, name: string): Record<string, unknown> {
  const start = source.indexOf(`var ${name} = {`);
  if (start < 0) throw new Error(`No endpoint table "${name}" in the bundle`);
  const open = source.indexOf('{', start);
  let depth = 0;
  let end = open;
  for (; end < source.length; end += 1) {
    if (source[end] === '{') depth += 1;
    if (source[end] === '}') depth -= 1;
    if (depth === 0) break;
  }
  const literal = source.slice(open, end + 1);
  // Keys are bare identifiers and values double-quoted strings: quote the keys to read it as JSON.
  const json = literal.replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":');
  return JSON.parse(json) as Record<string, unknown>;
}

/** The string a dotted reference reaches; what follows it (e.g. `.replace(...)`) is a call on it. */
function lookup(table: Record<string, unknown>, dotted: string): string | undefined {
  let value: unknown = table;
  for (const key of dotted.split('.')) {
    if (typeof value === 'string') return value;
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' ? value : undefined;
}

/** The body of `var <name> = class ... {` up to its closing `};` at the start of a line. */
function classBody(source: string, name: string): string | undefined {
  const start = source.search(new RegExp(`var ${name} = class\\b`));
  if (start < 0) return undefined;
  const end = source.indexOf('\n};', start);
  return source.slice(start, end < 0 ? undefined : end);
}

/** Each `this.request({ ... })` argument object in `body`, with where its call starts. */
function requestArguments(body: string): {text: string; at: number}[] {
  const found: {text: string; at: number}[] = [];
  let at = body.indexOf('this.request({');
  while (at >= 0) {
    const open = body.indexOf('{', at);
    let depth = 0;
    let end = open;
    for (; end < body.length; end += 1) {
      if (body[end] === '{') depth += 1;
      if (body[end] === '}') depth -= 1;
      if (depth === 0) break;
    }
    found.push({text: body.slice(open, end + 1), at});
    at = body.indexOf('this.request({', end);
  }
  return found;
}

/**
 * The path expression of a call. SecretVaults 0.1.x writes it in the argument (`path: <expr>`);
 * 3.x builds a list path in a local first (`let path = <expr>;`, then appends `?` and the
 * `URLSearchParams` it filled) and passes `path` by shorthand. For the shorthand, the expression is the last `let path = ...;`
 * before the call, and the query names are those its `params.set`/`params.append` add.
 */
function pathOf(
  argument: string,
  before: string,
): {expression: string; query: string[]} | undefined {
  const written = /\bpath:\s*([^\n]+?),?\n/.exec(argument)?.[1];
  if (written) {
    const query = [...written.matchAll(/[?&]([A-Za-z_]\w*)=/g)].map(([, name]) => name!);
    return {expression: written, query};
  }
  if (!/[{,]\s*path\s*[,}]/.test(argument)) return undefined;
  const local = before.lastIndexOf('let path = ');
  // The local must belong to this method: no other request call between it and this one.
  if (local < 0 || before.includes('this.request({', local)) return undefined;
  const statementEnd = before.indexOf(';', local);
  const expression = before.slice(local + 'let path = '.length, statementEnd).trim();
  const built = before.slice(statementEnd);
  const query = [...built.matchAll(/params\.(?:set|append)\(\s*["'`]([A-Za-z_]\w*)/g)].map(
    ([, name]) => name!,
  );
  return {expression, query: [...new Set(query)]};
}

/**
 * Every endpoint the given client classes call through `this.request({path, method})`, with
 * paths resolved through the bundle's endpoint table, plus the plain `fetch` of each factory
 * function (e.g. `createNilDbUserClient` reads `/about`).
 */
export function readSdkCalls(
  source: string,
  {
    endpointTable,
    classes,
    factories,
  }: {endpointTable: string; classes: string[]; factories: string[]},
): ParseResult {
  const table = readEndpointTable(source, endpointTable);
  const calls: SdkCall[] = [];
  const unreadable: string[] = [];
  const reference = new RegExp(`${endpointTable}((?:\\.[A-Za-z_$][\\w$]*)+)`);

  for (const caller of classes) {
    const body = classBody(source, caller);
    if (!body) {
      unreadable.push(`${caller}: class not found in the bundle`);
      continue;
    }
    for (const {text: argument, at} of requestArguments(body)) {
      const method = /\bmethod:\s*"([A-Z]+)"/.exec(argument)?.[1] ?? 'GET';
      const found = pathOf(argument, body.slice(0, at));
      const pathExpression = found?.expression ?? '';
      const ref = reference.exec(pathExpression);
      const literal = /^"([^"]+)"$/.exec(pathExpression.trim());
      const path = ref ? lookup(table, ref[1]!.slice(1)) : literal?.[1];
      if (!path || !found) {
        unreadable.push(`${caller}: cannot resolve path ${pathExpression || argument}`);
        continue;
      }
      calls.push({caller, method, path: normalizePath(path), query: found.query});
    }
  }

  for (const factory of factories) {
    const start = source.indexOf(`function ${factory}(`);
    if (start < 0) {
      unreadable.push(`${factory}: function not found in the bundle`);
      continue;
    }
    const body = source.slice(start, source.indexOf('\n}', start));
    for (const [, path] of body.matchAll(/fetch\(`\$\{\w+\}(\/[^`?]*)`/g)) {
      calls.push({caller: factory, method: 'GET', path: normalizePath(path!), query: []});
    }
  }
  return {calls, unreadable};
}

interface OpenApiOperation {
  parameters?: {in?: string; name?: string; $ref?: string}[];
}
export interface OpenApiLike {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: {parameters?: Record<string, {in?: string; name?: string}>};
}

/** Calls whose method and path, or whose query parameters, the document does not describe. */
export function undocumentedCalls(calls: SdkCall[], doc: OpenApiLike): string[] {
  const problems: string[] = [];
  for (const call of calls) {
    const documentedPath = Object.keys(doc.paths).find(
      (path) => pathShape(path) === pathShape(call.path),
    );
    const operation = documentedPath
      ? doc.paths[documentedPath]![call.method.toLowerCase()]
      : undefined;
    if (!operation) {
      problems.push(`${call.method} ${call.path} (called by ${call.caller})`);
      continue;
    }
    const queryNames = (operation.parameters ?? [])
      .map((parameter) =>
        parameter.$ref
          ? doc.components?.parameters?.[parameter.$ref.split('/').pop() ?? '']
          : parameter,
      )
      .filter((parameter) => parameter?.in === 'query')
      .map((parameter) => parameter!.name);
    for (const name of call.query) {
      if (!queryNames.includes(name)) {
        problems.push(`${call.method} ${call.path}?${name}= (called by ${call.caller})`);
      }
    }
  }
  return problems;
}
