/**
 * The one place where the portal reads process.env. Everything that depends on
 * configuration (third-party scripts, the dev proxy, the site URL, later the
 * search mode and the security headers) imports the parsed result from here.
 *
 * Every feature that needs a key is off unless its variables are set, so a
 * fresh clone builds and runs offline.
 */
import {existsSync} from 'node:fs';
import {z} from 'zod';
import {apiDocsOptions} from './api-reference';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const httpsUrl = z
  .string()
  .trim()
  .url()
  .refine((value) => value.startsWith('https://'), 'must be an https:// URL');

/** The URL, or null when the text is none (zod still runs refinements after a failed .url()). */
function urlOf(value: string): URL | null {
  return URL.canParse(value) ? new URL(value) : null;
}

/** Hosts where plain http is acceptable: this machine (a local preview or node). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The documentation assistant's script, pinned to one published version of
 * @cookbookdev/docsbot, and the Subresource Integrity of exactly that file
 * (sha384 of dist/standalone/index.cjs.js in the npm tarball of 4.25.15, which
 * is the file jsDelivr serves). A new version means a new URL and a new hash.
 */
export const DEFAULT_ASSISTANT_SCRIPT_URL =
  'https://cdn.jsdelivr.net/npm/@cookbookdev/docsbot@4.25.15/dist/standalone/index.cjs.js';
export const DEFAULT_ASSISTANT_SCRIPT_INTEGRITY =
  'sha384-GrWIZalQWs/yEt0qHIzvGSGMBDRfF+cLJZwNdbew1SpRuDgKAzaGM/ZRr2Faser6';
export const DEFAULT_UMAMI_SCRIPT_URL = 'https://cloud.umami.is/script.js';

/** A Subresource Integrity value: algorithm, dash, base64 digest. */
const integrity = optionalText.pipe(
  z
    .string()
    .regex(
      /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/,
      'must be a Subresource Integrity hash such as sha384-<base64 digest> (see README)',
    )
    .optional(),
);

/** jsDelivr and unpkg serve the newest version of a package unless the URL names an exact one. */
function unpinnedPackageUrl(value: string): boolean {
  const url = urlOf(value);
  if (!url) return false;
  const {hostname, pathname} = url;
  const packagePath =
    hostname === 'cdn.jsdelivr.net' && pathname.startsWith('/npm/')
      ? pathname.slice('/npm'.length)
      : hostname === 'unpkg.com'
        ? pathname
        : null;
  if (packagePath === null) return false;
  return !/^\/(@[^/]+\/)?[^/@]+@\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?\//.test(packagePath);
}

/** Space- or comma-separated https URLs, each a CSP source: an origin, or a path under one. */
const cspSources = optionalText.transform((value, context) => {
  // Stryker disable next-line StringLiteral: parseEnv reports each issue's path and message; its code is never read
  const refuse = (message: string) => context.addIssue({code: 'custom', message});
  const sources: string[] = [];
  // Stryker disable next-line Regex: a run of separators splits into empty entries, which filter(Boolean) drops
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const url = urlOf(entry);
    if (!url) {
      refuse(`"${entry}" is not a URL`);
      continue;
    }
    if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) {
      refuse(
        `"${entry}" must be an https:// origin (or a path under one), without query or credentials`,
      );
      continue;
    }
    sources.push(url.pathname === '/' ? url.origin : `${url.origin}${url.pathname}`);
  }
  return sources;
});

