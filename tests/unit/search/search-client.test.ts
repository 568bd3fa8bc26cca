import {describe, expect, it, vi} from 'vitest';
import {SearchEngine, transpositions} from '../../../src/lib/search/engine';
import {SearchUnavailableError, type SearchQuery} from '../../../src/lib/search/client';
import {answer, createLocalSearchClient} from '../../../src/lib/search/local';
import {splitIndexOf} from '../../support/split-index';
import {
  SMALL_SCREEN_QUERY,
  snippetAttributes,
  type RecordType,
  type SearchRecord,
} from '../../../src/lib/search/types';
import {hitsOf} from '../../support/search-results';

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

const ask = (query: string, extra: Partial<SearchQuery> = {}): SearchQuery => ({
  query,
  language: 'en',
  tags: ['default', 'docs-api-current'],
  ...extra,
});

describe('answer (the SearchClient contract, in memory)', () => {
  it('answers hits best first, marked, snippeted to the words asked for, and counts them', () => {
    const results = answer(engine, ask('nilai module', {snippetWords: 5}));
    // The record with every query word first; one with only some of them after it.
    expect(hitsOf(results).map((found) => found.url)).toEqual([
      'https://docs.example.org/learn/blind-modules',
      'https://docs.example.org/api/nilai/overview',
    ]);
    expect(results).toMatchObject({query: 'nilai module', total: 2, page: 0, pages: 1});
    const [hit] = hitsOf(results);
    expect(hit).toMatchObject({type: 'content', code: false});
    expect(hit.hierarchy.lvl0).toBe('Learn');
    expect(hit.snippet).toBe('The <mark>nilAI</mark> <mark>module</mark> runs models…');
    expect(hit.headings.lvl1).toBe('Blind <mark>Modules</mark>');
  });

  it('escapes page text before marking it: markup in a page stays text', () => {
    const [hit] = hitsOf(answer(engine, ask('nilai module')));
    expect(hit.snippet).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hit.snippet).not.toContain('<img');
  });

  it('gives a heading hit no snippet, and only the heading levels it has', () => {
    const results = answer(engine, ask('network configuration', {snippetWords: 10}));
    const heading = hitsOf(results).find((hit) => hit.type === 'lvl1')!;
    expect(heading.snippet).toBeNull();
    expect(Object.keys(heading.headings)).toEqual(['lvl0', 'lvl1']);
    expect(heading.headings.lvl1).toBe('<mark>Network</mark> <mark>Configuration</mark>');
  });

  it('pages through results, a page of the site at a time', () => {
    const first = answer(engine, ask('nilai', {pagesPerResult: 1, page: 0}));
    const second = answer(engine, ask('nilai', {pagesPerResult: 1, page: 1}));
    expect(first).toMatchObject({total: 2, pages: 2, page: 0});
    expect(second.page).toBe(1);
    expect(first.found).toHaveLength(1);
    expect(first.found[0].url).not.toBe(second.found[0].url);
  });

  it('lists 10 pages of the site a page of results unless asked otherwise', () => {
    const many = new SearchEngine(
      Array.from({length: 25}, (_value, at) =>
        record(`/build/page-${at}`, 'content', {content: 'enclave attestation'}),
      ),
    );
    const results = answer(many, ask('enclave'));
    expect(results.found).toHaveLength(10);
    expect(results).toMatchObject({total: 25, pages: 3});
  });

  it('keeps hits to the language, the context tags and the sections asked for', () => {
    expect(hitsOf(answer(engine, ask('nilai', {language: 'fr'})))).toEqual([]);
    // The API page carries only the API reference's tag.
    expect(hitsOf(answer(engine, ask('nilai', {tags: ['default']}))).map(({url}) => url)).toEqual([
      'https://docs.example.org/learn/blind-modules',
    ]);
    expect(answer(engine, ask('nilai', {tags: []})).total).toBe(2);
    const inSections = (sections: string[]) =>
      hitsOf(answer(engine, ask('nilai', {sections}))).map(({hierarchy}) => hierarchy.lvl0);
    expect(inSections(['API'])).toEqual(['API']);
    expect(inSections(['API', 'Learn']).sort()).toEqual(['API', 'Learn']);
    expect(inSections([])).toHaveLength(2);
  });

  it('caps the query at 64 characters', () => {
    expect(answer(engine, ask('x'.repeat(100))).query).toHaveLength(64);
  });
});

describe('createLocalSearchClient', () => {
  it('is the local backend, answering from the loaded index', async () => {
    const client = createLocalSearchClient(async () => splitIndexOf(records));
    expect(client.backend).toBe('local');
    const results = await client.search(ask('blindfold'));
    // Two hits on one page: one page found.
    expect(results.total).toBe(1);
    expect(hitsOf(results).map(({url}) => url)).toEqual([
      'https://docs.example.org/build/private-storage/blindfold',
      'https://docs.example.org/build/private-storage/blindfold',
    ]);
  });

  it('loads the index once, and again after a failure, which it reports as unavailable', async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(splitIndexOf(records));
    const client = createLocalSearchClient(loader);
    await expect(client.search(ask('nildb'))).rejects.toBeInstanceOf(SearchUnavailableError);
    await client.search(ask('nildb'));
    await client.search(ask('nilai'));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("rejects with the signal's reason once aborted, not as unavailable", async () => {
    const client = createLocalSearchClient(async () => splitIndexOf(records));
    const controller = new AbortController();
    const reason = new Error('a newer query');
    controller.abort(reason);
    await expect(client.search(ask('blindfold'), controller.signal)).rejects.toBe(reason);
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
