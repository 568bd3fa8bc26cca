/**
 * What /search shows under a hit on a page itself (issue 22, item 8: "a snippet for page-level
 * hits: the page description or first paragraph"), and which `?section=` values it reads.
 */
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {PageModel} from '../../../src/lib/page-model/model';
import {
  pageSummary,
  searchSummaries,
  searchSummariesOutput,
} from '../../../plugins/page-model/outputs/search-summaries';
import {searchSectionOf} from '../../../src/lib/searchSummaries';

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

  it('keeps a summary of exactly 220 characters whole, and cuts one of 221', () => {
    const whole = `${'abcd '.repeat(43)}abcde`;
    expect(whole).toHaveLength(220);
    expect(pageSummary(page({description: whole}))).toBe(whole);
    expect(pageSummary(page({description: `${whole}f`}))).toBe(`${'abcd '.repeat(43).trimEnd()}…`);
  });

  it('trims the description, and takes a blank one for none', () => {
    expect(pageSummary(page({description: '  Spaced out.  '}))).toBe('Spaced out.');
    const blank = page({
      description: '   ',
      blocks: [paragraph('The paragraph instead.')] as PageModel['blocks'],
    });
    expect(pageSummary(blank)).toBe('The paragraph instead.');
  });

  it('is empty for a page with neither a description nor a paragraph', () => {
    const bare = page({
      blocks: [
        {type: 'heading', level: 2, text: 'Only a heading', id: 'h', content: []},
      ] as unknown as PageModel['blocks'],
    });
    expect(pageSummary(bare)).toBe('');
  });

  it('cuts a first paragraph too', () => {
    const long = page({blocks: [paragraph(`${'word '.repeat(80)}end`)] as PageModel['blocks']});
    expect(pageSummary(long)).toBe(`${'word '.repeat(43)}word…`);
  });

  it('lists pages by route and leaves out pages with nothing to say', () => {
    expect(searchSummaries([page({route: '/a', description: 'A.'}), page({route: '/b'})])).toEqual({
      '/a': 'A.',
    });
  });
});

describe('build/search/summaries.json', () => {
  it('is written into a build not yet created, and the build log says what it holds', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'search-summaries-'));
    try {
      const outDir = path.join(root, 'build');
      const pages = Array.from({length: 30}, (_value, at) =>
        page({route: `/learn/page-${at}`, description: `Page ${at}: ${'x'.repeat(200)}`}),
      );
      const message = await searchSummariesOutput.write(
        {pages: [...pages, page({route: '/learn/silent'})], outDir, files: []},
        {} as never,
      );
      const body = await readFile(path.join(outDir, 'search', 'summaries.json'), 'utf8');
      const written = JSON.parse(body) as Record<string, string>;
      expect(Object.keys(written)).toHaveLength(30);
      expect(written['/learn/page-3']).toBe(`Page 3: ${'x'.repeat(200)}`);
      // About 6.6 KiB of JSON for 30 summaries of about 210 characters.
      expect(message).toBe('30 pages, 7 KiB raw, /search/summaries.json');
      expect(searchSummariesOutput.name).toBe('Search summaries');
    } finally {
      await rm(root, {recursive: true, force: true});
    }
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
