import {describe, expect, it} from 'vitest';
import {foundShare, median, percentile, scoreCases, topPages} from '../../quality/search-relevance';
import type {SearchRecord} from '../../src/lib/search/types';
import {RELEVANCE_CASES} from '../../quality/relevance-queries';
import {TYPO_CASES, deriveTypoCases, misspell, typoTarget} from '../../quality/typo-queries';

const record = (route: string, anchor = ''): SearchRecord =>
  ({
    url_without_anchor: `https://docs.example${route}`,
    url: `https://docs.example${route}#${anchor}`,
  }) as SearchRecord;

describe('typo variants', () => {
  it('misspells the longest word of five letters or more, first on ties', () => {
    expect(typoTarget('store encrypted data')).toEqual({start: 6, word: 'encrypted'});
    expect(typoTarget('create a wallet')).toEqual({start: 0, word: 'create'});
    expect(typoTarget('chain id')).toEqual({start: 0, word: 'chain'});
    expect(typoTarget('NUC')).toBeNull();
    expect(typoTarget('send NIL')).toBeNull();
  });

  it('drops the middle letter or swaps it with a different letter before it', () => {
    expect(misspell('wallet', 'drop')).toBe('walet');
    expect(misspell('search', 'swap')).toBe('serach');
    // "ll" around the middle: the swap moves back to the nearest pair that differs.
    expect(misspell('allow', 'swap')).toBe('lalow');
    expect(misspell('aaaaa', 'swap')).toBe('aaaa');
    for (const typo of ['drop', 'swap'] as const) {
      for (const word of ['nilDB', 'Blindfold', 'attestation', 'usage']) {
        expect(misspell(word, typo)).not.toBe(word);
      }
    }
  });

  it('skips cases that are already typos or partial words, and alternates drop and swap', () => {
    const cases = deriveTypoCases([
      {query: 'walet', pages: ['/a'], kind: 'typo'},
      {query: 'blindf', pages: ['/b'], kind: 'partial'},
      {query: 'NUC', pages: ['/c'], kind: 'product'},
      {query: 'Blindfold', pages: ['/d'], kind: 'product'},
      {query: 'web search', pages: ['/e'], kind: 'task'},
    ]);
    expect(cases).toEqual([
      {query: 'Blinfold', from: 'Blindfold', typo: 'drop', pages: ['/d']},
      {query: 'web serach', from: 'web search', typo: 'swap', pages: ['/e']},
    ]);
  });

  it('keeps the checked-in list equal to what the rule derives from the relevance cases', () => {
    expect(TYPO_CASES).toEqual(deriveTypoCases(RELEVANCE_CASES));
    expect(TYPO_CASES.length).toBeGreaterThanOrEqual(20);
  });
});

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
    expect(median([3, 1, 2])).toBe(2);
    expect(percentile([7], 95)).toBe(7);
  });

  it('refuses an empty list', () => {
    expect(() => percentile([], 50)).toThrow(/empty/);
  });
});
