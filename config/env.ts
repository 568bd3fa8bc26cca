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

const EnvSchema = z.object({
  SITE_URL: z
    .string()
    .trim()
    .url()
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://docs.nillion.com'),
  NILDB_NODE_URL: z
    .string()
    .trim()
    .url()
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://nildb-stg-n1.nillion.network'),
  ASSISTANT_PUBLIC_KEY: optionalText,
  ASSISTANT_SCRIPT_URL: httpsUrl.default(
    'https://cdn.jsdelivr.net/npm/@cookbookdev/docsbot/dist/standalone/index.cjs.js',
  ),
  UMAMI_WEBSITE_ID: optionalText.pipe(
    z.string().uuid('must be the website id (a UUID) from Umami').optional(),
  ),
  UMAMI_SCRIPT_URL: httpsUrl.default('https://cloud.umami.is/script.js'),
  ALGOLIA_APP_ID: optionalText,
  ALGOLIA_SEARCH_API_KEY: optionalText,
  ALGOLIA_INDEX_NAME: optionalText,
  // Write key for `npm run search:push` only: never part of PortalEnv, so never part of a bundle.
  ALGOLIA_ADMIN_API_KEY: optionalText,
  PORTAL_TEST_FIXTURES: z
    .enum(['0', '1', 'true', 'false', ''])
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
  src: string;
  /** Attributes set on the script element (data-*). */
  attributes: Record<string, string>;
  /** Analytics respect Global Privacy Control and Do Not Track. */
  respectsPrivacySignals: boolean;
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
  assistant: {publicKey: string; scriptUrl: string} | null;
  analytics: {websiteId: string; scriptUrl: string} | null;
  testFixtures: boolean;
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
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new EnvError(`Invalid portal configuration:\n${problems.join('\n')}`);
  }
  const env = result.data;
  const notices: string[] = [];
  const assistant = env.ASSISTANT_PUBLIC_KEY
    ? {publicKey: env.ASSISTANT_PUBLIC_KEY, scriptUrl: env.ASSISTANT_SCRIPT_URL}
    : null;
  if (!assistant) {
    notices.push('Documentation assistant widget is off: ASSISTANT_PUBLIC_KEY is not set.');
  }
  const analytics = env.UMAMI_WEBSITE_ID
    ? {websiteId: env.UMAMI_WEBSITE_ID, scriptUrl: env.UMAMI_SCRIPT_URL}
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

/** The scripts to inject, derived from the parsed environment. */
export function thirdPartyScripts(env: PortalEnv): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (env.assistant) {
    scripts.push({
      id: 'assistant',
      src: env.assistant.scriptUrl,
      attributes: {'data-api-key': env.assistant.publicKey},
      respectsPrivacySignals: false,
    });
  }
  if (env.analytics) {
    scripts.push({
      id: 'analytics',
      src: env.analytics.scriptUrl,
      attributes: {'data-website-id': env.analytics.websiteId},
      respectsPrivacySignals: true,
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
