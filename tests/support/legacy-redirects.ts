/**
 * The legacy redirect table as the product's requirements give it: the original site's
 * published paths, the section prefixes of the reading-experience requirement, and the content briefs (build-general-and-compute.md, learn-community-tools-home.md, private-llms.md,
 * private-storage.md, "Redirects that land here"). Test data of its own: the redirect tests
 * compare the product (config/redirects.ts, nginx.conf, vercel.json) with it, never with itself.
 */

/** Old path → the page it now lives at. 56 rows. */
export const LEGACY_REDIRECTS: readonly (readonly [from: string, to: string])[] = [
  // Section prefixes readers trim a URL back to (the reading-experience requirement: each answers
  // 301 with its section's landing page).
  ['/learn', '/learn/what-is-nillion'],
  ['/build', '/build/quickstart'],
  ['/community', '/community/community-and-support'],
  ['/api', '/api/overview'],
  ['/api/nilai', '/api/nilai/overview'],
  ['/api/nildb', '/api/nildb/overview'],
  // The same inside the 2025 SDK generation (issue 34): its prefix and its docs sections lead to
  // its own pages, never to Latest's.
  ['/2025', '/2025/learn/what-is-nillion'],
  ['/2025/learn', '/2025/learn/what-is-nillion'],
  ['/2025/build', '/2025/build/quickstart'],
  ['/2025/community', '/2025/community/community-and-support'],
  // Learn and Community (learn-community-tools-home.md)
  ['/what-is-nillion', '/learn/what-is-nillion'],
  ['/build/blind-modules', '/learn/blind-modules'],
  ['/community-and-support', '/community/community-and-support'],
  ['/testnet-guides', '/community/guides/testnet'],
  ['/guide-nillion-wallet', '/community/guides/nillion-wallet'],
  ['/guide-testnet-faucet', '/community/guides/testnet-faucet'],
  ['/guide-sending-nil', '/community/guides/sending-nil'],
  // Build, general and compute (build-general-and-compute.md)
  ['/build/nilcc', '/build/compute/overview'],
  ['/quickstart', '/build/quickstart'],
  ['/network', '/build/network-config'],
  ['/build/permissions-and-payments/overview', '/build/network-api-access'],
  ['/build/secretVault-secretDataAnalytics/generate-tokens', '/build/network-api-access'],
  ['/build/secretVault-secretDataAnalytics/access', '/build/network-api-access'],
  ['/build/secretLLM/access', '/build/network-api-access'],
  ['/build/api-key', '/build/network-api-access'],
  // Private LLMs (private-llms.md)
  ['/build/nilai', '/build/private-llms/overview'],
  ['/build/secretLLM/overview', '/build/private-llms/overview'],
  ['/build/secretLLM/usage', '/build/private-llms/overview'],
  ['/build/secretLLM/quickstart', '/build/private-llms/quickstart'],
  ['/build/nilRAG', '/build/private-llms/nilRAG'],
  // Private Storage (private-storage.md); "retrive" is the original, misspelt path.
  ['/build/nildb', '/build/private-storage/overview'],
  ['/build/secret-vault', '/build/private-storage/overview'],
  ['/build/secretVault-secretDataAnalytics/build', '/build/private-storage/overview'],
  ['/build/secretVault-secretDataAnalytics/create-schema', '/build/private-storage/overview'],
  ['/build/secretVault-secretDataAnalytics/upload', '/build/private-storage/overview'],
  ['/build/secretVault-secretDataAnalytics/retrive', '/build/private-storage/overview'],
  ['/build/secretVault-secretDataAnalytics/create-query', '/build/private-storage/overview'],
  ['/build/secretVault-secretDataAnalytics/query', '/build/private-storage/overview'],
  ['/build/secret-vault-quickstart', '/build/private-storage/quickstart'],
  ['/build/secretvaults', '/build/private-storage/secretvaults'],
  ['/build/blindfold', '/build/private-storage/blindfold'],
  // Blacklight (blacklight-and-wallets.md): the section prefix, and the original site's pages,
  // which the Blacklight web apps still link to, each to the page that now answers it.
  ['/blacklight', '/blacklight/overview'],
  ['/blacklight/learn/overview', '/blacklight/overview'],
  ['/blacklight/learn/architecture', '/blacklight/how-verification-works'],
  ['/blacklight/learn/verification', '/blacklight/how-verification-works'],
  ['/blacklight/learn/staking-and-rewards', '/blacklight/operators/staking-and-rewards'],
  ['/blacklight/learn/contracts', '/blacklight/network'],
  ['/blacklight/learn/network', '/blacklight/network'],
  ['/blacklight/tools/wallet-setup', '/blacklight/network'],
  ['/blacklight/tools/block-explorer', '/blacklight/network'],
  ['/blacklight/run-node/prerequisites', '/blacklight/operators/requirements'],
  ['/blacklight/run-node/setup', '/blacklight/operators/run-a-node'],
  ['/blacklight/run-node/managed-node', '/blacklight/operators/managed-node'],
  ['/blacklight/tools/bridging', '/blacklight/funding'],
  ['/blacklight/tools/faucets', '/blacklight/funding'],
  ['/blacklight/tools/register-apps', '/blacklight/workloads/register'],
];

/**
 * Old file names → the file that replaced them, each only as written (a file has no trailing-slash
 * or .html spelling): the original site published llm.txt; the AI-ready requirement has it answer
 * 301 with llms.txt, the name the llms.txt proposal uses.
 */
export const LEGACY_FILE_REDIRECTS: readonly (readonly [from: string, to: string])[] = [
  ['/llm.txt', '/llms.txt'],
];

/** Every way a reader types an old path (bare, trailing slash, .html, /index.html). */
export const spellings = (from: string): string[] => [
  from,
  `${from}/`,
  `${from}.html`,
  `${from}/index.html`,
];
