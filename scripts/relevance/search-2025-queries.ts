/**
 * A small query set for the 2025 SDK generation's docs (/2025), written before searching them:
 * what a reader still on SecretVaults 0.1, NUC 0.1 and nilAuth subscriptions types, with the
 * 2025 page(s) that answer each. The relevance gate runs it against the 2025 index, so a ranking
 * change that loses the older docs fails too (tests/search/relevance-gate.ts).
 *
 * The queries after the first twelve came over from the Latest sets with the issue-35 rewrite:
 * errors and names that no Latest page mentions any more, each with the 2025 page that explains it.
 */
import type {RelevanceCase} from './relevance-queries';

export const QUERIES_2025: readonly RelevanceCase[] = [
  {
    query: 'refreshRootToken',
    pages: ['/2025/build/private-storage/ts-docs', '/2025/build/private-storage/secretvaults'],
    kind: 'api',
  },
  {
    query: 'subscriptionStatus',
    pages: ['/2025/build/private-storage/ts-docs', '/2025/build/private-storage/secretvaults'],
    kind: 'api',
  },
  {
    query: 'secretvaults quickstart',
    pages: ['/2025/build/private-storage/quickstart'],
    kind: 'task',
  },
  {
    query: 'nilAuth subscription',
    pages: ['/2025/build/network-api-access', '/2025/build/permissions-and-payments'],
    kind: 'task',
  },
  {query: 'pay in uNIL', pages: ['/2025/build/network-api-access'], kind: 'task'},
  {
    query: 'NilAuthInstance',
    pages: ['/2025/build/private-llms/usage', '/2025/build/private-llms/quickstart'],
    kind: 'api',
  },
  {
    query: 'prompt_document',
    pages: ['/2025/build/private-llms/advanced/private_prompts'],
    kind: 'api',
  },
  {query: 'Keplr wallet', pages: ['/2025/community/guides/nillion-wallet'], kind: 'product'},
  {
    query: 'ClusterKey',
    pages: ['/2025/build/private-storage/blindfold', '/2025/build/private-storage/ts-docs'],
    kind: 'api',
  },
  {query: 'nilChain RPC', pages: ['/2025/build/network-config'], kind: 'product'},
  {
    query: 'Next.js secretvaults',
    pages: ['/2025/build/private-storage/platform-nextjs'],
    kind: 'task',
  },
  {query: 'docker compose limitations', pages: ['/2025/build/compute/limitations'], kind: 'task'},
  {
    query: 'No active nilDB subscription for this key',
    pages: ['/2025/build/private-storage/quickstart'],
    kind: 'error',
  },
  {
    query: 'not a valid secp256k1 private key',
    pages: ['/2025/build/private-llms/usage'],
    kind: 'error',
  },
  {
    query: 'Delegation token not set. Call updateDelegation first.',
    pages: ['/2025/build/private-llms/usage'],
    kind: 'error',
  },
  {
    query: 'In API key mode, apiKey is required',
    pages: ['/2025/build/private-llms/usage'],
    kind: 'error',
  },
  {
    query: 'React Hook useEffect is called conditionally',
    pages: ['/2025/build/private-storage/platform-react'],
    kind: 'error',
  },
  {
    query: 'Failed to parse source map',
    pages: ['/2025/build/private-storage/platform-react'],
    kind: 'error',
  },
  {
    query: 'REACT_APP_NILLION_API_KEY',
    pages: ['/2025/build/private-storage/platform-react'],
    kind: 'api',
  },
  {
    query: 'NormalModuleReplacementPlugin',
    pages: ['/2025/build/private-storage/platform-react'],
    kind: 'api',
  },
];
