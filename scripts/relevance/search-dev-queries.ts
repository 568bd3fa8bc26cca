/**
 * The search development set: queries as developers type them (questions, pasted errors,
 * identifiers from code samples, tasks, typos and split or joined names), each with the page a
 * developer wants. Written from the page text (docs/, api/, articles/) before any search was run,
 * and never edited to match what the engine returns: when a query fails, fix the engine or, if the
 * wanted page was wrong, correct it from the page text and say why in the commit.
 *
 * `pages` lists the routes that answer the query, best first; a query counts for top 1 when the
 * first distinct page returned is any of them, and for top 3 when one is among the first three.
 * Keep the list short: a page that merely mentions the words does not answer the query.
 *
 * The wanted pages follow the issue-35 rewrite of Latest (SecretVaults 3, NUC 2, credits, nilAI at
 * api.nilai.nillion.network), read from the rewritten pages. A query about a 2025 API or flow wants
 * the page that says what replaced it (mostly /build/migrate-from-2025); one whose words no Latest
 * page mentions any more moved to the 2025 set (scripts/relevance/search-2025-queries.ts).
 */
export type DevQueryKind = 'question' | 'error' | 'code' | 'task' | 'typo' | 'split' | 'product';

export interface DevQuery {
  query: string;
  pages: string[];
  kind: DevQueryKind;
}

const STORAGE = '/build/private-storage';
const LLMS = '/build/private-llms';
const COMPUTE = '/build/compute';
const BLACKLIGHT = '/blacklight';

