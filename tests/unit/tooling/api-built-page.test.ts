import {describe, expect, it} from 'vitest';
import {apiOperationPageProblems, schemaRows} from '../../support/api-built-page';
import type {Operation} from '../../support/openapi-operations';

const op = {
  route: '/api/x/chat',
  method: 'POST',
  path: '/v1/chat/{id}',
  statusCodes: ['422', '200'],
  nullableScalarFields: [{name: 'max_tokens', type: 'integer'}],
  response: () => ({status: 200, contentType: 'application/json', body: '{"id": "c1"}'}),
} as unknown as Operation;

// Rows as the theme writes them (minified HTML, unquoted classes).
const row = (name: string, type: string, badge = '') =>
  `<span class=openapi-schema__container><strong class=openapi-schema__property>${name}</strong><span class=openapi-schema__name>${type}</span>${badge}</span><div>text</div>`;
const nullable =
  '<span class=openapi-schema__divider></span><span class=openapi-schema__nullable>nullable</span>';
const column = `<div class="col col--5 openapi-right-panel__container"><pre><code>curl -X POST &#x27;https://h/v1/chat/{id}&#x27;</code></pre><div>Response 200 · application/json</div><pre><code>{&quot;id&quot;: &quot;c1&quot;}</code></pre></div></article>`;

describe('apiOperationPageProblems', () => {
  it('passes a page with both samples and a nullable integer', () => {
    const html = `${row('max_tokens', 'integer', nullable)}${row('id', 'string')}${column}`;
    expect(apiOperationPageProblems(html, op)).toEqual([]);
  });

  it('fails a skeleton column, a nullable scalar read as object, and a type that repeats the name', () => {
    const html = `${row('max_tokens', 'object', nullable)}${row('id', 'Id')}<div class="col col--5 openapi-right-panel__container"><div class="openapi-skeleton lg"></div></div></article>`;
    expect(apiOperationPageProblems(html, op)).toEqual([
      '/api/x/chat: no curl POST …/v1/chat/ request sample in the right column',
      '/api/x/chat: no 200 response example in the right column',
      `/api/x/chat: the 200 response example lacks the document's "id"`,
      '/api/x/chat: field max_tokens should read "integer, nullable", reads: object nullable',
      '/api/x/chat: field id shows its name again as its type ("Id")',
    ]);
  });

  it('reads rows whose type follows a React text marker', () => {
    expect(schemaRows(row('messages', ' <!-- -->object[]'))).toEqual([
      {name: 'messages', type: 'object[]', nullable: false},
    ]);
  });
});
