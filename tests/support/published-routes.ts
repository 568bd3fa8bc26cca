/**
 * The routes the site has published, the contract it is tested against (a moved page keeps its
 * old path as a redirect). Routes the
 * API reference issue generates from the OpenAPI documents are listed apart.
 */
const docs = {
  learn: ['what-is-nillion', 'use-cases', 'architecture', 'blind-modules', 'protocols'],
  build: [
    'quickstart',
    'ai-assisted-workflow',
    'network-api-access',
    'network-config',
    'permissions-and-payments',
  ],
  compute: ['api-reference', 'architecture', 'key-terms', 'limitations', 'overview', 'quickstart'],
  privateLlms: [
    'overview',
    'quickstart',
    'usage',
    'nilRAG',
    'advanced/private_prompts',
    'advanced/web_search',
  ],
  privateStorage: [
    'overview',
    'quickstart',
    'blindfold',
    'collection-explorer',
    'platform',
    'platform-nextjs',
    'platform-nodejs',
    'platform-react',
    'secretvaults',
    'ts-docs',
  ],
  communityGuides: ['nillion-wallet', 'sending-nil', 'testnet', 'testnet-faucet'],
};

export const articleSlugs = [
  'from-apis-to-bpis',
  'nildb-encryption',
  'nillion-network-architecture',
  'nillion-ethereum-metamask',
  'private-subscriptions',
  'tickr-app',
] as const;

export const tagSlugs = [
  'bpi',
  'encryption',
  'ethereum',
  'identity',
  'nil-ai',
  'nil-auth',
  'nil-cc',
  'nil-db',
  'secret-sharing',
  'tee',
  'tickr',
  'zk-tls',
] as const;

export const docRoutes: readonly string[] = [
  ...docs.learn.map((slug) => `/learn/${slug}`),
  ...docs.build.map((slug) => `/build/${slug}`),
  ...docs.compute.map((slug) => `/build/compute/${slug}`),
  ...docs.privateLlms.map((slug) => `/build/private-llms/${slug}`),
  ...docs.privateStorage.map((slug) => `/build/private-storage/${slug}`),
  '/community/community-and-support',
  ...docs.communityGuides.map((slug) => `/community/guides/${slug}`),
  '/tools',
];

/** The Blacklight section (issue 41): Latest only, since no older SDK generation had it. */
export const blacklightRoutes: readonly string[] = [
  '/blacklight/overview',
  '/blacklight/how-verification-works',
  '/blacklight/workloads/register',
  '/blacklight/workloads/results',
  '/blacklight/operators/requirements',
  '/blacklight/operators/run-a-node',
  '/blacklight/operators/staking-and-rewards',
  '/blacklight/operators/managed-node',
  '/blacklight/network',
  '/blacklight/funding',
];

/**
 * The 2025 SDK generation, frozen when Latest moved on (issue 34): every doc page as it was,
 * under /2025. Latest keeps the routes above.
 */
export const docRoutes2025: readonly string[] = docRoutes.map((route) => `/2025${route}`);

export const articleRoutes: readonly string[] = [
  '/articles',
  '/articles/archive',
  '/articles/authors',
  '/articles/tags',
  ...tagSlugs.map((slug) => `/articles/tags/${slug}`),
  ...articleSlugs.map((slug) => `/articles/${slug}`),
];

/** Hand-written API pages that exist from the foundation on. */
export const apiRoutes: readonly string[] = [
  '/api/overview',
  '/api/nilai/overview',
  '/api/nildb/overview',
];

/** Published API reference pages generated from openapi/nilai.yaml (under /api/nilai/). */
export const nilaiOperationSlugs = [
  'chat-completion-v-1-chat-completions-post',
  'get-attestation-v-1-attestation-report-get',
  'get-models-v-1-models-get',
  'get-usage-v-1-usage-get',
  'health-check-v-1-health-get',
] as const;

/** Published API reference operation pages generated from openapi/nildb.yaml (under /api/nildb/). */
export const nildbOperationSlugs = [
  'accounts',
  'add-query',
  'add-schema',
  'delete-all-data',
  'delete-data',
  'delete-query',
  'delete-schema',
  'execute-query',
  'get-health-status',
  'get-node-details',
  'get-queries',
  'get-schemas',
  'list-new-data',
  'read-data',
  'update-data',
  'upload-data',
] as const;

