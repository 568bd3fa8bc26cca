/**
 * Results by page (src/lib/search/pageGroups.ts, issue 38): each page once, in the order of its
 * best item, with at most the asked number of its items, best first; an address's page is the
 * address without its anchor.
 */
import {describe, expect, it} from 'vitest';
import {groupByPage, pageOfUrl} from '../../../src/lib/search/pageGroups';

const ranked = ['a#1', 'b#1', 'a#2', 'a#3', 'c', 'a#4', 'b#2'];

describe('groupByPage', () => {
  it('lists each page once, in the order of its best item, its items in rank order', () => {
    expect(groupByPage(ranked, pageOfUrl, 10)).toEqual([
      {page: 'a', items: ['a#1', 'a#2', 'a#3', 'a#4']},
      {page: 'b', items: ['b#1', 'b#2']},
      {page: 'c', items: ['c']},
    ]);
  });

  it("keeps a page's best items only, as many as asked", () => {
    expect(groupByPage(ranked, pageOfUrl, 2).map(({items}) => items)).toEqual([
      ['a#1', 'a#2'],
      ['b#1', 'b#2'],
      ['c'],
    ]);
  });

  it('groups nothing into no pages', () => {
    expect(groupByPage([], pageOfUrl, 3)).toEqual([]);
  });
});

describe('pageOfUrl', () => {
  it('is the address without its anchor', () => {
    expect(pageOfUrl('https://docs.example.org/build/blindfold#install')).toBe(
      'https://docs.example.org/build/blindfold',
    );
    expect(pageOfUrl('https://docs.example.org/build/blindfold')).toBe(
      'https://docs.example.org/build/blindfold',
    );
  });
});
