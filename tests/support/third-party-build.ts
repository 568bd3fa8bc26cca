/**
 * The second production build `npm test` makes, with both third-party scripts
 * switched on by configuration, so the serving tests can load every page
 * through nginx with the CSP those scripts need. The script hosts are the real
 * defaults; the tests answer them from Playwright (there is no network).
 */
import {parseEnv, thirdPartyScripts} from '../../config/env';

export const THIRD_PARTY_BUILD_DIR = 'build-third-party';

const keys = {
  ASSISTANT_PUBLIC_KEY: 'test-assistant-public-key',
  UMAMI_WEBSITE_ID: '6f4b7a52-1c1e-4b44-9a55-3f0f5a3c9d10',
};
const scripts = thirdPartyScripts(parseEnv(keys));

/** The build's environment; script URLs pinned so a developer's .env cannot move them. */
export const THIRD_PARTY_TEST_ENV: Record<string, string> = {
  ...keys,
  ASSISTANT_SCRIPT_URL: scripts.find((script) => script.id === 'assistant')!.src,
  UMAMI_SCRIPT_URL: scripts.find((script) => script.id === 'analytics')!.src,
};

export const thirdPartyTestScripts = scripts;

export const THIRD_PARTY_BUILD_COMMAND = `npx docusaurus build --out-dir ${THIRD_PARTY_BUILD_DIR}`;
