/**
 * The routes module: the site's URLs as the deployed site serves them (trailingSlash: false,
 * clean URLs, Markdown twins at the path plus `.md`). Expected values are written from the
 * site's URLs, not derived from the code.
 */
import {describe, expect, it} from 'vitest';
import {
  builtFilesOfRoute,
  drawsDiagram,
  isArticleListRoute,
  isFixtureRoute,
  markdownPathOf,
  pageTypeOf,
  routeOfBuiltFile,
} from '../../../src/lib/routes';

describe('routeOfBuiltFile', () => {
  it.each([
    ['index.html', '/'],
    ['articles.html', '/articles'],
    ['learn/what-is-nillion.html', '/learn/what-is-nillion'],
    ['search/index.html', '/search'],
    ['quickstart/index.html', '/quickstart'],
    ['quickstart\\index.html', '/quickstart'],
    ['articles/page/2/index.html', '/articles/page/2'],
    ['404.html', '/404'],
  ])('%s is served at %s', (file, route) => {
    expect(routeOfBuiltFile(file)).toBe(route);
  });
});

describe('builtFilesOfRoute', () => {
  it('tries x.html, then x/index.html, as nginx does', () => {
    expect(builtFilesOfRoute('/')).toEqual(['index.html']);
    expect(builtFilesOfRoute('/learn/what-is-nillion')).toEqual([
      'learn/what-is-nillion.html',
      'learn/what-is-nillion/index.html',
    ]);
    expect(builtFilesOfRoute('/articles/')).toEqual(['articles.html', 'articles/index.html']);
  });
});

describe('markdownPathOf', () => {
  it('finds the published Markdown at the page path plus .md', () => {
    expect(markdownPathOf('/learn/what-is-nillion')).toBe('/learn/what-is-nillion.md');
    expect(markdownPathOf('/api/nilai/overview/')).toBe('/api/nilai/overview.md');
    expect(markdownPathOf('https://docs.nillion.com/build/quickstart')).toBe(
      'https://docs.nillion.com/build/quickstart.md',
    );
  });
});

describe('isFixtureRoute', () => {
  it('is true for the fixtures prefix and below it only', () => {
    expect(isFixtureRoute('/__fixtures')).toBe(true);
    expect(isFixtureRoute('/__fixtures/crash')).toBe(true);
    expect(isFixtureRoute('/__fixtures-not')).toBe(false);
    expect(isFixtureRoute('/learn/__fixtures')).toBe(false);
  });
});

describe('drawsDiagram', () => {
  it('finds the diagram figure class, not the word in prose', () => {
    expect(drawsDiagram('<figure class=portal-diagram>')).toBe(true);
    expect(drawsDiagram('<figure class="portal-diagram diagram_x1">')).toBe(true);
    expect(drawsDiagram('<p>portal-diagram in prose</p>')).toBe(false);
  });
});

describe('pageTypeOf', () => {
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
    expect(pageTypeOf(route, html)).toBe(type);
  });
});

describe('route edges', () => {
  it('the 404 page is not-found under its file name too', () => {
    expect(pageTypeOf('/404.html', '')).toBe('not-found');
  });

  it('article list pages: any page number, the tag and author indexes; not an article named like one', () => {
    expect(isArticleListRoute('/articles/page/12')).toBe(true);
    expect(isArticleListRoute('/articles/tags')).toBe(true);
    expect(isArticleListRoute('/articles/authors')).toBe(true);
    expect(isArticleListRoute('/learn/articles')).toBe(false);
    expect(isArticleListRoute('/articles/archive-of-2024')).toBe(false);
  });

  it('an API operation whose slug starts like a landing page is an operation', () => {
    expect(pageTypeOf('/api/nilai/nilai-chat-completions', '')).toBe('api-operation');
    expect(pageTypeOf('/api/overview-of-errors', '')).toBe('api-operation');
  });

  it('extra slashes around a route or a path are dropped', () => {
    expect(builtFilesOfRoute('//learn/x//')).toEqual(['learn/x.html', 'learn/x/index.html']);
    expect(markdownPathOf('/learn/x//')).toBe('/learn/x.md');
  });
});
