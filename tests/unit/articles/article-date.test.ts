import {describe, expect, it} from 'vitest';
import {
  englishPluralForm,
  formatArticleDate,
  formatUpdatedDate,
} from '../../../src/lib/articleDate';

describe('formatArticleDate', () => {
  it.each([
    ['2025-10-01T00:00:00.000Z', 'October 1, 2025'],
    ['2025-07-29', 'July 29, 2025'],
    ['2026-01-31T23:59:59.000Z', 'January 31, 2026'],
    ['2024-12-09T00:00:00.000Z', 'December 9, 2024'],
    ['2024-02-29', 'February 29, 2024'],
  ])('writes %s as %s, the day in UTC', (date, words) => {
    expect(formatArticleDate(date)).toBe(words);
  });

  it('refuses what is not a date instead of writing "undefined NaN, NaN"', () => {
    expect(() => formatArticleDate('soon')).toThrow(RangeError);
  });
});

describe('formatUpdatedDate', () => {
  // The theme's last-updated line: English short months, day and year in UTC.
  it.each([
    [Date.UTC(2026, 10, 28, 2, 44), 'Nov 28, 2026'],
    [Date.UTC(2025, 8, 1), 'Sep 1, 2025'],
    [Date.UTC(2026, 0, 31, 23, 59), 'Jan 31, 2026'],
    [Date.UTC(2024, 4, 9), 'May 9, 2024'],
  ])('writes %i as %s', (date, words) => {
    expect(formatUpdatedDate(date)).toBe(words);
  });

  it('refuses what is not a date', () => {
    expect(() => formatUpdatedDate(Number.NaN)).toThrow(RangeError);
  });
});

describe('englishPluralForm', () => {
  it.each([
    [1, 'one'],
    [0, 'other'],
    [2, 'other'],
    [12, 'other'],
  ] as const)('%i minute(s) take the %s form', (count, form) => {
    expect(englishPluralForm(count)).toBe(form);
  });
});
