/**
 * /tools as the briefs describe it, held here as this test's own data rather than read from
 * src/data/tools.ts, which the pages render. Latest (platform-2026.md, B1 and B3): the faucet is
 * the EVM faucet on Sepolia, nilPay serves nilDB only (its guide is Private Storage access), and a
 * nilAI Developer Dashboard card is added. The 2025 docs keep the seven cards of
 * learn-community-tools-home.md ("/tools"). Each card opens its tool in a new tab and links its
 * guide where there is one. Checked in the built HTML (no browser). The brief's emoji icons are SVG
 * icons (issue 22); the crawl checks them. nilPay at subscription.nillion.com ([discrepancy]) and
 * guides for the nilCC and NUC cards ([suggestion]) are the brief's recommendations.
 */
import {readFileSync} from 'node:fs';
import {test, expect} from '../support/test';
import {parseHTML} from 'linkedom';
import {requireBuild} from '../support/require-build';

const BUILD_DIR = 'build';
requireBuild(BUILD_DIR);

type Card = {name: string; url: string; guide: string | null};

const COLLECTION_EXPLORER: Card = {
  name: 'Collection Explorer',
  url: 'https://collection-explorer.nillion.com',
  guide: '/build/private-storage/collection-explorer',
};
const NILCC: Card = {
  name: 'nilCC Workload Manager',
  url: 'https://nilcc.nillion.com',
  guide: '/build/compute/quickstart',
};
const STATUS: Card = {name: 'Network Status Page', url: 'https://status.nillion.com', guide: null};
const NUC_VIEWER: Card = {
  name: 'NUC Viewer',
  url: 'https://nillion.tools/nuc-viewer',
  guide: '/build/permissions-and-payments#nuc',
};
const BLINDFOLD: Card = {
  name: 'Blindfold Library Demo',
  url: 'https://blindfold.nillion.com',
  guide: '/build/private-storage/blindfold',
};

const LATEST_TOOLS: readonly Card[] = [
  {
    name: 'NIL Faucet',
    url: 'https://faucet.testnet.nillion.network',
    guide: '/community/guides/testnet-faucet',
  },
  {
    name: 'nilPay Subscription Platform',
    url: 'https://subscription.nillion.com',
    guide: '/build/private-storage/access',
  },
  COLLECTION_EXPLORER,
  NILCC,
  {
    name: 'nilAI Developer Dashboard',
    url: 'https://nilai.nillion.com',
    guide: '/build/private-llms/quickstart',
  },
  // Blacklight (issue 41): where operators stake and register workloads, the managed option,
  // the bridge to the L2 and its explorer, each with the section's page about it.
  {
    name: 'Blacklight Web App',
    url: 'https://blacklight.nillion.com',
    guide: '/blacklight/operators/run-a-node',
  },
  {
    name: 'Blacklight Managed Node',
    url: 'https://managed-blacklight.nillion.com',
    guide: '/blacklight/operators/managed-node',
  },
  {name: 'Nillion Bridge', url: 'https://bridge.nillion.network', guide: '/blacklight/funding'},
  {
    name: 'Nillion L2 Block Explorer',
    url: 'https://explorer.nillion.network',
    guide: '/blacklight/network#use-the-block-explorer',
  },
  STATUS,
  NUC_VIEWER,
  BLINDFOLD,
];

const TOOLS_2025: readonly Card[] = [
  {
    name: 'NIL Faucet',
    url: 'https://faucet.testnet.nillion.com',
    guide: '/2025/community/guides/testnet-faucet',
  },
  {
    name: 'nilPay Subscription Platform',
    url: 'https://subscription.nillion.com',
    guide: '/2025/build/network-api-access',
  },
  {...COLLECTION_EXPLORER, guide: '/2025/build/private-storage/collection-explorer'},
  {...NILCC, guide: '/2025/build/compute/quickstart'},
  STATUS,
  {...NUC_VIEWER, guide: '/2025/build/permissions-and-payments#nuc'},
  {...BLINDFOLD, guide: '/2025/build/private-storage/blindfold'},
];

const sameUrl = (href: string | null) => (href ?? '').replace(/\/$/, '');

/** The cards of a built /tools page, as a reader sees them. */
function cardsOf(file: string) {
  const {document} = parseHTML(readFileSync(`${BUILD_DIR}/${file}`, 'utf8'));
  const cards = [...document.querySelectorAll('main li')].filter((card) =>
    card.querySelector('h3'),
  );
  return cards.map((card) => {
    const links = [...card.querySelectorAll('a')];
    const open = links.find((link) => link.textContent?.includes('Open Tool'));
    const guide = links.find((link) => link.textContent?.includes('View Guide'));
    return {
      name: card.querySelector('h3')!.textContent!.replace(/^\W+/u, '').trim(),
      url: sameUrl(open?.getAttribute('href') ?? null),
      newTab:
        open?.getAttribute('target') === '_blank' &&
        /noopener/.test(open?.getAttribute('rel') ?? ''),
      guide: guide?.getAttribute('href') ?? null,
    };
  });
}

const expected = (tools: readonly Card[]) =>
  tools.map((tool) => ({...tool, url: sameUrl(tool.url), newTab: true}));

test("/tools shows today's twelve tools, in order, with their links", () => {
  expect(cardsOf('tools.html')).toEqual(expected(LATEST_TOOLS));
});

test("/2025/tools keeps the 2025 docs' seven tools, its guides in the 2025 docs", () => {
  expect(cardsOf('2025/tools.html')).toEqual(expected(TOOLS_2025));
});
