/**
 * One-typo queries for comparing engines (scripts/bench-search-engines.ts), derived from the
 * relevance cases by a fixed rule so nobody picks typos an engine happens to handle: in the
 * longest word of five letters or more, drop the middle letter (even-numbered cases) or swap
 * it with the letter before it (odd-numbered cases). Cases that already are typos or partial
 * words are skipped. tests/unit/search-typo-queries.test.ts checks the list below still equals
 * what the rule derives, so it changes only when the relevance cases do (last: their pages after
 * the issue-35 rewrite of Latest).
 */
import type {RelevanceCase} from './relevance-queries';

export interface TypoCase {
  query: string;
  /** The relevance query it was derived from. */
  from: string;
  typo: 'drop' | 'swap';
  pages: string[];
}

export const MIN_TYPO_WORD = 5;

/** The word of a query to misspell: the longest all-letter word of 5+ letters, first on ties. */
export function typoTarget(query: string): {start: number; word: string} | null {
  let best: {start: number; word: string} | null = null;
  for (const match of query.matchAll(/\p{L}+/gu)) {
    const word = match[0];
    if (word.length >= MIN_TYPO_WORD && (!best || word.length > best.word.length)) {
      best = {start: match.index, word};
    }
  }
  return best;
}

/** The word with one typo: its middle letter dropped, or swapped with a different letter before it. */
export function misspell(word: string, typo: TypoCase['typo']): string {
  const middle = Math.floor(word.length / 2);
  if (typo === 'drop') return word.slice(0, middle) + word.slice(middle + 1);
  // Swap the nearest pair of different neighbouring letters at or before the middle, so the
  // result always differs from the word.
  for (let at = middle; at > 0; at -= 1) {
    if (word[at - 1].toLowerCase() !== word[at].toLowerCase()) {
      return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
    }
  }
  return word.slice(0, middle) + word.slice(middle + 1);
}

export function deriveTypoCases(cases: readonly RelevanceCase[]): TypoCase[] {
  const derived: TypoCase[] = [];
  for (const testCase of cases) {
    if (testCase.kind === 'typo' || testCase.kind === 'partial') continue;
    const target = typoTarget(testCase.query);
    if (!target) continue;
    const typo = derived.length % 2 === 0 ? 'drop' : 'swap';
    const query =
      testCase.query.slice(0, target.start) +
      misspell(target.word, typo) +
      testCase.query.slice(target.start + target.word.length);
    derived.push({query, from: testCase.query, typo, pages: testCase.pages});
  }
  return derived;
}

