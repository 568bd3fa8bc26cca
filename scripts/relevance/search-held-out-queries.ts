/**
 * The search held-out set: queries of the same kinds as the development set (questions, pasted
 * errors, identifiers from code samples, tasks, typos, split names), written on 2026-11-24 from the
 * page text of docs/ and articles/ before any search was run for them, each with the page a
 * developer wants. Nothing in the engine was tuned on them: they measure how the ranking, whose
 * constants were chosen on the development set, does on queries it has not seen.
 *
 * Rules: never edit a query or its pages to match what the engine returns, and never change a
 * ranking constant because of a query here. A query that helped tune something moves to
 * search-dev-queries.ts, and a fresh one written the same way takes its place.
 *
 * The wanted pages follow the issue-35 rewrite of Latest, read from the rewritten pages: a query
 * about a 2025 setting wants the page that says what became of it, and the React recipe's webpack
 * and Create React App terms, which no Latest page mentions any more, moved to the 2025 set
 * (scripts/relevance/search-2025-queries.ts).
 */
import type {DevQuery} from './search-dev-queries';

const STORAGE = '/build/private-storage';
const LLMS = '/build/private-llms';
const COMPUTE = '/build/compute';
const BLACKLIGHT = '/blacklight';

export const HELD_OUT_QUERIES: DevQuery[] = [
  // Questions
  {
    query: 'how do I claim blacklight rewards',
    pages: [`${BLACKLIGHT}/operators/staking-and-rewards`],
    kind: 'question',
  },
  {
    query: 'blacklight contract addresses',
    pages: [`${BLACKLIGHT}/network`],
    kind: 'question',
  },
  {
    query: 'nillion ethereum integration did:ethr',
    pages: ['/articles/nillion-ethereum-metamask', '/build/private-storage/wallet-sign-in'],
    kind: 'question',
  },
  {
    query: 'where does nilcc-attester serve the attestation report',
    pages: [`${COMPUTE}/architecture`],
    kind: 'question',
  },
  {
    query: 'which chain id does nilchain mainnet use',
    pages: ['/build/network-config', '/learn/architecture'],
    kind: 'question',
  },
  {
    query: 'does the nilcc api have a start or stop endpoint',
    pages: [`${COMPUTE}/api-reference`],
    kind: 'question',
  },
  {
    query: 'difference between a delegation token and an invocation token',
    pages: ['/build/permissions-and-payments'],
    kind: 'question',
  },
  {
    query: 'can a ClusterKey be used for match',
    pages: [`${STORAGE}/blindfold`],
    kind: 'question',
  },
  {
    query: 'why are docker secrets not supported in nilcc',
    pages: [`${COMPUTE}/limitations`],
    kind: 'question',
  },
  {
    query: 'what does nilcc-agent do',
    pages: [`${COMPUTE}/architecture`, `${COMPUTE}/key-terms`],
    kind: 'question',
  },
  {
    query: 'how many chunks does nilrag retrieve by default',
    pages: [`${LLMS}/nilRAG`],
    kind: 'question',
  },
  {query: 'how can I decode a NUC token', pages: ['/tools'], kind: 'question'},
  {query: 'how does tickr verify binance pnl', pages: ['/articles/tickr-app'], kind: 'question'},
  {
    query: 'what can nodes learn if they collude with a cluster key',
    pages: [`${STORAGE}/blindfold`, '/learn/protocols'],
    kind: 'question',
  },
  {query: 'what is dm-verity', pages: [`${COMPUTE}/overview`], kind: 'question'},
  {
    query: 'can I subscribe without an email or credit card',
    pages: ['/articles/private-subscriptions'],
    kind: 'question',
  },
  // Pasted errors
  {
    query: "Module not found: Can't resolve './libsodium-sumo.mjs'",
    pages: [`${STORAGE}/platform-react`],
    kind: 'error',
  },
  {
    query: 'web_search with images rejected 400',
    pages: [`${LLMS}/advanced/web_search`],
    kind: 'error',
  },
  {query: '404 /api/v1/workloads/stop', pages: [`${COMPUTE}/api-reference`], kind: 'error'},
  {query: 'Check 3: not finished yet', pages: [`${STORAGE}/platform-nodejs`], kind: 'error'},
  {query: 'Nillion2025 401', pages: ['/api/nilai/overview', '/api/nilai/nilai'], kind: 'error'},
  {
    query: 'loading @nillion/nuc fails in a CommonJS project',
    pages: ['/build/permissions-and-payments'],
    kind: 'error',
  },
  // Identifiers from code
  {query: 'SecretKey.generate', pages: [`${STORAGE}/blindfold`], kind: 'code'},
  {query: 'PublicKey.generate', pages: [`${STORAGE}/blindfold`], kind: 'code'},
  {
    query: 'DelegationTokenServerType.DELEGATION_ISSUER',
    pages: [`${LLMS}/advanced/private_prompts`],
    kind: 'code',
  },
  {query: 'nilai_chat_completion', pages: [`${LLMS}/nilRAG`], kind: 'code'},
  {query: 'num_chunks', pages: [`${LLMS}/nilRAG`], kind: 'code'},
  {query: 'search_docs', pages: ['/build/ai-assisted-workflow'], kind: 'code'},
  {query: 'get_api_operation', pages: ['/build/ai-assisted-workflow'], kind: 'code'},
  {query: 'NILLION_ORG_SECRET_KEY', pages: [`${LLMS}/nilRAG`], kind: 'code'},
  {query: 'CADDY_ACME_EAB_KEY_ID', pages: [`${COMPUTE}/limitations`], kind: 'code'},
  {query: 'extra_body', pages: [`${LLMS}/advanced/web_search`], kind: 'code'},
  {query: 'cap_add', pages: [`${COMPUTE}/limitations`], kind: 'code'},
  {query: 'dockerCredentials', pages: [`${COMPUTE}/api-reference`], kind: 'code'},
  // Tasks
  {query: 'import the nilcc spec into postman', pages: [`${COMPUTE}/api-reference`], kind: 'task'},
  {
    query: 'add the nillion network to keplr',
    pages: ['/community/guides/nillion-wallet'],
    kind: 'task',
  },
  {query: 'restart a workload', pages: [`${COMPUTE}/api-reference`], kind: 'task'},
  {
    query: 'generate a secp256k1 key pair for NUCs',
    pages: ['/build/permissions-and-payments'],
    kind: 'task',
  },
  {
    query: 'add the docs mcp server to claude code',
    pages: ['/build/ai-assisted-workflow'],
    kind: 'task',
  },
  {
    query: 'mount files into a nilcc container',
    pages: [`${COMPUTE}/limitations`],
    kind: 'task',
  },
  {query: 'split and recombine whole records', pages: [`${STORAGE}/blindfold`], kind: 'task'},
  // Typos
  {query: 'nilcc architecure', pages: [`${COMPUTE}/architecture`], kind: 'typo'},
  {query: 'permisions and payments', pages: ['/build/permissions-and-payments'], kind: 'typo'},
  {query: 'netwrok configuration', pages: ['/build/network-config'], kind: 'typo'},
  {query: 'shamir shraes', pages: [`${STORAGE}/blindfold`], kind: 'typo'},
  {
    query: 'trusted execution enviroment',
    pages: [`${COMPUTE}/key-terms`, '/learn/protocols'],
    kind: 'typo',
  },
  // Split or joined names
  {
    query: 'nil auth public key',
    pages: ['/build/network-config', '/build/migrate-from-2025'],
    kind: 'split',
  },
  {
    query: 'cvm agent',
    pages: [`${COMPUTE}/architecture`, `${COMPUTE}/key-terms`],
    kind: 'split',
  },
  {query: 'nil gpt', pages: ['/learn/use-cases'], kind: 'split'},
  {
    query: 'zk tls',
    pages: ['/articles/from-apis-to-bpis', '/articles/tickr-app'],
    kind: 'split',
  },
  {query: 'cluster key', pages: [`${STORAGE}/blindfold`], kind: 'split'},
];
