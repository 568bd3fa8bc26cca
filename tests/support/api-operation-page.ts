/**
 * What an API operation page must show, checked on a page the crawl has already loaded and drawn
 * (tests/e2e/crawl.spec.ts): its summary as the h1, the method badge and path, every top-level
 * field of the request body, a tab for each documented status code, and the sidebar marking the
 * page as the current one. Expected values come from the OpenAPI documents
 * (tests/support/openapi-operations.ts), never from the generated pages.
 */
import {expect, type Page} from '@playwright/test';
import {operations, type Operation} from './openapi-operations';

/** The operation an /api route documents, if it documents one. */
export function operationAt(route: string): Operation | undefined {
  return operations.find((op) => op.route === route);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function expectOperationPage(page: Page, op: Operation): Promise<void> {
  const soft = expect.configure({soft: true});
  await soft(
    page.getByRole('heading', {level: 1, name: op.summary}),
    'h1 is the summary',
  ).toBeVisible();

  const endpoint = page.locator('.openapi__method-endpoint').first();
  await soft(endpoint.locator('.badge'), 'method badge').toHaveText(op.method.toLowerCase(), {
    ignoreCase: true,
  });
  // The path follows the selected server's base URL; the theme writes path parameters as `:name`
  // where the document has `{name}`.
  const shownPath = op.path.replace(/\{(\w+)\}/g, ':$1');
  await soft(endpoint.locator('.openapi__method-endpoint-path'), 'path').toHaveText(
    new RegExp(`^(https?://[^/]+)?${escapeRegExp(shownPath)}$`),
  );

  const article = page.locator('article');
  for (const field of op.bodyFields) {
    await soft(
      article.locator('.openapi-schema__property', {hasText: new RegExp(`^${field}$`)}).first(),
      `body field ${field}`,
    ).toBeAttached();
  }
  await soft(article.locator('.openapi-tabs__response-code-item'), 'status tabs').toHaveText(
    op.statusCodes,
  );

  const current = page.locator('.theme-doc-sidebar-container a[aria-current="page"]');
  await soft(current, 'sidebar marks the page').toHaveText(op.summary);
  await soft(current, 'sidebar link').toHaveAttribute('href', op.route);
}

/**
 * "Download the OpenAPI document" on a page of an API (its landing pages and operations): a YAML
 * and a JSON link to the document of the API whose folder the route is in (`/api/nilai/…` →
 * `/openapi/nilai.yaml`, issue 39); none on a page of no one API (`/api/overview`).
 */
export async function expectApiDocumentDownloads(page: Page, route: string): Promise<void> {
  const soft = expect.configure({soft: true});
  const downloads = page.locator('article p', {hasText: /^Download the OpenAPI document:/});
  const folder = /^\/api\/([^/]+)\/[^/]+$/.exec(route)?.[1];
  if (folder === undefined) {
    await soft(downloads, `${route}: no document to download`).toHaveCount(0);
    return;
  }
  await soft(downloads, `${route}: download links`).toBeVisible();
  for (const [name, extension] of [
    ['YAML', 'yaml'],
    ['JSON', 'json'],
  ]) {
    await soft(
      downloads.getByRole('link', {name, exact: true}),
      `${route}: ${name}`,
    ).toHaveAttribute('href', `/openapi/${folder}.${extension}`);
  }
}
