/**
 * The built /llms.txt (llmstxt.org: a title, a summary, then one section per part of the site
 * listing each page's `.md`): every published doc page under its own section, Learn, Build,
 * Community, API and Articles in that order, and no test fixture. The routes are this test's own
 * data (the routes the site has published), not the page model's list; checked in the build output, no browser.
 */
import {readFileSync} from 'node:fs';
import {test, expect} from '../support/test';
import {llmsTxtSections} from '../support/published-routes';
import {requireBuild} from '../support/require-build';

const BUILD_DIR = 'build';
requireBuild(BUILD_DIR);

const SECTIONS: Record<string, string[]> = {
  Learn: ['architecture', 'blind-modules', 'protocols', 'use-cases', 'what-is-nillion'].map(
    (slug) => `/learn/${slug}`,
  ),
  Build: [
    '/build/quickstart',
    '/build/network-config',
    '/build/network-api-access',
    '/build/permissions-and-payments',
    '/build/compute/overview',
    '/build/private-llms/nilRAG',
    '/build/private-storage/secretvaults',
    '/tools',
  ],
  Community: [
    '/community/community-and-support',
    '/community/guides/nillion-wallet',
    '/community/guides/sending-nil',
    '/community/guides/testnet',
    '/community/guides/testnet-faucet',
  ],
  API: ['/api/overview', '/api/nilai/overview', '/api/nildb/overview', '/api/nildb/read-data'],
  Articles: [
    '/articles/from-apis-to-bpis',
    '/articles/nildb-encryption',
    '/articles/nillion-network-architecture',
    '/articles/private-subscriptions',
    '/articles/tickr-app',
  ],
};

test('llms.txt lists every part of the site under its own section, in order', () => {
  const text = readFileSync(`${BUILD_DIR}/llms.txt`, 'utf8');
  expect(text).toMatch(/^# Nillion Docs\n\n> \S/);
  const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
  expect(headings).toEqual(llmsTxtSections);
  const sectionText = (name: string) =>
    text.split(/^## /m).find((part) => part.startsWith(`${name}\n`)) ?? '';
  for (const [section, routes] of Object.entries(SECTIONS)) {
    const listed = [
      ...sectionText(section).matchAll(/^- \[[^\n]+\]\(https?:\/\/[^/]+(\/[^)]*)\.md\)/gm),
    ].map((match) => match[1]);
    expect.soft(listed, `${section}: pages listed`).toEqual(expect.arrayContaining(routes));
  }
  expect(text).not.toContain('/__fixtures');
  // No 2025 page in Latest's list: one link to that generation's file instead.
  expect(text).not.toMatch(/\]\(https?:\/\/[^/]+\/2025\/(learn|build|community)\//);
  expect(sectionText('Earlier SDK generations')).toMatch(
    /^Earlier SDK generations\n\n- \[2025 SDKs \(SecretVaults 0\.1\)\]\(https?:\/\/[^/]+\/2025\/llms\.txt\)/,
  );
});

test("the 2025 generation's llms.txt lists its own pages, and llms-full.txt never holds both", () => {
  const text = readFileSync(`${BUILD_DIR}/2025/llms.txt`, 'utf8');
  expect(text).toMatch(/^# Nillion Docs: 2025 SDKs \(SecretVaults 0\.1\)\n/);
  const links = [...text.matchAll(/\]\(https?:\/\/[^/]+(\/[^)]*)\.md\)/g)].map((match) => match[1]);
  for (const route of [...SECTIONS.Learn, ...SECTIONS.Build, ...SECTIONS.Community])
    expect.soft(links, route).toContain(`/2025${route}`);
  expect(links.filter((link) => !link.startsWith('/2025/'))).toEqual([]);
  const latestFull = readFileSync(`${BUILD_DIR}/llms-full.txt`, 'utf8');
  expect(latestFull).not.toMatch(/^URL: https?:\/\/[^/]+\/2025\//m);
  const olderFull = readFileSync(`${BUILD_DIR}/2025/llms-full.txt`, 'utf8');
  expect(olderFull).toMatch(/^URL: https?:\/\/[^/]+\/2025\/build\/private-storage\/quickstart$/m);
  expect(olderFull).not.toMatch(/^URL: https?:\/\/[^/]+\/(learn|build|community|api|articles)\//m);
});
