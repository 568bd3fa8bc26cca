/** The hosted developer tools listed on /tools (and /2025/tools), in the order the pages show them. */
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

/** Latest's /tools: the tools as they are today (EVM faucet on Sepolia, nilPay for nilDB only). */
export const developerTools: readonly DeveloperTool[] = [
  {
    icon: 'droplet',
    name: 'NIL Faucet',
    summary: 'Claim testnet NIL for an EVM wallet on the Sepolia test network.',
    url: 'https://faucet.testnet.nillion.network/',
    guide: '/community/guides/testnet-faucet',
  },
  {
    icon: 'key',
    name: 'nilPay Subscription Platform',
    summary:
      'Sign in with an EVM wallet, register on nilDB nodes and top up Private Storage credits with NIL.',
    url: 'https://subscription.nillion.com',
    guide: '/build/private-storage/access',
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
    summary:
      'Get a nilCC API key, then deploy, manage, monitor and verify confidential workloads from a web dashboard.',
    url: 'https://nilcc.nillion.com',
    guide: '/build/compute/quickstart',
  },
  {
    icon: 'chat',
    name: 'nilAI Developer Dashboard',
    summary:
      'Create nilAI API keys, buy credits, follow your usage and see which models are served.',
    url: 'https://nilai.nillion.com/',
    guide: '/build/private-llms/quickstart',
  },
  {
    icon: 'shieldCheck',
    name: 'Blacklight Web App',
    summary:
      'Stake NIL to a Blacklight verifier node, fund and watch it, claim rewards, and register workloads for verification.',
    url: 'https://blacklight.nillion.com',
    guide: '/blacklight/operators/run-a-node',
  },
  {
    icon: 'shieldCheck',
    name: 'Blacklight Managed Node',
    summary:
      'Stake NIL to a Blacklight node that Nillion runs for you, and choose whether rewards are withdrawn or restaked.',
    url: 'https://managed-blacklight.nillion.com/',
    guide: '/blacklight/operators/managed-node',
  },
  {
    icon: 'arrowsSwap',
    name: 'Nillion Bridge',
    summary: "Move NIL and ETH from Ethereum to Nillion's Ethereum L2, where Blacklight runs.",
    url: 'https://bridge.nillion.network/',
    guide: '/blacklight/funding',
  },
  {
    icon: 'blocks',
    name: 'Nillion L2 Block Explorer',
    summary:
      "Look up transactions, addresses and contracts on Nillion's Ethereum L2, including Blacklight verification results.",
    url: 'https://explorer.nillion.network',
    guide: '/blacklight/network#use-the-block-explorer',
  },
  {
    icon: 'pulse',
    name: 'Network Status Page',
    summary: 'See the current status of nilDB, nilCC, nilAI and the other Nillion services.',
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

/** The 2025 docs' /2025/tools, frozen: the nilChain faucet and nilPay subscriptions. */
export const developerTools2025: readonly DeveloperTool[] = [
  {
    icon: 'droplet',
    name: 'NIL Faucet',
    summary: 'Get testnet NIL on nilChain, enough to start building.',
    url: 'https://faucet.testnet.nillion.com',
    guide: '/2025/community/guides/testnet-faucet',
  },
  {
    icon: 'key',
    name: 'nilPay Subscription Platform',
    summary:
      'Spend NIL on a Nillion API Key and a subscription to nilDB (Private Storage) and/or nilAI (Private LLMs).',
    url: 'https://subscription.nillion.com',
    guide: '/2025/build/network-api-access',
  },
  {
    icon: 'box',
    name: 'Collection Explorer',
    summary:
      'Create and manage Private Storage schemas, collections and records without writing code.',
    url: 'https://collection-explorer.nillion.com',
    guide: '/2025/build/private-storage/collection-explorer',
  },
  {
    icon: 'sliders',
    name: 'nilCC Workload Manager',
    summary: 'Deploy, manage and monitor confidential workloads on nilCC from a web dashboard.',
    url: 'https://nilcc.nillion.com',
    guide: '/2025/build/compute/quickstart',
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
    guide: '/2025/build/permissions-and-payments#nuc',
  },
  {
    icon: 'eyeOff',
    name: 'Blindfold Library Demo',
    summary:
      "Try blindfold's store, match and sum operations on a demo page that encrypts and decrypts data.",
    url: 'https://blindfold.nillion.com',
    guide: '/2025/build/private-storage/blindfold',
  },
];
