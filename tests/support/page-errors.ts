/**
 * What a page reports as wrong while a test drives it: console messages of the given types and
 * uncaught exceptions. One collector, so every spec words and filters them the same way; the
 * crawl's per-route visit (route-visit.ts) adds CSP violations and failed requests of its own.
 */
import type {ConsoleMessage, Page} from '@playwright/test';

export interface PageErrorOptions {
  /** Console message types to collect (Playwright's names: 'error', 'warning', …). */
  types?: readonly string[];
  /** Console messages to leave out, e.g. the browser's log of an expected error status. */
  ignore?: (message: ConsoleMessage) => boolean;
}

/**
 * Starts collecting on `page`: the returned array fills as messages arrive, each as
 * `<type>: <text>` or `uncaught: <message>`.
 */
export function collectPageErrors(
  page: Page,
  {types = ['error'], ignore}: PageErrorOptions = {},
): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (!types.includes(message.type()) || ignore?.(message)) return;
    errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
