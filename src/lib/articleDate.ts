/**
 * An article's date as the site writes it ("October 1, 2025", in UTC), without Intl: the first
 * Intl.DateTimeFormat of a page loads ICU's date data, a long task while an article, the article
 * list or the home page hydrates on a phone. The site has one locale, English.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `date`: an ISO 8601 date or date-time, as the blog plugin and the home page's data give it. */
export function formatArticleDate(date: string): string {
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) throw new RangeError(`Not a date: ${date}`);
  return `${MONTHS[parsed.getUTCMonth()]} ${parsed.getUTCDate()}, ${parsed.getUTCFullYear()}`;
}

/**
 * Which of the reading-time message's two English forms ("One min read|{readingTime} min read")
 * a whole number of minutes takes: Intl.PluralRules would load ICU's plural data for a rule
 * English states in one line.
 */
export function englishPluralForm(count: number): 'one' | 'other' {
  return count === 1 ? 'one' : 'other';
}
