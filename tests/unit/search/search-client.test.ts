import {describe, expect, it, vi} from 'vitest';
import {SearchEngine, transpositions} from '../../../src/lib/search/engine';
import {
  answer,
  createLocalSearchClient,
  normalizeRequest,
} from '../../../src/lib/search/localClient';
import {splitIndexOf} from '../../support/split-index';
import {
  SMALL_SCREEN_QUERY,
  snippetAttributes,
  type RecordType,
  type SearchRecord,
} from '../../../src/lib/search/types';

let position = 0;
function record(
  route: string,
  type: RecordType,
  {
    title = 'Page',
    lvl2 = null,
    content = null,
    lvl0 = 'Build',
    tags = ['default'],
  }: {
    title?: string;
    lvl2?: string | null;
    content?: string | null;
    lvl0?: string;
    tags?: string[];
  } = {},
): SearchRecord {
  position += 1;
  const url = `https://docs.example.org${route}`;
  return {
    objectID: `${route}#-${position}`,
    url,
    url_without_anchor: url,
    anchor: null,
    type,
    hierarchy: {lvl0, lvl1: title, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content,
    language: 'en',
    docusaurus_tag: tags,
    position,
  };
}

const records: SearchRecord[] = [
  record('/build/network-config', 'lvl1', {title: 'Network Configuration'}),
  record('/build/quickstart', 'content', {
    title: 'Start Building',
    content: 'Read the network configuration page before you connect.',
  }),
  record('/build/private-storage/secretvaults', 'lvl1', {title: 'SecretVaults SDK'}),
  record('/build/private-storage/blindfold', 'lvl1', {title: 'Blindfold Library'}),
  record('/build/private-storage/blindfold', 'content', {
    title: 'Blindfold Library',
    content: 'Blindfold encrypts values before they reach nilDB.',
  }),
  record('/tools', 'lvl2', {title: 'Developer Tools', lvl2: 'Which tool do I want?'}),
  record('/build/private-llms/nilRAG', 'content', {
    title: 'Retrieval Library',
    content: 'pip install nilrag',
  }),
  record('/learn/protocols', 'lvl2', {title: 'Protocols', lvl2: 'Secret sharing', lvl0: 'Learn'}),
  record('/api/nilai/overview', 'lvl1', {
    title: 'nilAI API',
    lvl0: 'API',
    tags: ['docs-api-current'],
  }),
  record('/learn/blind-modules', 'content', {
    title: 'Blind Modules',
    lvl0: 'Learn',
    content: 'The nilAI module runs models in a TEE. <img src=x onerror=alert(1)>',
  }),
];
const engine = new SearchEngine(records);
const routes = (query: string) =>
  engine.search(query).map(({record: found}) => new URL(found.url).pathname);

describe('SearchEngine', () => {
  it('matches the word being typed as a prefix', () => {
    expect(routes('secretv')[0]).toBe('/build/private-storage/secretvaults');
    expect(routes('blindf')).toContain('/build/private-storage/blindfold');
  });

  it('tolerates one typo in words of five letters or more, not in three-letter words', () => {
    expect(routes('blindfolt')[0]).toBe('/build/private-storage/blindfold');
    expect(routes('nertwork configuration')).toContain('/build/network-config');
    expect(routes('nilxi')).toContain('/api/nilai/overview');
    // A dropped letter leaves four.
    expect(routes('nlai')).toContain('/api/nilai/overview');
    expect(routes('tee')).toContain('/learn/blind-modules');
    expect(routes('tex')).toEqual([]);
  });

  it('looks at titles and headings only while a one-word query is under three letters', () => {
    // "ne" starts "Network Configuration" (a title) and "network" in body text.
    expect(routes('ne')).toEqual(['/build/network-config']);
    expect(routes('net')).toContain('/build/quickstart');
  });

  it('counts two swapped neighbouring letters as one typo', () => {
    expect(routes('blindfodl')[0]).toBe('/build/private-storage/blindfold');
    expect(routes('nliai')).toContain('/api/nilai/overview');
    expect(routes('secert sharing')).toContain('/learn/protocols');
    // A swap plus another typo is two.
    expect(routes('nlixa')).toEqual([]);
  });

  it('lists the transpositions of a word once each', () => {
    expect(transpositions('abc')).toEqual(['bac', 'acb']);
    expect(transpositions('noon')).toEqual(['onon', 'nono']);
    expect(transpositions('aa')).toEqual([]);
  });

  it('ranks a page title above the same words in body text', () => {
    expect(routes('network configuration').slice(0, 2)).toEqual([
      '/build/network-config',
      '/build/quickstart',
    ]);
  });

  it('matches a name the content writes joined when it is typed split or hyphenated', () => {
    expect(routes('secret vaults')[0]).toBe('/build/private-storage/secretvaults');
    expect(routes('secret-vaults')[0]).toBe('/build/private-storage/secretvaults');
    expect(routes('blind fold')[0]).toBe('/build/private-storage/blindfold');
    expect(routes('nil rag')[0]).toBe('/build/private-llms/nilRAG');
  });

  it('tries a joined word the index does not hold as two words it does hold', () => {
    expect(routes('networkconfiguration')[0]).toBe('/build/network-config');
  });

  it('leaves stop words out of a question, but answers a query made only of them', () => {
    expect(routes('what do I want for blindfold')[0]).toBe('/build/private-storage/blindfold');
    expect(routes('before you')).toContain('/build/quickstart');
  });

  it('answers empty, punctuation-only and over-long queries without error', () => {
    expect(engine.search('')).toEqual([]);
    expect(engine.search('?!…—')).toEqual([]);
    expect(() => engine.search('blindfold '.repeat(40))).not.toThrow();
  });

  it('applies facet filters as an AND of ORs', () => {
    const filtered = engine.search('nilai', {
      facetFilters: ['language:en', ['docusaurus_tag:default']],
    });
    expect(filtered.map(({record: found}) => found.hierarchy.lvl1)).toEqual(['Blind Modules']);
  });

  it('filters by section with the lvl0 facet, exactly as the section is named', () => {
    const inApi = engine.search('nilai', {facetFilters: ['hierarchy.lvl0:API']});
    expect(inApi.map(({record: found}) => new URL(found.url).pathname)).toEqual([
      '/api/nilai/overview',
    ]);
    expect(engine.search('nilai', {facetFilters: ['hierarchy.lvl0:api']})).toEqual([]);
  });
});

describe('answer (Algolia response contract)', () => {
  it('returns hits with highlight and snippet results, nbHits and a query id', () => {
    const response = answer(engine, {
      indexName: 'nillion_docs',
      query: 'nilai module',
      attributesToSnippet: ['content:5'],
      snippetEllipsisText: '…',
    });
    // The record with every query word first; one with only some of them after it.
    expect(response.hits.map((found) => found.url)).toEqual([
      'https://docs.example.org/learn/blind-modules',
      'https://docs.example.org/api/nilai/overview',
    ]);
    expect(response.nbHits).toBe(2);
    expect(response.hitsPerPage).toBe(20);
    expect(response.queryID).toMatch(/^[0-9a-f]{32}$/);
    const [hit] = response.hits;
    expect(hit.url).toBe('https://docs.example.org/learn/blind-modules');
    expect(hit._snippetResult.content?.value).toBe(
      'The <mark>nilAI</mark> <mark>module</mark> runs models…',
    );
    expect(hit._highlightResult.content?.value).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hit._highlightResult.content?.value).not.toContain('<img');
    expect(hit._highlightResult.hierarchy.lvl1.value).toBe('Blind <mark>Modules</mark>');
  });

  it('gives heading records no content entries, so nothing falls back to raw text', () => {
    const response = answer(engine, {
      indexName: 'nillion_docs',
      query: 'network configuration',
      attributesToSnippet: ['content:10'],
    });
    const heading = response.hits.find((hit) => hit.content === null)!;
    expect(heading._snippetResult).not.toHaveProperty('content');
    expect(heading._highlightResult).not.toHaveProperty('content');
    for (const hit of response.hits.filter((entry) => entry.content !== null)) {
      expect(hit._snippetResult.content?.value).toBeTypeOf('string');
    }
  });

  it('pages through results', () => {
    const first = answer(engine, {indexName: 'i', query: 'blindfold', hitsPerPage: 1, page: 0});
    const second = answer(engine, {indexName: 'i', query: 'blindfold', hitsPerPage: 1, page: 1});
    expect(first.nbHits).toBe(2);
    expect(first.nbPages).toBe(2);
    expect(first.hits[0].objectID).not.toBe(second.hits[0].objectID);
  });

  it('reads the params string of older clients (algoliasearch v4, as DocSearch 3 sent it)', () => {
    expect(
      normalizeRequest({
        indexName: 'nillion_docs',
        params:
          'query=nildb&hitsPerPage=20&facetFilters=%5B%22language%3Aen%22%5D&highlightPreTag=%3Cmark%3E',
      }),
    ).toEqual({
      indexName: 'nillion_docs',
      query: 'nildb',
      hitsPerPage: 20,
      facetFilters: ['language:en'],
      highlightPreTag: '<mark>',
    });
  });

  it('caps the query at 64 characters', () => {
    const response = answer(engine, {indexName: 'i', query: 'x'.repeat(100)});
    expect(response.query).toHaveLength(64);
  });
});

