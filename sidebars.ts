/**
 * nillionSidebar: one long sidebar with Learn, Build, Blacklight and Community, so a reader
 * on any guide can see the whole map. Order follows the reader's journey, not
 * the file tree.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One entry of a sidebar, as the docs plugin accepts it. */
type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

const heading = (label: string) =>
  ({type: 'html', value: label, className: 'sidebar-heading', defaultStyle: true}) as const;

const external = (label: string, href: string) => ({type: 'link', label, href}) as const;

const learn = [
  heading('Learn'),
  'learn/what-is-nillion',
  'learn/use-cases',
  'learn/architecture',
  'learn/blind-modules',
  'learn/protocols',
] satisfies SidebarItem[];

const build = [
  heading('Build'),
  {type: 'doc', id: 'build/quickstart', label: 'Start Building'},
  'build/network-config',
  'build/network-api-access',
  'build/migrate-from-2025',
  {
    type: 'category',
    label: 'Private Compute with nilCC',
    link: {type: 'doc', id: 'build/compute/overview'},
    items: [
      'build/compute/quickstart',
      'build/compute/architecture',
      'build/compute/key-terms',
      'build/compute/api-reference',
      'build/compute/verification',
      'build/compute/limitations',
      external('nilCC Workload Manager', 'https://nilcc.nillion.com'),
    ],
  },
  {
    type: 'category',
    label: 'Private Storage with nilDB',
    link: {type: 'doc', id: 'build/private-storage/overview'},
    items: [
      'build/private-storage/access',
      'build/private-storage/quickstart',
      'build/private-storage/wallet-sign-in',
      'build/private-storage/collection-explorer',
      {
        type: 'category',
        label: 'SecretVaults SDK',
        collapsed: false,
        link: {type: 'doc', id: 'build/private-storage/secretvaults'},
        items: [
          {
            type: 'category',
            label: 'Integration by Platform',
            collapsed: false,
            link: {type: 'doc', id: 'build/private-storage/platform'},
            items: [
              'build/private-storage/ts-docs',
              'build/private-storage/platform-nodejs',
              'build/private-storage/platform-nextjs',
              'build/private-storage/platform-react',
              external(
                'Python',
                'https://github.com/NillionNetwork/secretvaults-py/tree/main/examples#example-scripts',
              ),
            ],
          },
          {type: 'link', label: 'nilDB Encryption', href: '/articles/nildb-encryption'},
        ],
      },
      {
        type: 'category',
        label: 'Blindfold Library',
        link: {type: 'doc', id: 'build/private-storage/blindfold'},
        items: [
          external('blindfold-ts', 'https://github.com/NillionNetwork/blindfold-ts'),
          external('blindfold-py', 'https://github.com/NillionNetwork/blindfold-py'),
        ],
      },
    ],
  },
  {
    type: 'category',
    label: 'Private LLMs with nilAI',
    link: {type: 'doc', id: 'build/private-llms/overview'},
    items: [
      'build/private-llms/quickstart',
      {type: 'doc', id: 'build/private-llms/key-concepts', label: 'Key Concepts'},
      'build/private-llms/usage',
      external(
        'Examples',
        'https://github.com/NillionNetwork/blind-module-examples/tree/main/nilai',
      ),
      {
        type: 'category',
        label: 'Advanced Usage',
        items: [
          'build/private-llms/advanced/web_search',
          'build/private-llms/advanced/private_prompts',
        ],
      },
      {
        type: 'category',
        label: 'nilRAG Library',
        link: {type: 'doc', id: 'build/private-llms/nilRAG'},
        items: [
          external('nilrag-py', 'https://github.com/NillionNetwork/nilrag'),
          external('Examples', 'https://github.com/NillionNetwork/nilrag/tree/main/examples'),
        ],
      },
      {type: 'link', label: 'nilAI API', href: '/api/nilai/overview'},
    ],
  },
  {type: 'doc', id: 'build/permissions-and-payments', label: 'Permissions and Payments'},
  'build/ai-assisted-workflow',
  {type: 'doc', id: 'tools', label: 'Developer Tools'},
] satisfies SidebarItem[];

// Blacklight has two readers: a builder whose workload it verifies and an operator who runs a
// node. Each gets a group of its own; the network and funding pages serve both.
const blacklight = [
  heading('Blacklight'),
  {type: 'doc', id: 'blacklight/overview', label: 'Overview'},
  'blacklight/how-verification-works',
  {
    type: 'category',
    label: 'Verify Your Workload',
    items: ['blacklight/workloads/register', 'blacklight/workloads/results'],
  },
  {
    type: 'category',
    label: 'Run a Node',
    items: [
      'blacklight/operators/requirements',
      'blacklight/operators/run-a-node',
      'blacklight/operators/staking-and-rewards',
      'blacklight/operators/managed-node',
    ],
  },
  'blacklight/network',
  'blacklight/funding',
] satisfies SidebarItem[];

const community = [
  heading('Community'),
  'community/community-and-support',
  {
    type: 'category',
    label: 'Wallet and Testnet Guides',
    items: [
      'community/guides/nillion-wallet',
      'community/guides/sending-nil',
      {
        type: 'category',
        label: 'Testnet Guides',
        link: {type: 'doc', id: 'community/guides/testnet'},
        items: ['community/guides/testnet-faucet'],
      },
    ],
  },
  external('Tokenomics', 'https://nillion.com/news/blind-compute-needs-its-first-champion/'),
  external('Nucleus Builders Program', 'https://nucleus.nillion.com/'),
  external('Nillion App Gallery', 'https://mini-app.nillion.com/'),
  external('Status Page', 'https://status.nillion.com/'),
] satisfies SidebarItem[];

const sidebars = {
  nillionSidebar: [...learn, ...build, ...blacklight, ...community],
} satisfies SidebarsConfig;

export default sidebars;
