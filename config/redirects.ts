import {DOCS_VERSIONS, versionOfRoute} from './versions';

/**
 * Every legacy URL the portal still answers, in one table. The client-redirects
 * plugin turns it into meta-refresh pages; the deployment configuration (nginx,
 * vercel.json) turns the same rows into HTTP 301s.
 */
export interface Redirect {
  /** Old path, absolute, without trailing slash or .html. */
  from: string;
  /** Current route the old path now lives at. */
  to: string;
}

const group = (to: string, from: string[]): Redirect[] => from.map((path) => ({from: path, to}));

/** The docs sections' landing pages, by the prefix a reader trims a URL back to. */
const DOCS_SECTION_LANDINGS: readonly Redirect[] = [
  {from: '/learn', to: '/learn/what-is-nillion'},
  {from: '/build', to: '/build/quickstart'},
  {from: '/community', to: '/community/community-and-support'},
];

/**
 * The same in each older docs version, under its prefix, plus the prefix itself: `/2025` and
 * `/2025/build` lead into the 2025 docs, never out of them.
 */
const olderVersionLandings: Redirect[] = DOCS_VERSIONS.filter(({path}) => path !== '').flatMap(
  ({path}) => [
    {from: `/${path}`, to: `/${path}/learn/what-is-nillion`},
    ...DOCS_SECTION_LANDINGS.map(({from, to}) => ({from: `/${path}${from}`, to: `/${path}${to}`})),
  ],
);

export const redirects: readonly Redirect[] = [
  // Section prefixes: readers trim a URL back to its section and expect its landing page.
  ...DOCS_SECTION_LANDINGS,
  ...olderVersionLandings,
  ...group('/api/overview', ['/api']),
  ...group('/api/nilai/overview', ['/api/nilai']),
  ...group('/api/nildb/overview', ['/api/nildb']),

  // Learn
  ...group('/learn/what-is-nillion', ['/what-is-nillion']),
  ...group('/learn/blind-modules', ['/build/blind-modules']),

  // Build: general
  ...group('/build/quickstart', ['/quickstart']),
  ...group('/build/network-config', ['/network']),
  ...group('/build/network-api-access', [
    '/build/permissions-and-payments/overview',
    '/build/secretVault-secretDataAnalytics/generate-tokens',
    '/build/secretVault-secretDataAnalytics/access',
    '/build/secretLLM/access',
    '/build/api-key',
  ]),

  // Build: private compute
  ...group('/build/compute/overview', ['/build/nilcc']),

  // Build: private storage (older SecretVault / SecretDataAnalytics names)
  ...group('/build/private-storage/overview', [
    '/build/nildb',
    '/build/secret-vault',
    '/build/secretVault-secretDataAnalytics/build',
    '/build/secretVault-secretDataAnalytics/create-schema',
    '/build/secretVault-secretDataAnalytics/upload',
    // The original path was misspelt; readers still hold links to it.
    '/build/secretVault-secretDataAnalytics/retrive',
    '/build/secretVault-secretDataAnalytics/create-query',
    '/build/secretVault-secretDataAnalytics/query',
  ]),
  ...group('/build/private-storage/quickstart', ['/build/secret-vault-quickstart']),
  ...group('/build/private-storage/secretvaults', ['/build/secretvaults']),
  ...group('/build/private-storage/blindfold', ['/build/blindfold']),

  // Build: private LLMs (older secretLLM name)
  ...group('/build/private-llms/overview', [
    '/build/nilai',
    '/build/secretLLM/overview',
    '/build/secretLLM/usage',
  ]),
  ...group('/build/private-llms/quickstart', ['/build/secretLLM/quickstart']),
  ...group('/build/private-llms/nilRAG', ['/build/nilRAG']),

  // Community
  ...group('/community/community-and-support', ['/community-and-support']),
  ...group('/community/guides/testnet', ['/testnet-guides']),
  ...group('/community/guides/nillion-wallet', ['/guide-nillion-wallet']),
  ...group('/community/guides/testnet-faucet', ['/guide-testnet-faucet']),
  ...group('/community/guides/sending-nil', ['/guide-sending-nil']),

  // Blacklight: its prefix (Latest only: no older docs version has the section) and the original
  // site's pages, which the Blacklight web apps link to.
  ...group('/blacklight/overview', ['/blacklight', '/blacklight/learn/overview']),
  ...group('/blacklight/how-verification-works', [
    '/blacklight/learn/architecture',
    '/blacklight/learn/verification',
  ]),
  ...group('/blacklight/operators/staking-and-rewards', ['/blacklight/learn/staking-and-rewards']),
  ...group('/blacklight/network', [
    '/blacklight/learn/contracts',
    '/blacklight/learn/network',
    '/blacklight/tools/wallet-setup',
    '/blacklight/tools/block-explorer',
  ]),
  ...group('/blacklight/operators/requirements', ['/blacklight/run-node/prerequisites']),
  ...group('/blacklight/operators/run-a-node', ['/blacklight/run-node/setup']),
  ...group('/blacklight/operators/managed-node', ['/blacklight/run-node/managed-node']),
  ...group('/blacklight/funding', ['/blacklight/tools/bridging', '/blacklight/tools/faucets']),
  ...group('/blacklight/workloads/register', ['/blacklight/tools/register-apps']),
];

/** The shape @docusaurus/plugin-client-redirects expects: one entry per target. */
export function toClientRedirects(table: readonly Redirect[]): {to: string; from: string[]}[] {
  const byTarget = new Map<string, string[]>();
  for (const {from, to} of table) {
    byTarget.set(to, [...(byTarget.get(to) ?? []), from]);
  }
  return [...byTarget].map(([to, from]) => ({to, from}));
}

/** Problems that would make the table unsafe to publish; empty when it is sound. */
export function validateRedirects(
  table: readonly Redirect[],
  routes: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const sources = new Set<string>();
  for (const {from, to} of table) {
    if (!from.startsWith('/') || from.endsWith('/') || from.endsWith('.html')) {
      problems.push(`${from}: old path must be absolute, without trailing slash or .html`);
    }
    if (sources.has(from)) problems.push(`${from}: listed twice`);
    sources.add(from);
    if (routes.has(from)) problems.push(`${from}: is a live route, a redirect would hide it`);
    if (!routes.has(to)) problems.push(`${from} -> ${to}: target is not a route of the site`);
    // An old URL of today's docs must not send a reader into an older SDK generation, nor back.
    if (versionOfRoute(from) !== versionOfRoute(to))
      problems.push(`${from} -> ${to}: leads into another docs version`);
  }
  for (const {from, to} of table) {
    if (sources.has(to))
      problems.push(`${from} -> ${to}: target is itself redirected (chain or loop)`);
  }
  return problems;
}