const EnvSchema = z.object({
  SITE_URL: z
    .string()
    .trim()
    .url()
    .refine((value) => {
      const url = urlOf(value);
      return (
        !url ||
        url.protocol === 'https:' ||
        (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))
      );
    }, 'must be an https:// URL (http:// only for localhost or 127.0.0.1)')
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://docs.nillion.com'),
  NILDB_NODE_URL: z
    .string()
    .trim()
    .url()
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://nildb-stg-n1.nillion.network'),
  ASSISTANT_PUBLIC_KEY: optionalText,
  ASSISTANT_SCRIPT_URL: httpsUrl
    .refine(
      (value) => !unpinnedPackageUrl(value),
      'must name an exact package version (e.g. .../npm/@cookbookdev/docsbot@4.25.15/...): an unversioned CDN URL serves whatever is newest',
    )
    .default(DEFAULT_ASSISTANT_SCRIPT_URL),
  ASSISTANT_SCRIPT_INTEGRITY: integrity,
  ASSISTANT_CONNECT_ORIGINS: cspSources,
  ASSISTANT_ASSET_ORIGINS: cspSources,
  UMAMI_WEBSITE_ID: optionalText.pipe(
    z.string().uuid('must be the website id (a UUID) from Umami').optional(),
  ),
  UMAMI_SCRIPT_URL: httpsUrl.default(DEFAULT_UMAMI_SCRIPT_URL),
  UMAMI_SCRIPT_INTEGRITY: integrity,
  // Pasted into the CSP and into Algolia host names: nothing but an application id may pass.
  ALGOLIA_APP_ID: optionalText.pipe(
    z
      .string()
      .regex(
        /^[A-Z0-9]{10}$/,
        'must be the Application ID from the Algolia dashboard (API Keys): 10 capital letters and digits, e.g. ABCDE12345',
      )
      .optional(),
  ),
  ALGOLIA_SEARCH_API_KEY: optionalText,
  ALGOLIA_INDEX_NAME: optionalText,
  // Write key for `npm run search:push` only: never part of PortalEnv, so never part of a bundle.
  ALGOLIA_ADMIN_API_KEY: optionalText,
  // Written into build/nginx-http.conf: nothing but host:port may pass into nginx configuration.
  MCP_UPSTREAM: optionalText.pipe(
    z
      .string()
      .regex(
        /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):\d{1,5}$/,
        'must be host:port of the docs MCP server, e.g. 127.0.0.1:3939',
      )
      .optional(),
  ),
  PORTAL_TEST_FIXTURES: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
  // Set by the Docusaurus CLI before it loads the config: 'production' for `docusaurus build`,
  // 'development' for `docusaurus start` and every other command (unless the shell set it).
  NODE_ENV: optionalText,
});

export type RawEnv = z.input<typeof EnvSchema>;

/** A third-party script the page loads after it is interactive. */
export interface ThirdPartyScript {
  /** Stable id, also used as the script element id. */
  id: 'assistant' | 'analytics';
  /** The exact file: it is also the script's only CSP script-src entry. */
  src: string;
  /** Subresource Integrity the browser checks before running the file (null: not pinned). */
  integrity: string | null;
  /** Attributes set on the script element (data-*). */
  attributes: Record<string, string>;
  /** Analytics respect Global Privacy Control and Do Not Track. */
  respectsPrivacySignals: boolean;
  /** What the script calls at run time (CSP connect-src). */
  connectSources: string[];
  /** Where it loads images and fonts from (CSP img-src and font-src). */
  assetSources: string[];
  /** Path prefixes of pages it is never loaded on. */
  excludedPathPrefixes: string[];
}

/** Search runs on the embedded index unless all three Algolia variables are set. */
export type SearchConfig =
  | {mode: 'local'; indexName: string}
  | {mode: 'algolia'; appId: string; apiKey: string; indexName: string};

/** Index name of the embedded search (also part of the recent/favourite searches storage keys). */
export const LOCAL_INDEX_NAME = 'nillion_docs';

