/**
 * Realistic queries and the page(s) that should answer each. A query is found when one of its pages
 * is among the first three distinct pages the embedded engine returns (tests/search/relevance-gate.ts).
 * Written from what a reader would type, not tuned to the engine's output. The pages follow the
 * issue-35 rewrite of Latest: nilChain's chain id and RPC are gone, so those queries want the pages
 * that give today's (Sepolia and Nillion L2) values or say what became of the old ones.
 */
export interface RelevanceCase {
  query: string;
  /** Routes that answer the query; any one of them in the top 3 counts. */
  pages: string[];
  /** `section`: answered by one h3 section of the page (scripts/relevance/section-queries.ts). */
  kind: 'product' | 'task' | 'api' | 'error' | 'partial' | 'typo' | 'section';
}

export const RELEVANCE_CASES: RelevanceCase[] = [
  // Product and library names
  {
    query: 'nilDB',
    pages: [
      '/build/private-storage/overview',
      '/api/nildb-v1/overview',
      '/api/nildb/overview',
      '/learn/blind-modules',
    ],
    kind: 'product',
  },
  {
    query: 'nilAI',
    pages: ['/build/private-llms/overview', '/api/nilai/overview', '/learn/blind-modules'],
    kind: 'product',
  },
  {query: 'nilCC', pages: ['/build/compute/overview', '/learn/blind-modules'], kind: 'product'},
  {query: 'nilRAG', pages: ['/build/private-llms/nilRAG'], kind: 'product'},
  {query: 'Blindfold', pages: ['/build/private-storage/blindfold'], kind: 'product'},
  {
    query: 'SecretVaults',
    pages: ['/build/private-storage/secretvaults', '/build/private-storage/ts-docs'],
    kind: 'product',
  },
  {query: 'nilChain', pages: ['/learn/architecture', '/build/network-config'], kind: 'product'},
  {query: 'Petnet', pages: ['/learn/architecture', '/build/network-config'], kind: 'product'},
  {query: 'NUC', pages: ['/build/permissions-and-payments'], kind: 'product'},
  {
    query: 'nilPay',
    pages: ['/build/network-api-access', '/build/private-storage/access'],
    kind: 'product',
  },
  {query: 'Keplr', pages: ['/community/guides/nillion-wallet'], kind: 'product'},
  {
    query: 'collection explorer',
    pages: ['/build/private-storage/collection-explorer'],
    kind: 'product',
  },
  // Tasks
  {query: 'create a wallet', pages: ['/community/guides/nillion-wallet'], kind: 'task'},
  {
    query: 'get testnet tokens',
    pages: ['/community/guides/testnet-faucet', '/community/guides/testnet'],
    kind: 'task',
  },
  {query: 'send NIL', pages: ['/community/guides/sending-nil'], kind: 'task'},
  {query: 'create an API key', pages: ['/build/network-api-access'], kind: 'task'},
  {query: 'deploy a workload', pages: ['/build/compute/quickstart'], kind: 'task'},
  {
    query: 'store encrypted data',
    pages: [
      '/build/private-storage/quickstart',
      '/build/private-storage/overview',
      '/build/private-storage/platform-nodejs',
    ],
    kind: 'task',
  },
  {query: 'Next.js', pages: ['/build/private-storage/platform-nextjs'], kind: 'task'},
  {query: 'React app', pages: ['/build/private-storage/platform-react'], kind: 'task'},
  {query: 'Node.js recipe', pages: ['/build/private-storage/platform-nodejs'], kind: 'task'},
  {query: 'streaming responses', pages: ['/build/private-llms/usage'], kind: 'task'},
  {query: 'web search', pages: ['/build/private-llms/advanced/web_search'], kind: 'task'},
  {query: 'private prompts', pages: ['/build/private-llms/advanced/private_prompts'], kind: 'task'},
  {
    query: 'chain id',
    pages: [
      '/community/guides/nillion-wallet',
      '/learn/architecture',
      '/build/private-storage/wallet-sign-in',
      '/build/network-config',
    ],
    kind: 'task',
  },
  {
    query: 'RPC endpoint',
    pages: ['/community/guides/nillion-wallet', '/learn/architecture'],
    kind: 'task',
  },
  {query: 'docker compose limitations', pages: ['/build/compute/limitations'], kind: 'task'},
  {
    query: 'confidential VM',
    pages: ['/build/compute/key-terms', '/build/compute/architecture'],
    kind: 'task',
  },
  {query: 'use cases', pages: ['/learn/use-cases'], kind: 'task'},
  {
    query: 'secret sharing',
    pages: ['/learn/protocols', '/build/private-storage/blindfold'],
    kind: 'task',
  },
  {query: 'community support', pages: ['/community/community-and-support'], kind: 'task'},
  {query: 'llms.txt', pages: ['/build/ai-assisted-workflow'], kind: 'task'},
  // API operations
  {
    query: 'chat completions',
    pages: ['/api/nilai/chat-completion-v-1-chat-completions-post', '/api/nilai/overview'],
    kind: 'api',
  },
  {
    query: 'attestation report',
    pages: [
      '/api/nilai/get-attestation-v-1-attestation-report-get',
      '/build/private-llms/overview',
      '/build/private-llms/usage',
      '/build/private-llms/key-concepts',
    ],
    kind: 'api',
  },
  {
    query: 'list models',
    pages: ['/api/nilai/get-models-v-1-models-get', '/build/private-llms/overview'],
    kind: 'api',
  },
  {
    query: 'usage',
    pages: ['/api/nilai/get-usage-v-1-usage-get', '/build/private-llms/usage'],
    kind: 'api',
  },
  {query: 'upload data', pages: ['/api/nildb/upload-data'], kind: 'api'},
  {query: 'execute query', pages: ['/api/nildb/execute-query'], kind: 'api'},
  {query: 'delete schema', pages: ['/api/nildb/delete-schema'], kind: 'api'},
  {
    query: 'health check',
    pages: [
      '/api/nilai/health-check-v-1-health-get',
      '/api/nildb-v1/read-node-health',
      '/api/nildb/get-health-status',
    ],
    kind: 'api',
  },
  // Error terms
  {
    query: '401 unauthorized',
    pages: [
      '/api/nilai/overview',
      '/api/nildb-v1/overview',
      '/api/nildb/overview',
      '/api/overview',
    ],
    kind: 'error',
  },
  {query: 'troubleshooting faucet', pages: ['/community/guides/testnet-faucet'], kind: 'error'},
  // Partial words, as typed
  {query: 'blindf', pages: ['/build/private-storage/blindfold'], kind: 'partial'},
  {
    query: 'secretvau',
    pages: ['/build/private-storage/secretvaults', '/build/private-storage/ts-docs'],
    kind: 'partial',
  },
  {query: 'faucet', pages: ['/community/guides/testnet-faucet'], kind: 'partial'},
  {
    query: 'attest',
    pages: [
      '/api/nilai/get-attestation-v-1-attestation-report-get',
      '/build/private-llms/overview',
      '/build/private-llms/usage',
      '/build/compute/architecture',
      '/build/private-llms/key-concepts',
      '/build/compute/verification',
    ],
    kind: 'partial',
  },
  // One typo in a word of five letters or more
  {query: 'blindfodl', pages: ['/build/private-storage/blindfold'], kind: 'typo'},
  {query: 'walet', pages: ['/community/guides/nillion-wallet'], kind: 'typo'},
  {query: 'protocls', pages: ['/learn/protocols'], kind: 'typo'},
  {
    query: 'architecure',
    pages: ['/learn/architecture', '/build/compute/architecture'],
    kind: 'typo',
  },
];
