/**
 * The MCP server answers a question asked again from memory (DocsData.search): the same hits as
 * the engine gives, and every part of the question (section, number of pages, docs version)
 * tells one remembered answer from another.
 */
import {describe, expect, it} from 'vitest';
import {LATEST} from '../../../config/versions';
import {apiCatalogue} from '../../../mcp/api-operations';
import {docsData, searchDocs} from '../../../mcp/server';
import type {SearchRecord} from '../../../src/lib/search/types';

const SITE = 'https://docs.example.org';
const record = (route: string, section: string, title: string, content: string): SearchRecord => ({
  objectID: route,
  url: `${SITE}${route}`,
  url_without_anchor: `${SITE}${route}`,
  anchor: null,
  type: 'content',
  hierarchy: {
    lvl0: section,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content,
  language: 'en',
  docusaurus_tag: ['docs-default-current'],
  position: 0,
});

const data = (
  searchesRemembered: {askedOnce: number; askedAgain: number} | null = {
    askedOnce: 4,
    askedAgain: 4,
  },
) =>
  docsData(
    {
      siteUrl: SITE,
      origin: 'test',
      records: [
        record('/learn/privacy', 'Learn', 'Privacy', 'Private data stays private with Nillion.'),
        record('/build/storage', 'Build', 'Storage', 'Store private data in nilDB.'),
        record('/build/keys', 'Build', 'Keys', 'Private keys sign requests.'),
      ],
      pages: [],
      readText: async () => null,
    },
    apiCatalogue(),
    searchesRemembered ? {searchesRemembered} : {},
  );

const urls = (hits: readonly {url: string}[]) => hits.map(({url}) => url);

describe('DocsData.search', () => {
  it('gives the engine’s answer, and the same answer when asked again', () => {
    const docs = data();
    const first = docs.search('private');
    expect(urls(first)).toEqual(urls(searchDocs(docs.engine(), 'private')));
    expect(first).toHaveLength(3);
    // The answer remembered, not a new search.
    expect(docs.search('private')).toBe(first);
  });

  it('remembers nothing when not asked to (the stdio server)', () => {
    const docs = data(null);
    const first = docs.search('private');
    expect(docs.search('private')).not.toBe(first);
    expect(docs.search('private')).toEqual(first);
  });

  it('keeps answers to questions that differ only in section or number of pages apart', () => {
    const docs = data();
    expect(docs.search('private')).toHaveLength(3);
    expect(urls(docs.search('private', {section: 'Learn'}))).toEqual([`${SITE}/learn/privacy`]);
    expect(docs.search('private', {limit: 1})).toHaveLength(1);
    expect(docs.search('private', {section: 'Build'})).toHaveLength(2);
    expect(docs.search('private', {version: LATEST})).toHaveLength(3);
  });

  it('keeps an answer asked again through a flood of questions each asked once', () => {
    const docs = data({askedOnce: 3, askedAgain: 2});
    const popular = docs.search('private');
    expect(docs.search('private')).toBe(popular);
    for (let n = 0; n < 50; n += 1) docs.search(`keys ${n}`);
    expect(docs.search('private')).toBe(popular);
    // A question asked only once is forgotten after as many others as the probation part holds.
    const once = docs.search('storage');
    for (let n = 0; n < 3; n += 1) docs.search(`data ${n}`);
    expect(docs.search('storage')).not.toBe(once);
  });

  it('hands out an answer no request can change', () => {
    const docs = data();
    const hits = docs.search('keys');
    expect(() => (hits as unknown as {title: string}[]).push({title: 'planted'})).toThrow();
    expect(() => ((hits[0] as {title: string}).title = 'planted')).toThrow();
    expect(docs.search('keys')[0]!.title).toBe('Keys');
  });
});
