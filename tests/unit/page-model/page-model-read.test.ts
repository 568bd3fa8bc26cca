/**
 * Reading one built page into a page model (read.ts) when its head lacks what Docusaurus
 * usually writes, and an API operation page, whose Request and Responses sections come from its
 * OpenAPI operation; and the operations the plugin finds in the docs' front matter (index.ts).
 * Pages, operations and expected models are written by hand.
 */
import {deflateSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import type {AllContent} from '@docusaurus/types';
import {apiOperationsOf} from '../../../plugins/page-model';
import {readPageModel} from '../../../plugins/page-model/read';
import type {ApiOperation} from '../../../plugins/page-model/openapi';
import type {Block} from '../../../src/lib/page-model/model';

const SITE = 'https://docs.example.org';

const page = ({
  head = '',
  lang = '',
  htmlClass = 'plugin-docs plugin-id-default docs-doc-page',
  title = '<header><h1>Page title</h1></header>',
  body = '<p>Body.</p>',
} = {}) =>
  `<!doctype html><html${lang ? ` lang="${lang}"` : ''} class="${htmlClass}"><head>${head}</head>` +
  `<body><main><article><div class="markdown">${title}${body}</div></article></main></body></html>`;

const paragraph = (text: string): Block => ({type: 'paragraph', content: [{type: 'text', text}]});
const heading = (level: 2 | 3, text: string, id: string | null): Block => ({
  type: 'heading',
  level,
  id,
  text,
  content: [{type: 'text', text}],
});

describe('the head of a page', () => {
  it('without a title heading the title is the og:title; without metadata, the page language', () => {
    const model = readPageModel(
      page({
        title: '',
        lang: 'fr',
        head: '<meta property="og:title" content="Shared title">',
      }),
      '/learn/x',
      SITE,
    );
    expect(model).toMatchObject({
      url: 'https://docs.example.org/learn/x',
      title: 'Shared title',
      description: '',
      language: 'fr',
      searchTags: ['default'],
    });
  });

  it('with neither a title nor a language, an empty title and English', () => {
    expect(readPageModel(page({title: ''}), '/learn/x', SITE)).toMatchObject({
      title: '',
      language: 'en',
    });
  });

  it('the search language and every search tag from the docsearch metadata', () => {
    expect(
      readPageModel(
        page({
          lang: 'fr',
          head:
            '<meta name="docsearch:language" content="de">' +
            '<meta name="docsearch:docusaurus_tag" content="docs-default-current,extra,">',
        }),
        '/learn/x',
        SITE,
      ),
    ).toMatchObject({language: 'de', searchTags: ['docs-default-current', 'extra']});
  });
});

describe('an API operation page', () => {
  const operation: ApiOperation = {
    method: 'get',
    path: '/health',
    responses: {'200': {description: 'Up.'}},
  };
  const fromOperation: Block[] = [
    heading(2, 'Request', 'request'),
    paragraph('This operation takes no parameters and no body.'),
    heading(2, 'Responses', 'responses'),
    heading(3, '200', null),
    paragraph('Up.'),
  ];
  const apiPage = (body: string) =>
    page({htmlClass: 'plugin-docs plugin-id-api docs-doc-page', body});
  const theme =
    '<p>Check the service.</p><h2 id="about">About</h2><p>More.</p>' +
    '<h2 id="request">Request</h2><p>Drawn by the theme.</p><h2 id="responses">Responses</h2><p>200 drawn.</p>';

  it('keeps what the page says before its Request section and writes the rest from the operation', () => {
    expect(readPageModel(apiPage(theme), '/api/x/health', SITE, operation)?.blocks).toEqual([
      paragraph('Check the service.'),
      heading(2, 'About', 'about'),
      paragraph('More.'),
      ...fromOperation,
    ]);
  });

  it('a page without a Request section keeps all it says, then the operation', () => {
    expect(
      readPageModel(apiPage('<p>Check the service.</p>'), '/api/x/health', SITE, operation)?.blocks,
    ).toEqual([paragraph('Check the service.'), ...fromOperation]);
  });

  it('without its operation, or on a page that is not an API page, the page is read as drawn', () => {
    expect(readPageModel(apiPage(theme), '/api/x/health', SITE)?.blocks).toHaveLength(7);
    expect(readPageModel(page({body: theme}), '/learn/x', SITE, operation)?.blocks).toEqual([
      paragraph('Check the service.'),
      heading(2, 'About', 'about'),
      paragraph('More.'),
      heading(2, 'Request', 'request'),
      paragraph('Drawn by the theme.'),
      heading(2, 'Responses', 'responses'),
      paragraph('200 drawn.'),
    ]);
  });
});

describe('apiOperationsOf', () => {
  const packed = (value: unknown) => deflateSync(JSON.stringify(value)).toString('base64');

  it('unpacks the operation of every API page of every docs instance, by route', () => {
    const operation = {method: 'post', path: '/v1/things'};
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [{docs: [{permalink: '/learn/x', frontMatter: {}}]}],
        },
        api: {
          loadedVersions: [
            {
              docs: [
                {permalink: '/api/x/overview', frontMatter: {api: {not: 'packed'}}},
                {permalink: '/api/x/create', frontMatter: {api: packed(operation)}},
              ],
            },
          ],
        },
        empty: {},
      },
    } as unknown as AllContent;
    expect([...apiOperationsOf(allContent)]).toEqual([['/api/x/create', operation]]);
  });

  it('finds none in a site without docs', () => {
    expect(apiOperationsOf({} as AllContent).size).toBe(0);
  });
});
