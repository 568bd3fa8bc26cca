/**
 * The internal-link check of the crawl: a link drawn on a page must answer 200
 * with a page of its own.
 */
import type {APIRequestContext} from '@playwright/test';
import {REDIRECT_STUB} from '../../scripts/lib/built-routes';

/**
 * Requests each internal link and returns one line per link that does not
 * answer 200 with a page of its own. A link that nginx redirects (a legacy
 * path, a trailing slash) fails, and so does one to a client-side redirect stub
 * although it answers 200: redirects exist for old URLs from outside, and a
 * link of our own should name the page it means, not make the reader hop.
 */
export async function linkProblems(
  request: APIRequestContext,
  links: readonly string[],
  linkedFrom: ReadonlyMap<string, string> = new Map(),
): Promise<string[]> {
  const problems: string[] = [];
  for (const link of links) {
    const from = linkedFrom.get(link);
    const where = from ? ` (linked from ${from})` : '';
    const response = await request.get(link, {failOnStatusCode: false, maxRedirects: 0});
    if (response.status() >= 300 && response.status() < 400) {
      problems.push(`${link}${where}: redirects to ${response.headers().location}, not a page`);
      continue;
    }
    if (response.status() !== 200) {
      problems.push(`${link}${where}: HTTP ${response.status()}`);
      continue;
    }
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('text/html') && REDIRECT_STUB.test(await response.text())) {
      problems.push(`${link}${where}: a client-side redirect stub, not a page`);
    }
  }
  return problems;
}