/** Landing pages generated from each document's info.title. */
export const apiLandingRoutes: readonly string[] = ['/api/nilai/nilai', '/api/nildb/nildb-api'];

/** Every published page the OpenAPI plugin generates (operations and landing pages). */
export const generatedApiRoutes: readonly string[] = [
  ...apiLandingRoutes,
  ...nilaiOperationSlugs.map((slug) => `/api/nilai/${slug}`),
  ...nildbOperationSlugs.map((slug) => `/api/nildb/${slug}`),
];

/**
 * Issue 21, "Readers succeed": the operations nilai-ts 0.2.0 calls that the published reference left out
 * (its node public key and the nilDB delegation for private prompts), under /api/nilai/.
 */
export const addedNilaiOperationSlugs = [
  'get-public-key-v-1-public-key-get',
  'get-prompt-store-delegation-v-1-delegation-get',
  // Served by the current nilAI (issue 35): the Responses API and model pricing.
  'create-response-v-1-responses-post',
  'get-all-prices-v-1-pricing-get',
  'get-model-price-v-1-pricing-model-name-get',
] as const;

/**
 * Issue 21: the nilDB node API v1 (openapi/nildb-v1.yaml, nilDB 1.0.2), which SecretVaults
 * calls, under /api/nildb-v1/: one page per operation, in document order.
 */
export const nildbV1OperationSlugs = [
  'read-node-info',
  'read-node-health',
  'register-builder',
  'read-builder-profile',
  'update-builder-profile',
  'delete-builder',
  'list-collections',
  'create-collection',
  'read-collection',
  'delete-collection',
  'create-collection-index',
  'drop-collection-index',
  'list-queries',
  'create-query',
  'read-query',
  'delete-query',
  'run-query',
  'read-query-run',
  'create-standard-data',
  'create-owned-data',
  'find-data',
  'update-data',
  'delete-data',
  'flush-data',
  'tail-data',
  'read-user-profile',
  'list-user-data',
  'update-user-data',
  'read-user-data',
  'delete-user-data',
  'grant-access',
  'revoke-access',
  // The current node release's credits and revocations (issue 35; nildb 9a38c38, `credits` flag).
  'read-credits',
  'register-credits',
  'read-credit-pricing',
  'list-credit-payments',
  'revoke-token',
  'lookup-revocations',
] as const;

/** Issue 21: the landing page of the v1 document (from its info.title) and its hand-written overview. */
export const nildbV1LandingRoute = '/api/nildb-v1/nildb-api-v-1';
export const nildbV1OverviewRoute = '/api/nildb-v1/overview';

/** The pages issue 21 adds to the API reference, generated ones and the hand-written overview. */
export const addedGeneratedApiRoutes: readonly string[] = [
  nildbV1LandingRoute,
  ...addedNilaiOperationSlugs.map((slug) => `/api/nilai/${slug}`),
  ...nildbV1OperationSlugs.map((slug) => `/api/nildb-v1/${slug}`),
];

/** Every page the OpenAPI plugin generates today: the published ones and issue 21's. */
export const allGeneratedApiRoutes: readonly string[] = [
  ...generatedApiRoutes,
  ...addedGeneratedApiRoutes,
];

/** Every landing page of the API instance that is not an operation. */
export const allApiLandingRoutes: readonly string[] = [...apiLandingRoutes, nildbV1LandingRoute];

export const otherRoutes: readonly string[] = ['/', '/search'];

export const foundationRoutes: readonly string[] = [
  ...otherRoutes,
  ...docRoutes,
  ...blacklightRoutes,
  ...docRoutes2025,
  ...articleRoutes,
  ...apiRoutes,
];

/**
 * The sections of /llms.txt, in order: Latest's parts of the site, then the way to the earlier
 * SDK generations' own llms.txt (issue 34).
 */
export const llmsTxtSections = [
  'Learn',
  'Build',
  'Blacklight',
  'Community',
  'API',
  'Articles',
  'Earlier SDK generations',
] as const;
