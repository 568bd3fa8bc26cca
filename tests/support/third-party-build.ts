/**
 * The second production build `npm test` makes, with every optional service
 * switched on by configuration (the assistant, analytics and hosted Algolia
 * search), so the serving tests can load every page through nginx with the CSP
 * those need and the hosted-search tests can check the requests DocSearch
 * sends. The hosts are the real defaults; the tests answer them from Playwright
 * (there is no network).
 */
import {parseEnv, thirdPartyScripts} from '../../config/env';

export const THIRD_PARTY_BUILD_DIR = 'build-third-party';

const keys = {
  ASSISTANT_PUBLIC_KEY: 'test-assistant-public-key',
  UMAMI_WEBSITE_ID: '6f4b7a52-1c1e-4b44-9a55-3f0f5a3c9d10',
};
const scripts = thirdPartyScripts(parseEnv(keys));

/** Hosted search: a public search key in the site, and an admin key that must never reach it. */
export const HOSTED_SEARCH_TEST_ENV = {
  ALGOLIA_APP_ID: 'PORTALTEST1',
  ALGOLIA_SEARCH_API_KEY: 'public-search-only-key-for-tests',
  ALGOLIA_INDEX_NAME: 'nillion_docs_hosted',
  ALGOLIA_ADMIN_API_KEY: 'admin-key-that-must-never-ship-4f1c9e',
} as const;

export const THIRD_PARTY_BUILD_COMMAND = `npx docusaurus build --out-dir ${THIRD_PARTY_BUILD_DIR}`;

/** The build's environment; script URLs pinned so a developer's .env cannot move them. */
export const THIRD_PARTY_TEST_ENV: Record<string, string> = {
  ...keys,
  ...HOSTED_SEARCH_TEST_ENV,
  ASSISTANT_SCRIPT_URL: scripts.find((script) => script.id === 'assistant')!.src,
  UMAMI_SCRIPT_URL: scripts.find((script) => script.id === 'analytics')!.src,
};

export const thirdPartyTestScripts = scripts;
