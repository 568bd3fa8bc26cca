/** The hosted developer tools listed on /tools, in the order the page shows them. */
import type {ToolIconName} from '../components/ToolCards/icons';

export interface DeveloperTool {
  /** The SVG icon beside the name (src/components/ToolCards/icons.tsx). */
  icon: ToolIconName;
  name: string;
  /** One line: what the tool does for you. */
  summary: string;
  /** The hosted tool (opens in a new tab). */
  url: string;
  /** Docs page that walks through the tool, when there is one. */
  guide?: string;
}

export const developerTools: readonly DeveloperTool[] = [
  {
    icon: 'droplet',
    name: 'NIL Faucet',
    summary: 'Get testnet NIL on nilChain, enough to start building.',
    url: 'https://faucet.testnet.nillion.com',
    guide: '/community/guides/testnet-faucet',
  },
  {
    icon: 'key',
    name: 'nilPay Subscription Platform',
    summary:
      'Spend NIL on a Nillion API Key and a subscription to nilDB (Private Storage) and/or nilAI (Private LLMs).',
    url: 'https://subscription.nillion.com',
    guide: '/build/network-api-access',
  },
  {
    icon: 'box',
    name: 'Collection Explorer',
    summary:
      'Create and manage Private Storage schemas, collections and records without writing code.',
    url: 'https://collection-explorer.nillion.com',
    guide: '/build/private-storage/collection-explorer',
  },
  {
    icon: 'sliders',
    name: 'nilCC Workload Manager',
    summary: 'Deploy, manage and monitor confidential workloads on nilCC from a web dashboard.',
    url: 'https://nilcc.nillion.com',
    guide: '/build/compute/quickstart',
  },
  {
    icon: 'pulse',
    name: 'Network Status Page',
    summary: 'See the current status of testnet and mainnet nodes.',
    url: 'https://status.nillion.com',
  },
  {
    icon: 'magnifier',
    name: 'NUC Viewer',
    summary: 'Decode and inspect Nillion NUCs, the authorization tokens used across the network.',
    url: 'https://nillion.tools/nuc-viewer',
    guide: '/build/permissions-and-payments#nuc',
  },
  {
    icon: 'eyeOff',
    name: 'Blindfold Library Demo',
    summary:
      "Try blindfold's store, match and sum operations on a demo page that encrypts and decrypts data.",
    url: 'https://blindfold.nillion.com',
    guide: '/build/private-storage/blindfold',
  },
];
