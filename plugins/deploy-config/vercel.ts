/**
 * vercel.json emitter: the deployment policy in Vercel's project
 * configuration. Sources are path-to-regexp patterns matched against the
 * request path as sent (percent-encoded); header rules that match later in
 * the list override earlier ones, so the general rule comes first.
 */
import {CACHE_CONTROL, type DeployPolicy, type PathMatch} from './policy';

export interface VercelConfig {
  $schema: string;
  cleanUrls: boolean;
  trailingSlash: boolean;
  redirects: {source: string; destination: string; statusCode: number}[];
  headers: {source: string; headers: {key: string; value: string}[]}[];
}

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

export function vercelConfig(policy: DeployPolicy): VercelConfig {
  const cacheRules = [...policy.cacheRules].sort(
    (a, b) => SPECIFICITY[a.match.kind] - SPECIFICITY[b.match.kind],
  );
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    // /page serves page.html; /page.html and /page/ redirect to /page (Vercel's own 308s).
    cleanUrls: true,
    trailingSlash: false,
    redirects: policy.redirects.map(({from, to, status}) => ({
      source: vercelLiteral(from),
      destination: encodeURI(to),
      statusCode: status,
    })),
    headers: [
      {
        source: '/(.*)',
        headers: [
          ...policy.securityHeaders.map(({name, value}) => ({key: name, value})),
          {key: 'Cache-Control', value: CACHE_CONTROL[policy.defaultCache]},
        ],
      },
      ...cacheRules.map((rule) => ({
        source: sourceOf(rule.match),
        headers: [{key: 'Cache-Control', value: CACHE_CONTROL[rule.cache]}],
      })),
    ],
  };
}

/** Files in the build directory that must not be uploaded to the CDN. */
export function vercelIgnore(policy: DeployPolicy): string {
  return (
    policy.privateFiles
      .filter((file) => !file.endsWith('/vercel.json'))
      .map((file) => file.slice(1))
      .join('\n') + '\n'
  );
}