export interface PortalEnv {
  siteUrl: string;
  search: SearchConfig;
  nildbNodeUrl: string;
  assistant: {
    publicKey: string;
    scriptUrl: string;
    integrity: string;
    connectSources: string[];
    assetSources: string[];
  } | null;
  analytics: {websiteId: string; scriptUrl: string; integrity: string | null} | null;
  testFixtures: boolean;
  /** host:port where nginx finds the docs MCP server (MCP_UPSTREAM, default 127.0.0.1:3939). */
  mcpUpstream: string;
  /**
   * True while `docusaurus build` runs (NODE_ENV=production); false for `npm start` and the other
   * Docusaurus commands. Development-only plugins are registered only when it is false, so they
   * leave the production build exactly as it would be without them.
   */
  productionBuild: boolean;
  /** Human-readable lines about features that are off, printed once at build. */
  notices: string[];
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses and validates the environment; throws one EnvError listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): PortalEnv {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const result = EnvSchema.safeParse(known);
  if (!result.success) {
    const problems = result.error.issues.map(
      // Every variable is a top-level key: the first part of the path names it.
      (issue) => `  - ${issue.path[0]}: ${issue.message}`,
    );
    throw new EnvError(`Invalid portal configuration:\n${problems.join('\n')}`);
  }
  const env = result.data;
  const problems: string[] = [];
  const notices: string[] = [];
  // The pinned hash belongs to the pinned file; another file needs its own.
  const assistantIntegrity =
    env.ASSISTANT_SCRIPT_INTEGRITY ??
    (env.ASSISTANT_SCRIPT_URL === DEFAULT_ASSISTANT_SCRIPT_URL
      ? DEFAULT_ASSISTANT_SCRIPT_INTEGRITY
      : undefined);
  if (env.ASSISTANT_PUBLIC_KEY && !assistantIntegrity) {
    problems.push(
      'ASSISTANT_SCRIPT_INTEGRITY: required when ASSISTANT_SCRIPT_URL names another file than the default: the sha384 of that exact file (see README, Environment variables)',
    );
  }
  const assistant =
    env.ASSISTANT_PUBLIC_KEY && assistantIntegrity
      ? {
          publicKey: env.ASSISTANT_PUBLIC_KEY,
          scriptUrl: env.ASSISTANT_SCRIPT_URL,
          integrity: assistantIntegrity,
          connectSources: env.ASSISTANT_CONNECT_ORIGINS,
          assetSources: env.ASSISTANT_ASSET_ORIGINS,
        }
      : null;
  if (!env.ASSISTANT_PUBLIC_KEY) {
    notices.push('Documentation assistant widget is off: ASSISTANT_PUBLIC_KEY is not set.');
  } else if (assistant && assistant.connectSources.length === 0) {
    notices.push(
      'Documentation assistant: ASSISTANT_CONNECT_ORIGINS is not set, so the CSP lets the widget call no server.',
    );
  }
  if (env.ALGOLIA_SEARCH_API_KEY && env.ALGOLIA_SEARCH_API_KEY === env.ALGOLIA_ADMIN_API_KEY) {
    problems.push(
      'ALGOLIA_SEARCH_API_KEY: is the admin key (ALGOLIA_ADMIN_API_KEY). The search key ships in every page; use the Search-Only API Key from the Algolia dashboard',
    );
  }
  if (problems.length > 0) {
    throw new EnvError(
      `Invalid portal configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
  const analytics = env.UMAMI_WEBSITE_ID
    ? {
        websiteId: env.UMAMI_WEBSITE_ID,
        scriptUrl: env.UMAMI_SCRIPT_URL,
        integrity: env.UMAMI_SCRIPT_INTEGRITY ?? null,
      }
    : null;
  if (!analytics) {
    notices.push('Analytics are off: UMAMI_WEBSITE_ID is not set.');
  }
  const algolia = {
    ALGOLIA_APP_ID: env.ALGOLIA_APP_ID,
    ALGOLIA_SEARCH_API_KEY: env.ALGOLIA_SEARCH_API_KEY,
    ALGOLIA_INDEX_NAME: env.ALGOLIA_INDEX_NAME,
  };
  const missing = Object.entries(algolia)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  let search: SearchConfig = {mode: 'local', indexName: LOCAL_INDEX_NAME};
  if (missing.length === 0) {
    search = {
      mode: 'algolia',
      appId: algolia.ALGOLIA_APP_ID!,
      apiKey: algolia.ALGOLIA_SEARCH_API_KEY!,
      indexName: algolia.ALGOLIA_INDEX_NAME!,
    };
  } else {
    notices.push(
      `Hosted search is off: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set; search uses the embedded index.`,
    );
  }
  return {
    siteUrl: env.SITE_URL,
    search,
    nildbNodeUrl: env.NILDB_NODE_URL,
    assistant,
    analytics,
    testFixtures: env.PORTAL_TEST_FIXTURES,
    mcpUpstream: env.MCP_UPSTREAM ?? `127.0.0.1:${DEFAULT_MCP_PORT}`,
    productionBuild: env.NODE_ENV === 'production',
    notices,
  };
}

/** What `npm run search:push` needs: the hosted index and a key that may write to it. */
export interface SearchPushEnv {
  appId: string;
  adminApiKey: string;
  indexName: string;
}

/** Validates the push configuration; throws an EnvError naming every missing variable. */
export function parseSearchPushEnv(source: Record<string, string | undefined>): SearchPushEnv {
  const env = parseEnv(source);
  const adminApiKey = source.ALGOLIA_ADMIN_API_KEY?.trim();
  const missing = [
    env.search.mode === 'local' && 'ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME',
    !adminApiKey && 'ALGOLIA_ADMIN_API_KEY',
  ].filter(Boolean);
  if (env.search.mode === 'local' || !adminApiKey) {
    throw new EnvError(
      `search:push needs ${missing.join(' and ')} (see README, Environment variables).`,
    );
  }
  return {appId: env.search.appId, adminApiKey, indexName: env.search.indexName};
}

/**
 * Pages the assistant is never loaded on: the API reference, where readers type bearer tokens
 * into the request explorer and a third-party script could read them.
 */
export const ASSISTANT_EXCLUDED_PATHS = [`/${apiDocsOptions.routeBasePath}/`];

/** The scripts to inject, derived from the parsed environment. */
export function thirdPartyScripts(env: PortalEnv): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (env.assistant) {
    scripts.push({
      id: 'assistant',
      src: env.assistant.scriptUrl,
      integrity: env.assistant.integrity,
      attributes: {'data-api-key': env.assistant.publicKey},
      respectsPrivacySignals: false,
      connectSources: env.assistant.connectSources,
      assetSources: env.assistant.assetSources,
      excludedPathPrefixes: ASSISTANT_EXCLUDED_PATHS,
    });
  }
  if (env.analytics) {
    scripts.push({
      id: 'analytics',
      src: env.analytics.scriptUrl,
      integrity: env.analytics.integrity,
      attributes: {'data-website-id': env.analytics.websiteId},
      respectsPrivacySignals: true,
      // Umami reports page views to the host it is loaded from.
      connectSources: [new URL(env.analytics.scriptUrl).origin],
      assetSources: [],
      excludedPathPrefixes: [],
    });
  }
  return scripts;
}

/**
 * The portal's configuration for this process: a local `.env` file (if there
 * is one) fills in what the shell did not set, then everything is validated.
 */
export function loadEnv(envFile = '.env'): PortalEnv {
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return parseEnv(process.env);
}

/**
 * `npm run search:push`'s configuration: `.env` and the shell, as the build reads them (the rest
 * of the configuration is validated too), plus the write key only this command uses.
 */
export function loadSearchPushEnv(envFile = '.env'): SearchPushEnv {
  loadEnv(envFile);
  return parseSearchPushEnv(process.env);
}

/**
 * Whether this process is a production build. Docusaurus sets NODE_ENV itself (`build`:
 * production, `start`: development) after the config is loaded, so this is read when asked,
 * never at import.
 */
export const isProductionBuild = (): boolean => process.env.NODE_ENV === 'production';

/**
 * What `npm run mcp` reads from the environment: the port of its Streamable HTTP endpoint and
 * the limits that keep the endpoint standing on the open internet (issue 39).
 */
export interface McpEnv {
  httpPort: number;
  /** Host names (no port) the endpoint answers: SITE_URL's host and this machine's names. */
  allowedHosts: string[];
  /** Origins besides the request's own host that may call it from a browser: SITE_URL's. */
  allowedOrigins: string[];
  /** Requests a client may make per minute (a burst of that many, refilled evenly). */
  rateLimitPerMinute: number;
  /** Requests handled at once; one more is answered 503. */
  maxConcurrent: number;
}

export const DEFAULT_MCP_PORT = 3939;
/** An assistant makes a handful of calls per question; 120 a minute leaves room for a busy one. */
export const DEFAULT_MCP_RATE_LIMIT_PER_MINUTE = 120;
/** Above the bench's 100 concurrent clients; each handled request holds a few hundred kB. */
export const DEFAULT_MCP_MAX_CONCURRENT = 128;

const positiveInt = (max: number) =>
  optionalText.pipe(z.coerce.number().int().min(1).max(max).optional());

/** Comma- or space-separated entries, trimmed, lower-cased, without empties. */
const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

const McpEnvSchema = z.object({
  MCP_PORT: positiveInt(65535),
  SITE_URL: EnvSchema.shape.SITE_URL,
  MCP_ALLOWED_HOSTS: optionalText,
  MCP_ALLOWED_ORIGINS: optionalText,
  MCP_RATE_LIMIT_PER_MINUTE: positiveInt(1_000_000_000),
  MCP_MAX_CONCURRENT: positiveInt(100_000),
});

/** Names of this machine: a request for them cannot come from a rebound public host name. */
const LOOPBACK_HOST_NAMES = ['localhost', '127.0.0.1', '[::1]'];

const MCP_ENV_MESSAGES: Record<string, string> = {
  MCP_PORT: 'it must be a TCP port number (1-65535)',
  SITE_URL: 'it must be an https:// URL (http:// only for localhost or 127.0.0.1)',
  MCP_RATE_LIMIT_PER_MINUTE: 'it must be a whole number of requests per minute, 1 or more',
  MCP_MAX_CONCURRENT: 'it must be a whole number of requests, 1 or more',
};

/** Validates the MCP server's variables; throws an EnvError naming the bad one. */
export function parseMcpEnv(source: Record<string, string | undefined>): McpEnv {
  const known = Object.fromEntries(
    Object.keys(McpEnvSchema.shape).map((key) => [
      key,
      source[key] === '' ? undefined : source[key],
    ]),
  );
  const result = McpEnvSchema.safeParse(known);
  if (!result.success) {
    const name = String(result.error.issues[0]!.path[0]);
    throw new EnvError(`Invalid ${name}: ${MCP_ENV_MESSAGES[name]}.`);
  }
  const env = result.data;
  const site = new URL(env.SITE_URL);
  const origins = listOf(env.MCP_ALLOWED_ORIGINS);
  for (const origin of origins) {
    if (urlOf(origin)?.origin !== origin) {
      throw new EnvError(
        `Invalid MCP_ALLOWED_ORIGINS: "${origin}" is not an origin (scheme://host[:port], no path).`,
      );
    }
  }
  return {
    httpPort: env.MCP_PORT ?? DEFAULT_MCP_PORT,
    allowedHosts: [
      ...new Set([site.hostname, ...LOOPBACK_HOST_NAMES, ...listOf(env.MCP_ALLOWED_HOSTS)]),
    ],
    allowedOrigins: [...new Set([site.origin, ...origins])],
    rateLimitPerMinute: env.MCP_RATE_LIMIT_PER_MINUTE ?? DEFAULT_MCP_RATE_LIMIT_PER_MINUTE,
    maxConcurrent: env.MCP_MAX_CONCURRENT ?? DEFAULT_MCP_MAX_CONCURRENT,
  };
}

/** The MCP server's configuration for this process (environment only, validated). */
export function loadMcpEnv(): McpEnv {
  return parseMcpEnv(process.env);
}