/** What deriveTypoCases(RELEVANCE_CASES) gives (checked by a unit test). */
export const TYPO_CASES: TypoCase[] = [
  {
    query: 'niDB',
    from: 'nilDB',
    typo: 'drop',
    pages: [
      '/build/private-storage/overview',
      '/api/nildb-v1/overview',
      '/api/nildb/overview',
      '/learn/blind-modules',
    ],
  },
  {
    query: 'nliAI',
    from: 'nilAI',
    typo: 'swap',
    pages: ['/build/private-llms/overview', '/api/nilai/overview', '/learn/blind-modules'],
  },
  {
    query: 'niCC',
    from: 'nilCC',
    typo: 'drop',
    pages: ['/build/compute/overview', '/learn/blind-modules'],
  },
  {query: 'niRlAG', from: 'nilRAG', typo: 'swap', pages: ['/build/private-llms/nilRAG']},
  {query: 'Blinfold', from: 'Blindfold', typo: 'drop', pages: ['/build/private-storage/blindfold']},
  {
    query: 'SecreVtaults',
    from: 'SecretVaults',
    typo: 'swap',
    pages: ['/build/private-storage/secretvaults', '/build/private-storage/ts-docs'],
  },
  {
    query: 'nilCain',
    from: 'nilChain',
    typo: 'drop',
    pages: ['/learn/architecture', '/build/network-config'],
  },
  {
    query: 'Pentet',
    from: 'Petnet',
    typo: 'swap',
    pages: ['/learn/architecture', '/build/network-config'],
  },
  {
    query: 'nilay',
    from: 'nilPay',
    typo: 'drop',
    pages: ['/build/network-api-access', '/build/private-storage/access'],
  },
  {query: 'Kpelr', from: 'Keplr', typo: 'swap', pages: ['/community/guides/nillion-wallet']},
  {
    query: 'colletion explorer',
    from: 'collection explorer',
    typo: 'drop',
    pages: ['/build/private-storage/collection-explorer'],
  },
  {
    query: 'craete a wallet',
    from: 'create a wallet',
    typo: 'swap',
    pages: ['/community/guides/nillion-wallet'],
  },
  {
    query: 'get tesnet tokens',
    from: 'get testnet tokens',
    typo: 'drop',
    pages: ['/community/guides/testnet-faucet', '/community/guides/testnet'],
  },
  {
    query: 'craete an API key',
    from: 'create an API key',
    typo: 'swap',
    pages: ['/build/network-api-access'],
  },
  {
    query: 'deploy a workoad',
    from: 'deploy a workload',
    typo: 'drop',
    pages: ['/build/compute/quickstart'],
  },
  {
    query: 'store encyrpted data',
    from: 'store encrypted data',
    typo: 'swap',
    pages: [
      '/build/private-storage/quickstart',
      '/build/private-storage/overview',
      '/build/private-storage/platform-nodejs',
    ],
  },
  {
    query: 'Rect app',
    from: 'React app',
    typo: 'drop',
    pages: ['/build/private-storage/platform-react'],
  },
  {
    query: 'Node.js reicpe',
    from: 'Node.js recipe',
    typo: 'swap',
    pages: ['/build/private-storage/platform-nodejs'],
  },
  {
    query: 'streming responses',
    from: 'streaming responses',
    typo: 'drop',
    pages: ['/build/private-llms/usage'],
  },
  {
    query: 'web serach',
    from: 'web search',
    typo: 'swap',
    pages: ['/build/private-llms/advanced/web_search'],
  },
  {
    query: 'priate prompts',
    from: 'private prompts',
    typo: 'drop',
    pages: ['/build/private-llms/advanced/private_prompts'],
  },
  {
    query: 'cahin id',
    from: 'chain id',
    typo: 'swap',
    pages: [
      '/community/guides/nillion-wallet',
      '/learn/architecture',
      '/build/private-storage/wallet-sign-in',
      '/build/network-config',
    ],
  },
  {
    query: 'RPC endpint',
    from: 'RPC endpoint',
    typo: 'drop',
    pages: ['/community/guides/nillion-wallet', '/learn/architecture'],
  },
  {
    query: 'docker compose limiattions',
    from: 'docker compose limitations',
    typo: 'swap',
    pages: ['/build/compute/limitations'],
  },
  {
    query: 'confidntial VM',
    from: 'confidential VM',
    typo: 'drop',
    pages: ['/build/compute/key-terms', '/build/compute/architecture'],
  },
  {query: 'use csaes', from: 'use cases', typo: 'swap', pages: ['/learn/use-cases']},
  {
    query: 'secret shaing',
    from: 'secret sharing',
    typo: 'drop',
    pages: ['/learn/protocols', '/build/private-storage/blindfold'],
  },
  {
    query: 'comumnity support',
    from: 'community support',
    typo: 'swap',
    pages: ['/community/community-and-support'],
  },
  {
    query: 'chat compltions',
    from: 'chat completions',
    typo: 'drop',
    pages: ['/api/nilai/chat-completion-v-1-chat-completions-post', '/api/nilai/overview'],
  },
  {
    query: 'attetsation report',
    from: 'attestation report',
    typo: 'swap',
    pages: [
      '/api/nilai/get-attestation-v-1-attestation-report-get',
      '/build/private-llms/overview',
      '/build/private-llms/usage',
      '/build/private-llms/key-concepts',
    ],
  },
  {
    query: 'list modls',
    from: 'list models',
    typo: 'drop',
    pages: ['/api/nilai/get-models-v-1-models-get', '/build/private-llms/overview'],
  },
  {
    query: 'uasge',
    from: 'usage',
    typo: 'swap',
    pages: ['/api/nilai/get-usage-v-1-usage-get', '/build/private-llms/usage'],
  },
  {query: 'uplad data', from: 'upload data', typo: 'drop', pages: ['/api/nildb/upload-data']},
  {
    query: 'exceute query',
    from: 'execute query',
    typo: 'swap',
    pages: ['/api/nildb/execute-query'],
  },
  {query: 'delte schema', from: 'delete schema', typo: 'drop', pages: ['/api/nildb/delete-schema']},
  {
    query: 'helath check',
    from: 'health check',
    typo: 'swap',
    pages: [
      '/api/nilai/health-check-v-1-health-get',
      '/api/nildb-v1/read-node-health',
      '/api/nildb/get-health-status',
    ],
  },
  {
    query: '401 unauthrized',
    from: '401 unauthorized',
    typo: 'drop',
    pages: [
      '/api/nilai/overview',
      '/api/nildb-v1/overview',
      '/api/nildb/overview',
      '/api/overview',
    ],
  },
  {
    query: 'troublsehooting faucet',
    from: 'troubleshooting faucet',
    typo: 'swap',
    pages: ['/community/guides/testnet-faucet'],
  },
];
