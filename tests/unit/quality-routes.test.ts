import {describe, expect, it} from 'vitest';
import {htmlFileToRoute, listBuiltRoutes} from '../../quality/built-routes';
import {classifyPage} from '../../quality/page-types';
import {writeFakeBuild} from '../support/fake-build';

describe('classifyPage', () => {
  it.each([
    ['/', '', 'home'],
    ['/404', '', 'not-found'],
    ['/search', '', 'search'],
    ['/api/nildb/add-query', '', 'api-operation'],
    ['/api/nilai/chat-completion-v-1-chat-completions-post', '', 'api-operation'],
    ['/api/overview', '', 'api-landing'],
    ['/api/nildb/nildb-api', '', 'api-landing'],
    ['/articles', '', 'article-list'],
    ['/articles/page/2', '', 'article-list'],
    ['/articles/tags/nil-db', '', 'article-list'],
    ['/articles/authors/nillion-team', '', 'article-list'],
    ['/articles/archive', '', 'article-list'],
    ['/articles/nildb-encryption', '<figure class=portal-diagram>', 'article'],
    [
      '/learn/what-is-nillion',
      '<figure class="portal-diagram diagram_x1" data-mermaid-source="x">',
      'doc-diagram',
    ],
    ['/build/compute/limitations', '<p>portal-diagram in prose</p>', 'doc'],
  ] as const)('%s is a %s page', (route, html, type) => {
    expect(classifyPage(route, html)).toBe(type);
  });
});

describe('listBuiltRoutes', () => {
  const fakeBuild = writeFakeBuild;

  it('maps HTML files to clean routes', () => {
    expect(htmlFileToRoute('index.html')).toBe('/');
    expect(htmlFileToRoute('articles.html')).toBe('/articles');
    expect(htmlFileToRoute('learn/what-is-nillion.html')).toBe('/learn/what-is-nillion');
    expect(htmlFileToRoute('search/index.html')).toBe('/search');
  });

  it('skips redirect stubs and non-HTML files, and fixtures unless asked', () => {
    const dir = fakeBuild({
      'index.html': '<h1>Home</h1>',
      'learn/a.html': '<h1>A</h1>',
      'learn/a.md': '# A',
      'old-path.html': '<meta http-equiv="refresh" content="0; url=/learn/a">',
      '__fixtures/docs/probe.html': '<h1>Probe</h1>',
    });
    expect(listBuiltRoutes(dir).map((r) => r.route)).toEqual(['/', '/learn/a']);
    expect(listBuiltRoutes(dir, {includeFixtures: true}).map((r) => r.route)).toEqual([
      '/',
      '/__fixtures/docs/probe',
      '/learn/a',
    ]);
  });
});
