/**
 * Dates as the site writes them (an article's "October 1, 2025", a doc's last update "Nov 28,
 * 2026", in UTC), without Intl: the first Intl.DateTimeFormat of a page loads ICU's date data, a
 * long task while a doc, an article, the article list or the home page hydrates on a phone. The
 * site has one locale, English.
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

/** A date's day, month (by `monthName`) and year in UTC; refuses what is not a date. */
function utcDateWords(date: string | number, monthName: (month: number) => string): string {
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) throw new RangeError(`Not a date: ${date}`);
  return `${monthName(parsed.getUTCMonth())} ${parsed.getUTCDate()}, ${parsed.getUTCFullYear()}`;
}

/** `date`: an ISO 8601 date or date-time, as the blog plugin and the home page's data give it. */
export function formatArticleDate(date: string): string {
  return utcDateWords(date, (month) => MONTHS[month]!);
}

/**
 * A doc's last-updated date as the theme writes it ("Nov 28, 2026": English short months are
 * the long names' first three letters), from the milliseconds the docs plugin gives.
 */
export function formatUpdatedDate(date: number): string {
  return utcDateWords(date, (month) => MONTHS[month]!.slice(0, 3));
}

/**
 * Which of the reading-time message's two English forms ("One min read|{readingTime} min read")
 * a whole number of minutes takes: Intl.PluralRules would load ICU's plural data for a rule
 * English states in one line.
 */
export function englishPluralForm(count: number): 'one' | 'other' {
  return count === 1 ? 'one' : 'other';
}
