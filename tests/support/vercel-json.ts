/**
 * How Vercel reads build/vercel.json, written from Vercel's documentation rather than from our
 * emitter (plugins/deploy-config/vercel.ts), so the tests can apply the file the way the CDN
 * would: `source` is a path-to-regexp pattern matched against the request path; for headers,
 * every matching rule applies in order and a later rule's value of a header replaces an earlier
 * one's; for redirects, the first matching rule answers; rewrites apply only to a path no file
 * of the deployment has (the filesystem is checked first), and the first whose source and every
 * `has` condition match decides the file served.
 */

/**
 * A request condition. For `header`: the header is present and, when `value` is given, its value
 * matches that regular expression as a whole (Vercel anchors it at both ends); the key is a
 * header name, so its case does not matter.
 */
export interface VercelCondition {
  type: 'header' | 'cookie' | 'host' | 'query';
  key?: string;
  value?: string;
}

export interface VercelJson {
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  redirects?: {source: string; destination: string; statusCode?: number; permanent?: boolean}[];
  rewrites?: {
    source: string;
    destination: string;
    has?: VercelCondition[];
    missing?: VercelCondition[];
  }[];
  headers?: {source: string; headers: {key: string; value: string}[]}[];
}

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/g;

/**
 * A path-to-regexp (v6, as Vercel uses it) source as a RegExp: `\x` is a literal x, `(re)` an
 * unnamed group, `:name(re)` and `:name` named segments; everything else is literal. Anything
 * else (modifiers `?`, `*`, `+` after a segment) is not used by the portal and throws, so a new
 * kind of pattern is noticed rather than misread.
 */
export function sourcePattern(source: string): RegExp {
  let out = '';
  let at = 0;
  const group = (): string => {
    // From an opening parenthesis to its matching close, as a regex group.
    let depth = 0;
    let body = '';
    for (; at < source.length; at += 1) {
      const char = source[at];
      if (char === '\\') {
        body += char + source[at + 1];
        at += 1;
        continue;
      }
      if (char === '(') depth += 1;
      if (char === ')') depth -= 1;
      body += char;
      if (depth === 0) {
        at += 1;
        return body;
      }
    }
    throw new Error(`Unbalanced group in ${source}`);
  };
  while (at < source.length) {
    const char = source[at];
    if (char === '\\') {
      out += source[at + 1].replace(REGEX_SPECIAL, '\\$&');
      at += 2;
    } else if (char === '(') {
      out += group();
    } else if (char === ':') {
      const name = /^:[A-Za-z_]\w*/.exec(source.slice(at))![0];
      at += name.length;
      out += source[at] === '(' ? group() : '([^/]+?)';
    } else if ('?*+'.includes(char)) {
      throw new Error(`Unsupported path-to-regexp modifier "${char}" in ${source}`);
    } else {
      out += char.replace(REGEX_SPECIAL, '\\$&');
      at += 1;
    }
  }
  return new RegExp(`^${out}$`, 'i');
}

/** The headers Vercel sends for a request path (names lower-cased), as the file configures them. */
export function vercelHeadersFor(config: VercelJson, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of config.headers ?? []) {
    if (!sourcePattern(rule.source).test(path)) continue;
    for (const {key, value} of rule.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}

/** The redirect Vercel answers a request path with, or undefined. */
export function vercelRedirectFor(config: VercelJson, path: string) {
  return (config.redirects ?? []).find((rule) => sourcePattern(rule.source).test(path));
}

/** Whether a request with these headers meets a condition (only `header` ones are modelled). */
function meets(condition: VercelCondition, requestHeaders: Record<string, string>): boolean {
  if (condition.type !== 'header' || condition.key === undefined) {
    throw new Error(`Unmodelled vercel.json condition ${JSON.stringify(condition)}`);
  }
  const key = condition.key.toLowerCase();
  const value = Object.entries(requestHeaders).find(([name]) => name.toLowerCase() === key)?.[1];
  if (value === undefined) return false;
  return condition.value === undefined || new RegExp(`^(?:${condition.value})$`).test(value);
}

/**
 * The file of the deployment Vercel answers a request path with (relative to the build, no
 * leading slash), or undefined for its 404: the path's own file when there is one, else the
 * destination of the first rewrite that matches the path and the request's headers.
 */
export function vercelServedFile(
  config: VercelJson,
  files: ReadonlySet<string>,
  path: string,
  requestHeaders: Record<string, string> = {},
): string | undefined {
  const own = decodeURI(path).slice(1);
  if (own !== '' && files.has(own)) return own;
  const rule = (config.rewrites ?? []).find(
    (rewrite) =>
      sourcePattern(rewrite.source).test(path) &&
      (rewrite.has ?? []).every((condition) => meets(condition, requestHeaders)) &&
      !(rewrite.missing ?? []).some((condition) => meets(condition, requestHeaders)),
  );
  if (rule) return decodeURI(rule.destination).slice(1);
  // Vercel answers `/` with the index file without a rule.
  return path === '/' && files.has('index.html') ? 'index.html' : undefined;
}
