/**
 * How rankMatches (src/lib/search/engine.ts) turns MiniSearch's scores into the order shown, as
 * docs-dev/search.md states it: a record's score is scaled by the square of the share of the
 * query's words it covers, each word weighted by its rarity among the matches,
 * log(1 + records / matches covering it); then each record gains 0.3 times what the best four
 * matches of its page add up to beyond its own score. Ties keep MiniSearch's order.
 */
import type {SearchResult} from 'minisearch';
import {describe, expect, it} from 'vitest';
import {rankMatches, type QueryPlan, type RecordFacts} from '../../../src/lib/search/engine';

const facts = (page: string): RecordFacts => ({
  type: 'content',
  position: 0,
  page,
  section: 'Build',
  language: 'en',
  tags: ['default'],
});

const result = (id: number, score: number, queryTerms = ['alpha']): SearchResult => ({
  id,
  score,
  terms: queryTerms,
  queryTerms,
  match: {},
});

const planOf = (...terms: string[]): QueryPlan => ({
  terms,
  alternatives: terms.map((term, word) => ({
    term,
    words: [word],
    query: {queries: [term]},
  })),
  fields: undefined,
  query: {queries: terms, combineWith: 'OR'},
});

describe('ranking matches', () => {
  it("adds to each record 0.3 times what its page's best four matches hold beyond it", () => {
    // Page A's five matches, given out of order, and page B's one.
    const scores = new Map([
      [1, 4],
      [2, 10],
      [3, 2],
      [4, 8],
      [5, 6],
      [6, 9],
    ]);
    const pageOf = (id: number) => (id === 6 ? 'B' : 'A');
    const ranked = rankMatches(
      [...scores].map(([id, score]) => result(id, score)),
      planOf('alpha'),
      100,
      (id) => facts(pageOf(id)),
    );
    // A's best four add up to 10 + 8 + 6 + 4 = 28.
    const expected = [
      {id: 2, score: 10 + 0.3 * (28 - 10)},
      {id: 4, score: 8 + 0.3 * (28 - 8)},
      {id: 5, score: 6 + 0.3 * (28 - 6)},
      {id: 1, score: 4 + 0.3 * (28 - 4)},
      {id: 3, score: 2 + 0.3 * (28 - 2)},
      {id: 6, score: 9},
    ];
    expect(ranked.map(({id}) => id)).toEqual(expected.map(({id}) => id));
    ranked.forEach(({score}, at) => expect(score).toBeCloseTo(expected[at].score, 10));
  });

  it('scales a score by the square of the rarity-weighted share of the query it covers', () => {
    const ranked = rankMatches(
      [
        result(1, 1, ['alpha', 'beta']),
        result(2, 1, ['alpha']),
        result(3, 1, ['alpha']),
        result(4, 1, ['beta']),
      ],
      planOf('alpha', 'beta'),
      10,
      (id) => facts(`page-${id}`),
    );
    // "alpha" is covered by three matches of ten records, "beta" by two: beta is rarer.
    const alpha = Math.log(1 + 10 / 3);
    const beta = Math.log(1 + 10 / 2);
    const byId = new Map(ranked.map(({id, score}) => [id, score]));
    expect(byId.get(1)).toBeCloseTo(1, 10);
    expect(byId.get(2)).toBeCloseTo((alpha / (alpha + beta)) ** 2, 10);
    expect(byId.get(3)).toBeCloseTo((alpha / (alpha + beta)) ** 2, 10);
    expect(byId.get(4)).toBeCloseTo((beta / (alpha + beta)) ** 2, 10);
    // Ties keep the order they came in.
    expect(ranked.map(({id}) => id)).toEqual([1, 4, 2, 3]);
  });
});

describe("a page's standing (issue 38: articles and the legacy reference above the guides)", () => {
  const ORIGIN = 'https://docs.example';
  const on = (route: string, section: string): RecordFacts => ({
    ...facts(`${ORIGIN}${route}`),
    section,
  });
  const pages: [string, RecordFacts][] = [
    ['article', on('/articles/nildb-encryption', 'Articles')],
    ['legacy reference', on('/api/nildb/overview', 'API')],
    ['current reference', on('/api/nildb-v1/overview', 'API')],
    ['guide', on('/build/private-storage/overview', 'Build')],
  ];
  const rank = (scores: readonly number[]) =>
    rankMatches(
      scores.map((score, id) => result(id, score, ['nildb'])),
      planOf('nildb'),
      100,
      (id) => pages[id]![1],
    ).map(({id}) => pages[id]![0]);

  it('ranks a Latest guide first, then the current reference, when their matches are as good', () => {
    const ranked = rank([5, 5, 5, 5]);
    expect(ranked.slice(0, 2)).toEqual(['guide', 'current reference']);
    expect(ranked.slice(2).sort()).toEqual(['article', 'legacy reference']);
  });

  it('keeps the legacy reference and articles below the guide on a somewhat better match', () => {
    expect(rank([6, 6, 0, 5])[0]).toBe('guide');
  });

  it('still ranks an article first when it matches far better than any doc', () => {
    expect(rank([20, 1, 1, 1])[0]).toBe('article');
  });

  it('does not take the current API (nildb-v1) for the legacy one (nildb)', () => {
    expect(rank([0, 5, 5, 0])[0]).toBe('current reference');
  });
});
