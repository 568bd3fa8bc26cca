/**
 * Every response header the portal promises, as test data of its own (README "What the server
 * answers", issue 16 "As shipped"), never read from plugins/deploy-config. The checks return
 * problems as lines, so the serving spec (nginx over a real build), the vercel.json spec and the
 * unit tests of the emitters (nginx over a small build) share one list of promises.
 */
import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {allows, parseCsp} from './csp';

/** Sent with every response: pages, API pages, assets, redirects, 404s. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * Permissions-Policy: every browser feature the portal never uses, each switched off (`=()`)
 * for the page and anything it embeds. No `bluetooth`: Chromium does not know it and warns on
 * every page (issue 16).
 */
export const DISABLED_FEATURES: readonly string[] = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

/** CSP directives whose sources do not depend on configuration (without third-party scripts). */
export const FIXED_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // React style attributes and Mermaid's <style> need inline styles; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};
export const CSP_DIRECTIVES = [...Object.keys(FIXED_DIRECTIVES), 'script-src', 'connect-src'];

export const CACHE = {
  /** Content-hashed names: a change is a new URL. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages, .md, llms*.txt, the search manifest, feeds, sitemap: revalidated on each use. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Unhashed images and fonts from static/. */
  media: 'public, max-age=3600',
} as const;

/** The page the policies are checked for (any https origin of the site). */
export const SELF = 'https://docs.nillion.com';

/** The API explorer's fixed servers: `servers[].url` of the OpenAPI documents (not variables). */
export function apiServerUrls(documents = ['openapi/nilai.yaml', 'openapi/nildb.yaml']): string[] {
  return documents.flatMap((file) =>
    ((parse(readFileSync(file, 'utf8')) as {servers?: {url: string}[]}).servers ?? [])
      .map(({url}) => url)
      .filter((url) => !url.includes('{')),
  );
}

export function securityHeaderProblems(headers: Record<string, string | undefined>): string[] {
  const problems = Object.entries(SECURITY_HEADERS)
    .filter(([name, value]) => headers[name] !== value)
    .map(([name, value]) => `${name}: ${headers[name] ?? '(missing)'}, promised ${value}`);
  const features = (headers['permissions-policy'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .sort();
  const promised = DISABLED_FEATURES.map((feature) => `${feature}=()`).sort();
  if (features.join(', ') !== promised.join(', ')) {
    problems.push(
      `permissions-policy: ${features.join(', ') || '(missing)'}, promised ${promised.join(', ')}`,
    );
  }
  return problems;
}

export interface CspExpectation {
  /** Whose connect-src applies: the API reference's explorer, or every other page. */
  scope: 'site' | 'api';
  /** Third-party script files the build enables on this page (exact URLs). */
  scripts?: readonly string[];
  /** Where those scripts call home (connect-src), e.g. the analytics host. */
  scriptConnect?: readonly string[];
  /** Servers of the API documents (API pages must reach them). */
  apiServers?: readonly string[];
}

const sorted = (values: readonly string[]) => [...values].sort().join(' ');

/** What the CSP promises, as problems; empty when the header keeps every promise. */
export function cspProblems(header: string | undefined, expected: CspExpectation): string[] {
  if (!header) return ['content-security-policy: (missing)'];
  const csp = parseCsp(header);
  const problems: string[] = [];
  if (sorted([...csp.keys()]) !== sorted(CSP_DIRECTIVES)) {
    problems.push(`directives: ${sorted([...csp.keys()])}, promised ${sorted(CSP_DIRECTIVES)}`);
  }
  for (const [directive, sources] of Object.entries(FIXED_DIRECTIVES)) {
    if (['img-src', 'font-src'].includes(directive) && expected.scripts?.length) continue;
    if (sorted(csp.get(directive) ?? []) !== sorted(sources)) {
      problems.push(
        `${directive}: ${(csp.get(directive) ?? []).join(' ')}, promised ${sources.join(' ')}`,
      );
    }
  }

  // Scripts: this origin, inline scripts one by one by hash, and each enabled file exactly.
  const scripts = csp.get('script-src') ?? [];
  const files = expected.scripts ?? [];
  if (!scripts.includes("'self'")) problems.push("script-src: no 'self'");
  const hashes = scripts.filter((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source));
  if (hashes.length === 0) problems.push('script-src: no inline script allowed by hash');
  const others = scripts.filter(
    (source) => source !== "'self'" && !hashes.includes(source) && !files.includes(source),
  );
  if (others.length > 0) problems.push(`script-src: also allows ${others.join(' ')}`);
  for (const file of files) {
    if (!scripts.includes(file)) problems.push(`script-src: does not allow ${file}`);
  }

  const connect = (url: string) => allows(csp, 'connect-src', url, SELF);
  const mustConnect = [
    `${SELF}/search/manifest.json`,
    ...(expected.scriptConnect ?? []).map((origin) => `${origin}/collect`),
  ];
  const mustNotConnect = ['http://attacker.example/collect', 'wss://attacker.example/'];
  if (expected.scope === 'api') {
    // The request explorer reaches the documents' servers, any https node a reader types, and
    // a node on this machine over plain http; nothing else over plain http.
    mustConnect.push(
      ...(expected.apiServers ?? []).map((server) => `${server}/health`),
      'https://nildb-node.example.org/health',
      'https://node.example.net:8443/v1/models',
      'http://localhost:8080/health',
      'http://127.0.0.1:37939/about',
    );
    mustNotConnect.push('http://192.168.1.20:8080/health');
  } else {
    // Every other page: this origin and what the build enables, no https wildcard.
    mustNotConnect.push('https://nildb-node.example.org/health', 'http://localhost:8080/health');
  }
  for (const url of mustConnect) {
    if (!connect(url)) problems.push(`connect-src: cannot reach ${url}`);
  }
  for (const url of mustNotConnect) {
    if (connect(url)) problems.push(`connect-src: can reach ${url}`);
  }
  return problems;
}
