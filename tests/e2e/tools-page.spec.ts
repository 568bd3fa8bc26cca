/**
 * /tools as the content brief describes it (learn-community-tools-home.md, "/tools"), held here
 * as this test's own data rather than read from src/data/tools.ts, which the page renders: the
 * seven cards in order, each opening its tool in a new tab and linking its guide where there is
 * one. Checked in the built HTML (no browser). The brief's emoji icons are SVG icons now (issue 22:
 * emoji show as empty boxes where no emoji font is installed); the crawl checks them. The brief's recommendations are taken: nilPay at
 * subscription.nillion.com ([discrepancy]) and guides for the nilCC and NUC cards ([suggestion]).
 */
import {readFileSync} from 'node:fs';
import {test, expect} from '../support/test';
import {parseHTML} from 'linkedom';
import {requireBuild} from '../support/require-build';

const BUILD_DIR = 'build';
requireBuild(BUILD_DIR);

const TOOLS: readonly {name: string; url: string; guide: string | null}[] = [
  {
    name: 'NIL Faucet',
    url: 'https://faucet.testnet.nillion.com',
    guide: '/community/guides/testnet-faucet',
  },
  {
    name: 'nilPay Subscription Platform',
    url: 'https://subscription.nillion.com',
    guide: '/build/network-api-access',
  },
  {
    name: 'Collection Explorer',
    url: 'https://collection-explorer.nillion.com',
    guide: '/build/private-storage/collection-explorer',
  },
  {
    name: 'nilCC Workload Manager',
    url: 'https://nilcc.nillion.com',
    guide: '/build/compute/quickstart',
  },
  {name: 'Network Status Page', url: 'https://status.nillion.com', guide: null},
  {
    name: 'NUC Viewer',
    url: 'https://nillion.tools/nuc-viewer',
    guide: '/build/permissions-and-payments#nuc',
  },
  {
    name: 'Blindfold Library Demo',
    url: 'https://blindfold.nillion.com',
    guide: '/build/private-storage/blindfold',
  },
];

const sameUrl = (href: string | null) => (href ?? '').replace(/\/$/, '');

test('/tools shows the seven tools of the brief, in order, with their links', () => {
  const {document} = parseHTML(readFileSync(`${BUILD_DIR}/tools.html`, 'utf8'));
  const cards = [...document.querySelectorAll('main li')].filter((card) =>
    card.querySelector('h3'),
  );
  const found = cards.map((card) => {
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
  expect(found).toEqual(TOOLS.map((tool) => ({...tool, url: sameUrl(tool.url), newTab: true})));
});
