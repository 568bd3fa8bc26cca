import {describe, expect, it} from 'vitest';
import {
  pageMarkupKinds,
  selectCrawlRoutes,
  type CrawlCandidate,
} from '../../support/crawl-selection';

const candidate = (
  route: string,
  kinds: string[],
  {type = 'doc', htmlBytes = 1000, area = 'current Build'}: Partial<CrawlCandidate> = {},
): CrawlCandidate => ({route, type, htmlBytes, area, kinds: new Set(kinds)});

describe('the kinds of markup a page draws', () => {
  it('names each element with each class, without CSS-module hashes or page ids', () => {
    const html = `<html class="docs-wrapper docs-doc-id-build/x plugin-id-default"><body>
      <div class='card_AbC1 shadow--md'><pre class=language-ts><code>x</code></pre></div>
      <table><tr><td>1</td></tr></table><img src=/a.png alt=""></body></html>`;
    expect([...pageMarkupKinds(html)].sort()).toEqual(
      [
        'html.docs-wrapper',
        'div.card',
        'div.shadow--md',
        'pre.language-ts',
        '<pre>',
        '<table>',
        '<img>',
      ].sort(),
    );
  });
});

describe('the routes the browser crawl visits', () => {
  it('visits a page that draws something no other page draws, and skips one that adds nothing', () => {
    const picks = selectCrawlRoutes([
      candidate('/build/a', ['div.card', 'pre.language-ts']),
      candidate('/build/b', ['div.card']),
      candidate('/build/c', ['div.card', 'table.tabs']),
    ]);
    expect(picks.map((pick) => pick.route)).toEqual(['/build/a', '/build/c']);
    expect(picks[1]!.reasons).toEqual(['draws table.tabs']);
  });

  it('visits the first and the heaviest route of each page type', () => {
    const picks = selectCrawlRoutes([
      candidate('/api/a', ['x'], {type: 'api-operation', area: 'current API'}),
      candidate('/api/b', ['x'], {type: 'api-operation', area: 'current API', htmlBytes: 9000}),
      candidate('/api/c', ['x'], {type: 'api-operation', area: 'current API'}),
      candidate('/build/a', ['x']),
    ]);
    expect(picks.map((pick) => [pick.route, pick.reasons])).toEqual([
      ['/api/a', ['first api-operation']],
      ['/api/b', ['heaviest api-operation (9 KiB of HTML)']],
      ['/build/a', ['first doc', 'heaviest doc (1 KiB of HTML)']],
    ]);
  });

  it('counts a kind per page type: a class an article draws is new on a doc page', () => {
    const picks = selectCrawlRoutes([
      candidate('/articles/a', ['div.card'], {type: 'article', area: 'current Articles'}),
      candidate('/build/a', ['p.x']),
      candidate('/build/b', ['p.x', 'div.card']),
    ]);
    expect(picks.map((pick) => pick.route)).toEqual(['/articles/a', '/build/a', '/build/b']);
  });

  it('visits one route of each section of each docs version', () => {
    const picks = selectCrawlRoutes([
      candidate('/2025/build/a', ['x'], {area: '2025 Build'}),
      candidate('/2025/learn/a', ['x'], {area: '2025 Learn'}),
      candidate('/build/a', ['x']),
      candidate('/build/b', ['x']),
    ]);
    expect(picks.map((pick) => [pick.route, pick.reasons[0]])).toEqual([
      ['/2025/build/a', 'first doc'],
      ['/2025/learn/a', 'first of 2025 Learn'],
      ['/build/a', 'first of current Build'],
    ]);
  });

  it('takes the first route of a type from the caller when it names one', () => {
    const picks = selectCrawlRoutes(
      [
        candidate('/2025/build/a', ['x'], {area: 'current Build'}),
        candidate('/build/a', ['x'], {htmlBytes: 2048}),
      ],
      (_type, ofType) => ofType.find((c) => !c.route.startsWith('/2025')),
    );
    expect(picks.map((pick) => [pick.route, pick.reasons])).toEqual([
      ['/build/a', ['first doc', 'heaviest doc (2 KiB of HTML)']],
    ]);
  });
});
