/**
 * What /search shows under a hit on a page itself (issue 22, item 8: "a snippet for page-level
 * hits: the page description or first paragraph"), and which `?section=` values it reads.
 */
import {describe, expect, it} from 'vitest';
import type {PageModel} from '../../plugins/page-model/model';
import {pageSummary, searchSummaries} from '../../plugins/page-model/outputs/search-summaries';
import {searchSectionOf} from '../../src/lib/searchSummaries';

function page(overrides: Partial<PageModel>): PageModel {
  return {
    route: '/learn/x',
    url: 'https://docs.example/learn/x',
    type: 'doc',
    section: 'Learn',
    title: 'X',
    description: '',
    language: 'en',
    searchTags: [],
    headings: [],
    blocks: [],
    ...overrides,
  } as PageModel;
}

const paragraph = (text: string) => ({type: 'paragraph', content: [{type: 'text', text}]});

describe('page summaries for /search', () => {
  it('is the description when the page has one', () => {
    const described = page({
      description: 'Stores data encrypted across nodes.',
      blocks: [paragraph('First paragraph.')] as PageModel['blocks'],
    });
    expect(pageSummary(described)).toBe('Stores data encrypted across nodes.');
  });

  it('is the first paragraph otherwise, skipping what comes before it', () => {
    const plain = page({
      blocks: [
        {type: 'heading', level: 2, text: 'Intro', id: 'intro', content: []},
        paragraph('The first words a reader sees.'),
        paragraph('Then more.'),
      ] as unknown as PageModel['blocks'],
    });
    expect(pageSummary(plain)).toBe('The first words a reader sees.');
  });

  it('is cut at a word, with an ellipsis, past about two lines', () => {
    const long = page({description: `${'word '.repeat(80)}end`});
    const summary = pageSummary(long);
    expect(summary.length).toBeLessThanOrEqual(221);
    expect(summary).toMatch(/word…$/);
  });

  it('lists pages by route and leaves out pages with nothing to say', () => {
    expect(searchSummaries([page({route: '/a', description: 'A.'}), page({route: '/b'})])).toEqual({
      '/a': 'A.',
    });
  });
});

describe('?section= on /search', () => {
  it('names one of Learn, Build, Community, Articles, API, in any case; anything else is all', () => {
    expect(searchSectionOf('learn')).toBe('Learn');
    expect(searchSectionOf('API')).toBe('API');
    expect(searchSectionOf('articles')).toBe('Articles');
    expect(searchSectionOf('fixtures')).toBeNull();
    expect(searchSectionOf('')).toBeNull();
    expect(searchSectionOf(null)).toBeNull();
  });
});
