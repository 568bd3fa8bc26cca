/**
 * vercel.json emitter: the deployment policy in Vercel's project
 * configuration. Sources are path-to-regexp patterns matched against the
 * request path as sent (percent-encoded); header rules that match later in
 * the list override earlier ones, so the general rule comes first.
 *
 * Vercel's own `cleanUrls` and `trailingSlash` are off: their redirect rules
 * copy the request path into Location (`^/(.*)\.html/?$` to `/$1`), so
 * `//evil.example.html` would answer `Location: //evil.example`. The policy's
 * redirects are literal paths instead, and each page is served at its clean
 * path by a literal rewrite.
 */
import {CACHE_CONTROL, VERCEL_CONFIG_FILE, type DeployPolicy, type PathMatch} from './policy';

/** A request condition: the rule applies only when the header's value matches the regex. */
export interface VercelHas {
  type: 'header';
  key: string;
  value: string;
}

export interface VercelConfig {
  $schema: string;
  cleanUrls: false;
  redirects: {source: string; destination: string; statusCode: number}[];
  rewrites: {source: string; destination: string; has?: VercelHas[]}[];
  headers: {source: string; headers: {key: string; value: string}[]}[];
}

/**
 * Markdown by content negotiation, as far as Vercel allows: a `has` condition is one regular
 * expression over the whole Accept header and cannot compare two q-values (nginx can, by
 * setting variables). So on Vercel a page's Markdown twin answers when Accept names
 * text/markdown at full quality (no q, or q=1), which text/html can never beat; a lower
 * text/markdown q gets HTML. Anchored at both ends, as Vercel matches it whole.
 */
export const ACCEPTS_MARKDOWN_AT_FULL_QUALITY =
  '^(?:.*,)?\\s*text/markdown\\s*(?:;\\s*q=1(?:\\.0{0,3})?\\s*)?(?:,.*)?$';

/** A literal path as a path-to-regexp source: every pattern character escaped. */
export function vercelLiteral(path: string): string {
  return encodeURI(path).replace(/[()[\]{}?*+:!^$|\\]/g, '\\$&');
}

function sourceOf(match: PathMatch): string {
  switch (match.kind) {
    case 'exact':
      return vercelLiteral(match.path);
    case 'prefix':
      return `${vercelLiteral(match.path)}(.*)`;
    case 'hashed': {
      const [before, after] = match.path.split('{hash}');
      // Stryker disable next-line StringLiteral: every hashed path has text after {hash}
      return `${vercelLiteral(before)}:hash([0-9a-f]{8,})${vercelLiteral(after ?? '')}`;
    }
    case 'extension':
      return `/(.*)\\.(${match.extensions.join('|')})`;
  }
}

/** Specific rules must come last to win; the policy lists them most specific first. */
const SPECIFICITY: Record<PathMatch['kind'], number> = {
  extension: 0,
  hashed: 1,
  prefix: 2,
  exact: 3,
};

/** The `Link` header of a path as a Vercel header, if the policy gives it one. */
function linkHeaderOf(policy: DeployPolicy, path: string): {key: string; value: string}[] {
  const link = policy.linkHeaders.find((header) => header.path === path);
  return link ? [{key: 'Link', value: link.value}] : [];
}

/**
 * The `Link` header of each path that has one. A page with a twin gets its Link in the rule that
 * already names it (its Vary), not in a rule of its own: every rule counts against the
 * deployment's limit on routes.
 */
function linkHeaderRules(policy: DeployPolicy): VercelConfig['headers'] {
  const twinPages = new Set(policy.markdownTwins.map(({path}) => path));
  return policy.linkHeaders
    .filter(({path}) => !twinPages.has(path))
    .map(({path, value}) => ({source: vercelLiteral(path), headers: [{key: 'Link', value}]}));
}

/**
 * The media type and cache class of each typed file (Vercel types a file by its extension only,
 * and the API catalog has none), as nginx sends them: a type nginx gives a charset
 * (charset_types) gets the same charset here. Exact paths, so they come last, as nginx's exact
 * locations win over its extension ones.
 */
function typedFileRules(policy: DeployPolicy): VercelConfig['headers'] {
  return policy.typedFiles.map(({path, mediaType, cache, headers}) => ({
    source: vercelLiteral(path),
    headers: [
      {
        key: 'Content-Type',
        value: policy.compressibleTypes.includes(mediaType)
          ? `${mediaType}; charset=utf-8`
          : mediaType,
      },
      {key: 'Cache-Control', value: CACHE_CONTROL[cache]},
      ...headers.map(({name, value}) => ({key: name, value})),
    ],
  }));
}

export function vercelConfig(policy: DeployPolicy): VercelConfig {
  const cacheRules = [...policy.cacheRules].sort(
    (a, b) => SPECIFICITY[a.match.kind] - SPECIFICITY[b.match.kind],
  );
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    // The policy's literal redirects and rewrites do what cleanUrls would, without its flaw.
    cleanUrls: false,
    redirects: policy.redirects.map(({from, to, status}) => ({
      source: vercelLiteral(from),
      destination: encodeURI(to),
      statusCode: status,
    })),
    // Rewrites apply only when no file has the path, so assets are never shadowed. The first
    // that matches wins: a page's Markdown twin, when Accept asks for it, before its HTML.
    rewrites: [
      ...policy.markdownTwins.map(({path, file}) => ({
        source: vercelLiteral(path),
        has: [{type: 'header' as const, key: 'accept', value: ACCEPTS_MARKDOWN_AT_FULL_QUALITY}],
        destination: encodeURI(`/${file}`),
      })),
      ...policy.pages
        .filter(({path}) => path !== '/')
        .map(({path, file}) => ({source: vercelLiteral(path), destination: encodeURI(`/${file}`)})),
    ],
    headers: [
      {
        source: '/(.*)',
        headers: [
          ...policy.securityHeaders.map(({name, value}) => ({key: name, value})),
          {key: 'Cache-Control', value: CACHE_CONTROL[policy.defaultCache]},
        ],
      },
      ...policy.scopedHeaders.map((scope) => ({
        source: `${vercelLiteral(scope.prefix)}(.*)`,
        headers: scope.headers.map(({name, value}) => ({key: name, value})),
      })),
      // The answer at a twin's path depends on Accept, so caches must key on it.
      ...policy.markdownTwins.map(({path}) => ({
        source: vercelLiteral(path),
        headers: [{key: 'Vary', value: 'Accept'}, ...linkHeaderOf(policy, path)],
      })),
      ...linkHeaderRules(policy),
      ...cacheRules.map((rule) => ({
        source: sourceOf(rule.match),
        headers: [{key: 'Cache-Control', value: CACHE_CONTROL[rule.cache]}],
      })),
      ...typedFileRules(policy),
    ],
  };
}

/** Files in the build directory that must not be uploaded to the CDN. */
export function vercelIgnore(policy: DeployPolicy): string {
  return (
    policy.privateFiles
      .filter((file) => file !== `/${VERCEL_CONFIG_FILE}`)
      .map((file) => file.slice(1))
      .join('\n') + '\n'
  );
}
