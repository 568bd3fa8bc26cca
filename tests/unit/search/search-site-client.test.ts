/**
 * The page's one search client (src/lib/search/siteSearchClient.ts): the modal and the /search
 * page share it, so the embedded index loads once (docs-dev/search.md); in hosted mode it is
 * Algolia's, whose code loads only then.
 */
import {describe, expect, it, vi} from 'vitest';

vi.mock('algoliasearch/lite', () => ({
  liteClient: () => ({search: () => Promise.resolve({results: []})}),
}));

import {siteSearchClient} from '../../../src/lib/search/siteSearchClient';

describe('siteSearchClient', () => {
  it('is the embedded index, created once and shared, when no Algolia index is given', async () => {
    const client = await siteSearchClient(null);
    expect(client.backend).toBe('local');
    expect(await siteSearchClient(null)).toBe(client);
  });

  it("is Algolia's for a hosted index, created once and shared", async () => {
    const index = {appId: 'APP', apiKey: 'search-key', indexName: 'nillion_docs'};
    const client = await siteSearchClient(index);
    expect(client.backend).toBe('algolia');
    expect(await siteSearchClient(index)).toBe(client);
  });
});