export const DEV_QUERIES: DevQuery[] = [
  // Questions, in a developer's words
  {
    query: 'how do I verify nilai attestation',
    pages: [`${LLMS}/usage`, `${LLMS}/key-concepts`],
    kind: 'question',
  },
  {
    query: 'verify nilai attestation',
    pages: [`${LLMS}/usage`, `${LLMS}/key-concepts`],
    kind: 'question',
  },
  {query: 'what is nilCC', pages: [`${COMPUTE}/overview`], kind: 'question'},
  {query: 'what is a blind module', pages: ['/learn/blind-modules'], kind: 'question'},
  {query: 'what is petnet', pages: ['/learn/architecture'], kind: 'question'},
  {
    query: 'how do I get an API key',
    pages: ['/build/network-api-access', `${LLMS}/quickstart`],
    kind: 'question',
  },
  {
    query: 'how do I deploy a docker compose app to nilcc',
    pages: [`${COMPUTE}/quickstart`],
    kind: 'question',
  },
  {
    query: 'which docker compose features are not supported in nilcc',
    pages: [`${COMPUTE}/limitations`],
    kind: 'question',
  },
  {query: 'how do I stream responses from nilai', pages: [`${LLMS}/usage`], kind: 'question'},
  {
    query: 'which models does nilai support',
    pages: [`${LLMS}/overview`, `${LLMS}/usage`],
    kind: 'question',
  },
  {
    query: 'how do I get testnet NIL tokens',
    pages: ['/community/guides/testnet-faucet'],
    kind: 'question',
  },
  {
    query: 'how do I send NIL to another address',
    pages: ['/community/guides/sending-nil'],
    kind: 'question',
  },
  {
    query: 'what is the difference between %share and %allot',
    pages: ['/articles/nildb-encryption'],
    kind: 'question',
  },
  {
    query: 'how does a user grant access to their data',
    pages: [`${STORAGE}/quickstart`, `${STORAGE}/ts-docs`, `${STORAGE}/secretvaults`],
    kind: 'question',
  },
  {
    query: 'can nilai search the web',
    pages: [`${LLMS}/advanced/web_search`],
    kind: 'question',
  },
  {
    query: 'how do I store a prompt in nildb',
    pages: [`${LLMS}/advanced/private_prompts`],
    kind: 'question',
  },
  {
    query: 'what is a NUC token',
    pages: ['/build/permissions-and-payments', `${STORAGE}/overview`],
    kind: 'question',
  },
  {
    query: 'what happens if nodes collude',
    pages: ['/learn/protocols', `${STORAGE}/quickstart`],
    kind: 'question',
  },
  {
    query: 'what is a confidential VM',
    pages: [`${COMPUTE}/key-terms`, `${COMPUTE}/overview`],
    kind: 'question',
  },
  {
    query: 'how does the nilcc attestation verification work',
    pages: [`${COMPUTE}/architecture`, `${COMPUTE}/overview`, `${COMPUTE}/verification`],
    kind: 'question',
  },
  {
    query: 'do I need a wallet to use nillion',
    pages: ['/community/guides/nillion-wallet', '/build/network-api-access'],
    kind: 'question',
  },
  {
    query: 'how do I create a keplr wallet',
    pages: ['/community/guides/nillion-wallet'],
    kind: 'question',
  },
  {
    query: 'what is the rate limit of the nilcc api',
    pages: [`${COMPUTE}/api-reference`],
    kind: 'question',
  },
  {
    query: 'how do I use secretvaults in next.js',
    pages: [`${STORAGE}/platform-nextjs`],
    kind: 'question',
  },
  {
    query: 'how do I use secretvaults in a react app',
    pages: [`${STORAGE}/platform-react`],
    kind: 'question',
  },
  {
    query: 'what are the nilchain rpc endpoints',
    pages: ['/build/network-config', '/learn/architecture'],
    kind: 'question',
  },
  {query: 'what is a BPI', pages: ['/articles/from-apis-to-bpis'], kind: 'question'},
  {
    query: 'how does tickr verify trader performance',
    pages: ['/articles/tickr-app'],
    kind: 'question',
  },
  {
    query: 'how does homomorphic encryption work in nillion',
    pages: ['/learn/protocols'],
    kind: 'question',
  },
  {
    query: 'how do I use the docs MCP server',
    pages: ['/build/ai-assisted-workflow'],
    kind: 'question',
  },
  {
    query: 'where can I ask questions',
    pages: ['/community/community-and-support'],
    kind: 'question',
  },
  {
    query: 'is there a python sdk for nildb',
    pages: [`${STORAGE}/secretvaults`, `${STORAGE}/platform`],
    kind: 'question',
  },
  {
    query: 'how long do delegation tokens last',
    pages: [`${LLMS}/usage`, `${STORAGE}/ts-docs`],
    kind: 'question',
  },
  {query: 'how do I check workload status', pages: [`${COMPUTE}/api-reference`], kind: 'question'},
  {query: 'what does nilAI receive in nilRAG', pages: [`${LLMS}/nilRAG`], kind: 'question'},
  // Blacklight (issue 41), written from the section's pages before any search was run.
  {query: 'blacklight', pages: [`${BLACKLIGHT}/overview`], kind: 'question'},
  {query: 'what is blacklight', pages: [`${BLACKLIGHT}/overview`], kind: 'question'},
  {
    query: 'how much nil do I need to stake for a blacklight node',
    pages: [`${BLACKLIGHT}/operators/requirements`, `${BLACKLIGHT}/operators/staking-and-rewards`],
    kind: 'question',
  },
  {
    query: 'blacklight node requirements',
    pages: [`${BLACKLIGHT}/operators/requirements`],
    kind: 'question',
  },
  {
    query: 'is my nilcc workload verified',
    pages: [`${BLACKLIGHT}/workloads/results`],
    kind: 'question',
  },
  {
    query: 'how is the blacklight committee chosen',
    pages: [`${BLACKLIGHT}/how-verification-works`],
    kind: 'question',
  },
  {query: 'nillion l2 chain id', pages: [`${BLACKLIGHT}/network`], kind: 'question'},
  {
    query: 'blacklight rewards apy',
    pages: [`${BLACKLIGHT}/operators/staking-and-rewards`],
    kind: 'question',
  },

  // Pasted errors and messages
  {query: 'INSUFFICIENT ETH', pages: [`${BLACKLIGHT}/operators/run-a-node`], kind: 'error'},
  {
    query: 'Node registered successfully',
    pages: [`${BLACKLIGHT}/operators/run-a-node`],
    kind: 'error',
  },
  {query: 'NILLION_API_KEY is not configured', pages: [`${LLMS}/quickstart`], kind: 'error'},
  {
    query: 'Failed to retrieve the nilai public key',
    pages: [`${LLMS}/usage`, `${LLMS}/quickstart`],
    kind: 'error',
  },
  {query: 'Delegation token is expired', pages: [`${LLMS}/usage`], kind: 'error'},
  {
    query: "ImportError: cannot import name 'NilAuthInstance'",
    pages: [`${LLMS}/usage`],
    kind: 'error',
  },
  {
    query: 'ERR_MODULE_NOT_FOUND libsodium-sumo.mjs',
    pages: [
      `${STORAGE}/quickstart`,
      `${STORAGE}/platform-nodejs`,
      `${STORAGE}/platform-nextjs`,
      `${LLMS}/usage`,
      `${STORAGE}/blindfold`,
      `${STORAGE}/ts-docs`,
    ],
    kind: 'error',
  },
  {
    query: "Module not found: Can't resolve './libsodium-sumo.mjs'",
    pages: [`${STORAGE}/platform-react`, `${STORAGE}/platform-nextjs`, `${STORAGE}/blindfold`],
    kind: 'error',
  },
  {
    query: 'hex string expected',
    pages: [`${STORAGE}/ts-docs`, `${STORAGE}/quickstart`],
    kind: 'error',
  },
  {
    query: 'refreshRootToken NOT_SUBSCRIBED',
    pages: ['/build/migrate-from-2025', `${STORAGE}/ts-docs`, `${STORAGE}/platform-nextjs`],
    kind: 'error',
  },
  {
    query: 'No key but 1 %allot(s) detected in data',
    pages: [
      '/build/migrate-from-2025',
      `${STORAGE}/secretvaults`,
      `${STORAGE}/ts-docs`,
      `${STORAGE}/platform-nodejs`,
    ],
    kind: 'error',
  },
  {
    query: 'BUILDER_PRIVATE_KEY must be the 64-character hex private key',
    pages: [`${STORAGE}/quickstart`],
    kind: 'error',
  },
  {
    query: 'Query did not finish in time',
    pages: [`${STORAGE}/quickstart`, `${STORAGE}/platform-nextjs`],
    kind: 'error',
  },
  {
    query: 'does not provide an export named Keypair',
    pages: ['/build/migrate-from-2025'],
    kind: 'error',
  },
  {query: 'Buffer is not defined', pages: [`${STORAGE}/platform-react`], kind: 'error'},
  {
    query: 'TS2307 @nillion/secretvaults',
    pages: [`${STORAGE}/quickstart`, `${STORAGE}/platform-nodejs`],
    kind: 'error',
  },
  {
    query: 'Top-level await is currently not supported with the cjs output format',
    pages: [`${LLMS}/quickstart`],
    kind: 'error',
  },
  {query: 'malformed docker compose', pages: [`${COMPUTE}/quickstart`], kind: 'error'},
  {query: 'nilcc create workload 401', pages: [`${COMPUTE}/quickstart`], kind: 'error'},
  {
    query: 'Environment Variables Missing',
    pages: [`${STORAGE}/platform-nextjs`],
    kind: 'error',
  },
  {query: 'ENOENT process.loadEnvFile', pages: [`${STORAGE}/platform-nodejs`], kind: 'error'},
  {
    query: 'faucet refuses a new request',
    pages: ['/community/guides/testnet-faucet'],
    kind: 'error',
  },
  {
    query: 'No signature in the response',
    pages: [`${LLMS}/usage`, `${LLMS}/key-concepts`],
    kind: 'error',
  },

  // Identifiers from code samples
  {
    query: 'measurementHashUrl',
    pages: [`${BLACKLIGHT}/workloads/register`, `${COMPUTE}/verification`],
    kind: 'code',
  },
  {query: 'HeartbeatEnqueued', pages: [`${BLACKLIGHT}/workloads/results`], kind: 'code'},
  {query: 'SecretVaultBuilderClient', pages: [`${STORAGE}/ts-docs`], kind: 'code'},
  {query: 'SecretVaultUserClient', pages: [`${STORAGE}/ts-docs`], kind: 'code'},
  {query: 'NilaiOpenAIClient', pages: [`${LLMS}/usage`], kind: 'code'},
  {
    query: 'DelegationTokenServer',
    pages: [`${LLMS}/usage`, `${LLMS}/advanced/private_prompts`],
    kind: 'code',
  },
  {
    query: 'NucTokenBuilder',
    pages: ['/build/migrate-from-2025', '/build/permissions-and-payments'],
    kind: 'code',
  },
  {
    query: 'refreshRootToken',
    pages: ['/build/migrate-from-2025', `${STORAGE}/ts-docs`, `${STORAGE}/platform-nextjs`],
    kind: 'code',
  },
  {
    query: 'createStandardData',
    pages: [`${STORAGE}/ts-docs`, `${STORAGE}/quickstart`],
    kind: 'code',
  },
  {
    query: 'readQueryRunResults',
    pages: [`${STORAGE}/ts-docs`, `${STORAGE}/quickstart`],
    kind: 'code',
  },
  {
    query: 'listDataReferences',
    pages: [`${STORAGE}/ts-docs`, `${STORAGE}/quickstart`],
    kind: 'code',
  },
  {
    query: 'grantAccess',
    pages: [`${STORAGE}/ts-docs`, `${STORAGE}/secretvaults`, `${STORAGE}/quickstart`],
    kind: 'code',
  },
  {query: 'runSavedQuery', pages: [`${STORAGE}/ts-docs`], kind: 'code'},
  {query: 'tailData', pages: [`${STORAGE}/ts-docs`], kind: 'code'},
  {
    query: 'readClusterInfo',
    pages: [`${STORAGE}/platform-nodejs`, `${STORAGE}/quickstart`, `${STORAGE}/ts-docs`],
    kind: 'code',
  },
  {query: 'shamirsAdd', pages: [`${STORAGE}/blindfold`], kind: 'code'},
  {query: 'ClusterKey', pages: [`${STORAGE}/secretvaults`, `${STORAGE}/blindfold`], kind: 'code'},
  {query: 'updateDelegation', pages: [`${LLMS}/usage`], kind: 'code'},
  {query: 'createDelegationToken', pages: [`${LLMS}/usage`], kind: 'code'},
  {query: 'store_prompt_to_nildb', pages: [`${LLMS}/advanced/private_prompts`], kind: 'code'},
  {query: 'list_prompts_from_nildb', pages: [`${LLMS}/advanced/private_prompts`], kind: 'code'},
  {query: 'PromptDocumentInfo', pages: [`${LLMS}/advanced/private_prompts`], kind: 'code'},
  {query: 'WebSource', pages: [`${LLMS}/advanced/web_search`], kind: 'code'},
  {query: 'AttestationReport', pages: [`${LLMS}/usage`], kind: 'code'},
  {query: 'cluster_embeddings', pages: [`${LLMS}/nilRAG`], kind: 'code'},
  {query: 'ORG_CONFIG', pages: [`${LLMS}/nilRAG`], kind: 'code'},
  {
    query: 'NILCC_API_KEY',
    pages: [`${COMPUTE}/api-reference`, `${COMPUTE}/quickstart`],
    kind: 'code',
  },
  {
    query: 'NILDB_NODES',
    pages: [`${STORAGE}/platform-nodejs`, `${STORAGE}/quickstart`],
    kind: 'code',
  },
  {
    query: 'NILAUTH_URL',
    pages: [`${STORAGE}/secretvaults`, '/build/migrate-from-2025'],
    kind: 'code',
  },
  {
    query: 'NILAI_BASE_URL',
    pages: [`${LLMS}/advanced/private_prompts`],
    kind: 'code',
  },
  {
    query: 'NILLION_LOG_LEVEL',
    pages: [`${STORAGE}/platform-nodejs`, `${STORAGE}/quickstart`, `${STORAGE}/ts-docs`],
    kind: 'code',
  },
  {
    query: 'x-api-key header',
    pages: [`${COMPUTE}/api-reference`, `${COMPUTE}/quickstart`],
    kind: 'code',
  },
  {
    query: 'publicContainerName',
    pages: [`${COMPUTE}/api-reference`, `${COMPUTE}/quickstart`],
    kind: 'code',
  },
  {query: '/v1/workloads/create', pages: [`${COMPUTE}/api-reference`], kind: 'code'},
  {query: '/v1/workload-tiers/list', pages: [`${COMPUTE}/api-reference`], kind: 'code'},
  {
    query: '/v1/attestation/report',
    pages: [
      `${LLMS}/usage`,
      '/api/nilai/get-attestation-v-1-attestation-report-get',
      `${LLMS}/key-concepts`,
    ],
    kind: 'code',
  },
  {query: 'pip install nilai-py', pages: [`${LLMS}/usage`], kind: 'code'},
  {query: 'pip install nilrag', pages: [`${LLMS}/nilRAG`], kind: 'code'},
  {
    query: 'awaitingCert',
    pages: [`${COMPUTE}/api-reference`, `${COMPUTE}/quickstart`],
    kind: 'code',
  },
  {query: 'cpu_attestation', pages: [`${LLMS}/usage`, `${LLMS}/key-concepts`], kind: 'code'},
  {query: 'invocationFor', pages: ['/api/nildb-v1/overview'], kind: 'code'},
  {query: 'KeplrPayerBuilder', pages: ['/articles/private-subscriptions'], kind: 'code'},
  {query: 'web_search true', pages: [`${LLMS}/advanced/web_search`], kind: 'code'},

  // Tasks
  {query: 'run a verifier node', pages: [`${BLACKLIGHT}/operators/run-a-node`], kind: 'task'},
  {
    query: 'stake',
    pages: [`${BLACKLIGHT}/operators/staking-and-rewards`, `${BLACKLIGHT}/operators/run-a-node`],
    kind: 'task',
  },
  {
    query: 'register my app for blacklight verification',
    pages: [`${BLACKLIGHT}/workloads/register`],
    kind: 'task',
  },
  {
    query: 'stake without running a server',
    pages: [`${BLACKLIGHT}/operators/managed-node`],
    kind: 'task',
  },
  {query: 'bridge nil to the l2', pages: [`${BLACKLIGHT}/funding`], kind: 'task'},
  {
    query: 'claim nil from nilchain',
    pages: [`${BLACKLIGHT}/funding`],
    kind: 'task',
  },
  {
    query: 'sign in with metamask eip-712',
    pages: ['/build/private-storage/wallet-sign-in', '/articles/nillion-ethereum-metamask'],
    kind: 'task',
  },
  {
    query: 'create a collection',
    pages: [`${STORAGE}/ts-docs`, `${STORAGE}/quickstart`, `${STORAGE}/collection-explorer`],
    kind: 'task',
  },
  {
    query: 'revoke access to a record',
    pages: [`${STORAGE}/ts-docs`, `${STORAGE}/quickstart`],
    kind: 'task',
  },
  {query: 'read the logs of a workload', pages: [`${COMPUTE}/api-reference`], kind: 'task'},
  {
    query: 'subscribe to nildb',
    pages: [`${STORAGE}/access`, '/build/network-api-access', '/build/migrate-from-2025'],
    kind: 'task',
  },
  {query: 'send my first private prompt', pages: [`${LLMS}/quickstart`], kind: 'task'},
  {query: 'encrypt and decrypt with blindfold', pages: [`${STORAGE}/blindfold`], kind: 'task'},
  {query: 'add secret shared numbers', pages: [`${STORAGE}/blindfold`], kind: 'task'},
  {query: 'query number fields', pages: [`${STORAGE}/ts-docs`], kind: 'task'},
  {query: 'upload documents to nilrag', pages: [`${LLMS}/nilRAG`], kind: 'task'},
  {query: 'generate a user keypair', pages: [`${STORAGE}/ts-docs`], kind: 'task'},
  {
    query: 'find a transaction in the block explorer',
    pages: ['/community/guides/sending-nil'],
    kind: 'task',
  },
  {
    query: 'configure next.config for secretvaults',
    pages: [`${STORAGE}/platform-nextjs`],
    kind: 'task',
  },
  {query: 'deploy a workload with the API', pages: [`${COMPUTE}/api-reference`], kind: 'task'},
  {
    query: 'recover my wallet with the recovery phrase',
    pages: ['/community/guides/nillion-wallet'],
    kind: 'task',
  },
  {
    query: 'declare encrypted fields in a schema',
    pages: ['/articles/nildb-encryption'],
    kind: 'task',
  },
  {
    query: 'register a builder',
    pages: [
      `${STORAGE}/quickstart`,
      `${STORAGE}/ts-docs`,
      '/api/nildb-v1/register-builder',
      `${STORAGE}/access`,
    ],
    kind: 'task',
  },
  {
    query: 'run a saved query',
    pages: [`${STORAGE}/platform-nodejs`, `${STORAGE}/ts-docs`, `${STORAGE}/quickstart`],
    kind: 'task',
  },
  {query: 'list nilai models with curl', pages: ['/api/nilai/overview'], kind: 'task'},
  {
    query: 'manage collections without code',
    pages: [`${STORAGE}/collection-explorer`],
    kind: 'task',
  },

  // Typos
  {query: 'blaklight', pages: [`${BLACKLIGHT}/overview`], kind: 'typo'},
  {
    query: 'attestaton',
    pages: [
      `${LLMS}/usage`,
      `${COMPUTE}/overview`,
      `${COMPUTE}/architecture`,
      `${LLMS}/key-concepts`,
      `${COMPUTE}/verification`,
    ],
    kind: 'typo',
  },
  {query: 'delegaton token', pages: [`${LLMS}/usage`, `${STORAGE}/ts-docs`], kind: 'typo'},
  {query: 'secretvalts', pages: [`${STORAGE}/secretvaults`], kind: 'typo'},
  {query: 'blindfodl', pages: [`${STORAGE}/blindfold`], kind: 'typo'},
  {query: 'colection explorer', pages: [`${STORAGE}/collection-explorer`], kind: 'typo'},
  {query: 'limitatons nilcc', pages: [`${COMPUTE}/limitations`], kind: 'typo'},
  {query: 'homomorphc encryption', pages: ['/learn/protocols'], kind: 'typo'},
  {query: 'testnet fuacet', pages: ['/community/guides/testnet-faucet'], kind: 'typo'},
  {query: 'privte prompts', pages: [`${LLMS}/advanced/private_prompts`], kind: 'typo'},
  {query: 'confidental vm', pages: [`${COMPUTE}/key-terms`, `${COMPUTE}/overview`], kind: 'typo'},

  // A product's name alone (issue 38): the Latest guide to it answers, not an article about it or
  // the legacy 0.4 reference, which repeat the name on every section.
  {query: 'nildb', pages: [`${STORAGE}/overview`, `${STORAGE}/quickstart`], kind: 'product'},
  {query: 'blindfold', pages: [`${STORAGE}/blindfold`], kind: 'product'},
  {query: 'private storage', pages: [`${STORAGE}/overview`], kind: 'product'},
  {query: 'secretvaults', pages: [`${STORAGE}/secretvaults`], kind: 'product'},
  // The current API's reference, not the legacy one's.
  {
    query: 'nildb api',
    pages: ['/api/nildb-v1/overview', '/api/nildb-v1/nildb-api-v-1'],
    kind: 'product',
  },

  // Split, joined, hyphenated and camel-cased names
  {query: 'secret vaults', pages: [`${STORAGE}/secretvaults`], kind: 'split'},
  {query: 'secret-vaults', pages: [`${STORAGE}/secretvaults`], kind: 'split'},
  {query: 'secret vault typescript', pages: [`${STORAGE}/ts-docs`], kind: 'split'},
  {query: 'blind fold', pages: [`${STORAGE}/blindfold`], kind: 'split'},
  {query: 'blind-fold library', pages: [`${STORAGE}/blindfold`], kind: 'split'},
  {query: 'nil db', pages: [`${STORAGE}/overview`], kind: 'split'},
  {query: 'nil ai quickstart', pages: [`${LLMS}/quickstart`], kind: 'split'},
  {query: 'nil cc limitations', pages: [`${COMPUTE}/limitations`], kind: 'split'},
  {query: 'nil rag', pages: [`${LLMS}/nilRAG`], kind: 'split'},
  {query: 'nil pay', pages: ['/build/network-api-access', `${STORAGE}/access`], kind: 'split'},
  {query: 'nil chain', pages: ['/learn/architecture', '/build/network-config'], kind: 'split'},
  {
    query: 'refresh root token',
    pages: ['/build/migrate-from-2025', `${STORAGE}/ts-docs`, `${STORAGE}/platform-nextjs`],
    kind: 'split',
  },
  {query: 'secret vault builder client', pages: [`${STORAGE}/ts-docs`], kind: 'split'},
  {query: 'nilai openai client', pages: [`${LLMS}/usage`, `${LLMS}/quickstart`], kind: 'split'},
  {query: 'collectionexplorer', pages: [`${STORAGE}/collection-explorer`], kind: 'split'},
  {query: 'web search', pages: [`${LLMS}/advanced/web_search`], kind: 'split'},
  {query: 'private prompts', pages: [`${LLMS}/advanced/private_prompts`], kind: 'split'},
];
