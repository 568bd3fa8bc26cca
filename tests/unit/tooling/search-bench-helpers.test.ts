import {describe, expect, it} from 'vitest';
import {
  foundShare,
  percentile,
  scoreCases,
  topPages,
} from '../../../scripts/relevance/search-relevance';
import type {SearchRecord} from '../../../src/lib/search/types';

const record = (route: string, anchor = ''): SearchRecord =>
  ({
    url_without_anchor: `https://docs.example${route}`,
    url: `https://docs.example${route}#${anchor}`,
  }) as SearchRecord;

describe('relevance scoring', () => {
  it('counts distinct pages in rank order', () => {
    const results = [
      record('/a', 'x'),
      record('/a', 'y'),
      record('/b'),
      record('/c'),
      record('/d'),
    ];
    expect(topPages(results, 3)).toEqual(['/a', '/b', '/c']);
    expect(topPages([], 3)).toEqual([]);
  });

  it('finds a case when one of its pages is in the top three, and not when it is fourth', () => {
    const results = [record('/a'), record('/b'), record('/c'), record('/d')];
    const rows = scoreCases(
      [
        {query: 'q1', pages: ['/c', '/z']},
        {query: 'q2', pages: ['/d']},
      ],
      () => results,
    );
    expect(rows.map((row) => row.rank)).toEqual([2, -1]);
    expect(foundShare(rows)).toBe(0.5);
    expect(foundShare([])).toBe(0);
  });
});

describe('percentile', () => {
  it('takes the nearest rank of the sorted values', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(10);
    expect(percentile([7], 95)).toBe(7);
  });

  it('refuses an empty list', () => {
    expect(() => percentile([], 50)).toThrow(/empty/);
  });
});
