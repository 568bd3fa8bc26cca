/**
 * The routes of spec §2, the contract the site is tested against. Routes the
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
  'private-subscriptions',
  'tickr-app',
] as const;

export const tagSlugs = [
  'bpi',
  'encryption',
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

export const otherRoutes: readonly string[] = ['/', '/search'];

export const foundationRoutes: readonly string[] = [
  ...otherRoutes,
  ...docRoutes,
  ...articleRoutes,
  ...apiRoutes,
];
