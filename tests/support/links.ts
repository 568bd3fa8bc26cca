/**
 * The internal-link check of the crawl: a link drawn on a page must answer 200
 * with a page of its own.
 */
import type {APIRequestContext} from '@playwright/test';
import {REDIRECT_STUB} from '../../quality/built-routes';

/**
 * Requests each internal link and returns one line per link that does not
 * answer 200 with a page of its own. HTTP redirects are followed and judged by
 * their final answer. A link to a client-side redirect stub fails although the
 * server answers it 200: the stub exists for old URLs from outside, and a link
 * of our own should name the page it means, not make the reader hop.
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
    const response = await request.get(link, {failOnStatusCode: false});
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
