/**
 * The second production build `npm test` makes, with every optional service
 * switched on by configuration (the assistant, analytics and hosted Algolia
 * search), so the serving tests can load every page through nginx with the CSP
 * those need and the hosted-search tests can check the requests the search
 * modal sends. The hosts are the real defaults; the tests answer them from Playwright
 * (there is no network) with stand-in scripts whose Subresource Integrity the
 * build is given, as a deployment gives the real files'.
 */
import {createHash} from 'node:crypto';
import {
  DEFAULT_ASSISTANT_SCRIPT_URL,
  DEFAULT_UMAMI_SCRIPT_URL,
  parseEnv,
  thirdPartyScripts,
} from '../../config/env';

export const THIRD_PARTY_BUILD_DIR = 'build-third-party';

/** Where the stand-in assistant calls home: the origin the build lets it call. */
const ASSISTANT_API_ORIGIN = 'https://www.cookbook.dev';

/**
 * A stand-in for a third-party script: it records that it ran and calls home, like the real
 * ones (the assistant its API, analytics its own host), then runs `extra`.
 */
function standInScript(callHome: string, extra = ''): string {
  return `(function () {
  var self = document.currentScript;
  window.thirdPartyRan = (window.thirdPartyRan || []).concat(self.id);
  fetch(${JSON.stringify(`${callHome}/collect`)}, {method: 'POST', body: '{}'}).then(function (r) {
    if (r.ok) window.thirdPartyCalledHome = (window.thirdPartyCalledHome || []).concat(self.id);
  });${extra}
})();`;
}

const UMAMI_ORIGIN = new URL(DEFAULT_UMAMI_SCRIPT_URL).origin;

/** Where the stand-in Umami tracker posts each event, as the real one posts to its host. */
export const UMAMI_TEST_EVENT_URL = `${UMAMI_ORIGIN}/api/send`;

/** Umami's tracker API (umami.track(name, data)), posting `{type, payload: {name, data}}`. */
const standInUmamiTracker = `
  window.umami = {
    track: function (name, data) {
      return fetch(${JSON.stringify(UMAMI_TEST_EVENT_URL)}, {
        method: 'POST',
        body: JSON.stringify({type: 'event', payload: {name: name, data: data}}),
      });
    },
  };`;

/** The body Playwright answers each script URL with. */
export const THIRD_PARTY_TEST_SCRIPT_BODIES: Record<string, string> = {
  [DEFAULT_ASSISTANT_SCRIPT_URL]: standInScript(ASSISTANT_API_ORIGIN),
  [DEFAULT_UMAMI_SCRIPT_URL]: standInScript(UMAMI_ORIGIN, standInUmamiTracker),
};

const integrityOf = (body: string) =>
  `sha384-${createHash('sha384').update(body, 'utf8').digest('base64')}`;

const keys = {
  ASSISTANT_PUBLIC_KEY: 'test-assistant-public-key',
  ASSISTANT_CONNECT_ORIGINS: ASSISTANT_API_ORIGIN,
  UMAMI_WEBSITE_ID: '6f4b7a52-1c1e-4b44-9a55-3f0f5a3c9d10',
  // Script URLs pinned so a developer's .env cannot move them; integrity of the stand-ins.
  ASSISTANT_SCRIPT_URL: DEFAULT_ASSISTANT_SCRIPT_URL,
  ASSISTANT_SCRIPT_INTEGRITY: integrityOf(
    THIRD_PARTY_TEST_SCRIPT_BODIES[DEFAULT_ASSISTANT_SCRIPT_URL],
  ),
  UMAMI_SCRIPT_URL: DEFAULT_UMAMI_SCRIPT_URL,
  UMAMI_SCRIPT_INTEGRITY: integrityOf(THIRD_PARTY_TEST_SCRIPT_BODIES[DEFAULT_UMAMI_SCRIPT_URL]),
};
const scripts = thirdPartyScripts(parseEnv(keys));

/** Hosted search: a public search key in the site, and an admin key that must never reach it. */
export const HOSTED_SEARCH_TEST_ENV = {
  ALGOLIA_APP_ID: 'PORTALTST1',
  ALGOLIA_SEARCH_API_KEY: 'public-search-only-key-for-tests',
  ALGOLIA_INDEX_NAME: 'nillion_docs_hosted',
  ALGOLIA_ADMIN_API_KEY: 'admin-key-that-must-never-ship-4f1c9e',
} as const;

export const THIRD_PARTY_BUILD_COMMAND = `npx docusaurus build --out-dir ${THIRD_PARTY_BUILD_DIR}`;

/** The build's environment. */
export const THIRD_PARTY_TEST_ENV: Record<string, string> = {...keys, ...HOSTED_SEARCH_TEST_ENV};

export const thirdPartyTestScripts = scripts;
