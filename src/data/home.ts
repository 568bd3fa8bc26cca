/** Content of the home page's cards, kept apart from the layout. */

export interface BlindModule {
  product: string;
  name: string;
  summary: string;
  overview: string;
  quickstart: string;
  reference?: string;
}

export const blindModules: readonly BlindModule[] = [
  {
    product: 'nilDB',
    name: 'Private Storage',
    summary:
      'Keep sensitive fields encrypted and split across independent nodes, and still query them with the SecretVaults SDK.',
    overview: '/build/private-storage/overview',
    quickstart: '/build/private-storage/quickstart',
    reference: '/api/nildb-v1/overview',
  },
  {
    product: 'nilAI',
    name: 'Private LLMs',
    summary:
      'Send prompts to models running inside trusted execution environments through an OpenAI-compatible API.',
    overview: '/build/private-llms/overview',
    quickstart: '/build/private-llms/quickstart',
    reference: '/api/nilai/overview',
  },
  {
    product: 'nilCC',
    name: 'Blind Compute',
    summary:
      'Run any containerised workload inside a confidential virtual machine whose attestation anyone can check.',
    overview: '/build/compute/overview',
    quickstart: '/build/compute/quickstart',
  },
];

export interface StartingPoint {
  title: string;
  text: string;
  to: string;
}

export const startingPoints: readonly StartingPoint[] = [
  {
    title: 'Learn',
    text: 'What a blind computer is, how the network is built and which privacy technologies it uses.',
    to: '/learn/what-is-nillion',
  },
  {
    title: 'Build',
    text: 'Get network access and ship your first app with one of the Nillion SDKs.',
    to: '/build/quickstart',
  },
  {
    title: 'API reference',
    text: 'Every nilAI and nilDB endpoint, with parameters, responses and a request explorer.',
    to: '/api/overview',
  },
  {
    title: 'Community',
    text: 'Meet other builders, get help and help shape blind computation.',
    to: '/community/community-and-support',
  },
  {
    title: 'Technical Articles',
    text: 'Deep dives from the Nillion team on architecture, encryption and real applications.',
    to: '/articles',
  },
  {
    title: 'Developer Tools',
    text: 'The testnet faucet, nilPay, Collection Explorer, the nilCC Workload Manager and more hosted tools.',
    to: '/tools',
  },
];

export const communityLinks: readonly {label: string; href: string}[] = [
  {label: 'Discord', href: 'https://discord.com/invite/nillionnetwork'},
  {label: 'GitHub Discussions', href: 'https://github.com/orgs/NillionNetwork/discussions'},
  {label: 'GitHub', href: 'https://github.com/NillionNetwork'},
  {label: 'X: @BuildOnNillion', href: 'https://x.com/buildonnillion'},
];
