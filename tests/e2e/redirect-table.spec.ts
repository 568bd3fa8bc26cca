/**
 * The legacy redirect table as the product's requirements give it, held here as this test's own
 * data (never read from config/redirects.ts): spec §2 "Redirects" and the content briefs
 * (build-general-and-compute.md, learn-community-tools-home.md, private-llms.md,
 * private-storage.md, "Redirects that land here"). Every row, in every spelling a reader types,
 * is checked over HTTP through nginx with the generated build/nginx.conf, and in build/vercel.json.
 * A row pointing at a wrong but existing page fails here.
 */
import {readFileSync} from 'node:fs';
import {test, expect} from '@playwright/test';
import {requireBuild} from '../support/require-build';
import {vercelRedirectFor, type VercelJson} from '../support/vercel-json';

/** Old path → the page it now lives at. 31 rows. */
const LEGACY_REDIRECTS: readonly (readonly [from: string, to: string])[] = [
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
];

/** Every way a reader types an old path (README "What the server answers", spec §2 shell). */
const spellings = (from: string): string[] => [
  from,
  `${from}/`,
  `${from}.html`,
  `${from}/index.html`,
];

const BUILD_DIR = 'build';
requireBuild(BUILD_DIR);

test('the table holds 31 distinct legacy paths', () => {
  expect(new Set(LEGACY_REDIRECTS.map(([from]) => from)).size).toBe(31);
});

test.describe('through nginx: every row, every spelling, answers 301 to its page', () => {
  for (const [from, to] of LEGACY_REDIRECTS) {
    test(from, async ({request}) => {
      for (const typed of spellings(from)) {
        const response = await request.get(`${typed}?ref=legacy`, {maxRedirects: 0});
        expect.soft(response.status(), typed).toBe(301);
        expect.soft(response.headers().location, typed).toBe(`${to}?ref=legacy`);
      }
      const target = await request.get(to, {maxRedirects: 0});
      expect(target.status(), `${to} is a page`).toBe(200);
    });
  }
});

test.describe('in vercel.json: every row, every spelling, is a 301 to its page', () => {
  const vercel = JSON.parse(readFileSync(`${BUILD_DIR}/vercel.json`, 'utf8')) as VercelJson;

  for (const [from, to] of LEGACY_REDIRECTS) {
    test(from, () => {
      for (const typed of spellings(from)) {
        const rule = vercelRedirectFor(vercel, encodeURI(typed));
        expect.soft(rule, `${typed} has a redirect rule`).toBeDefined();
        expect.soft(rule?.destination, typed).toBe(to);
        expect.soft(rule?.statusCode ?? (rule?.permanent ? 308 : undefined), typed).toBe(301);
      }
    });
  }

  test('no other legacy path: every rule is a row above or a page’s own spelling', () => {
    const listed = new Set(LEGACY_REDIRECTS.flatMap(([from]) => spellings(from)));
    const unexpected = (vercel.redirects ?? [])
      .map((rule) => ({...rule, path: decodeURI(rule.source.replace(/\\(.)/g, '$1'))}))
      .filter(({path, destination}) => {
        if (listed.has(path)) return false;
        // /page/, /page.html, /page/index.html (and /index.html for the home page) → /page.
        const clean = path.replace(/(\/index\.html|\.html|\/)$/, '') || '/';
        return clean !== destination;
      })
      .map(({source, destination}) => `${source} -> ${destination}`);
    expect(unexpected).toEqual([]);
  });
});