describe('createLocalSearchClient', () => {
  it('answers both request shapes from the loaded index', async () => {
    const client = createLocalSearchClient(async () => splitIndexOf(records));
    const modern = await client.search({requests: [{indexName: 'i', query: 'blindfold'}]});
    const legacy = await client.search([{indexName: 'i', params: 'query=blindfold'}]);
    expect(modern.results[0].nbHits).toBe(2);
    expect(legacy.results[0].nbHits).toBe(2);
  });

  it('loads the index once, and again after a failure', async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(splitIndexOf(records));
    const client = createLocalSearchClient(loader);
    await expect(client.search([{indexName: 'i', query: 'nildb'}])).rejects.toThrow('offline');
    await client.search([{indexName: 'i', query: 'nildb'}]);
    await client.search([{indexName: 'i', query: 'nilai'}]);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe('snippetAttributes', () => {
  it('takes a small screen to be one up to 768 px wide', () => {
    expect(SMALL_SCREEN_QUERY).toBe('(max-width: 768px)');
  });

  it('asks for 10-word snippets, 5 on small screens, for every level and the content', () => {
    expect(snippetAttributes(false)).toContain('content:10');
    expect(snippetAttributes(false)).toContain('hierarchy.lvl1:10');
    expect(snippetAttributes(true)).toContain('content:5');
    expect(snippetAttributes(true).every((attribute) => attribute.endsWith(':5'))).toBe(true);
    expect(snippetAttributes(true)).toHaveLength(7);
  });
});
