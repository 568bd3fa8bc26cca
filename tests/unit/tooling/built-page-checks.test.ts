import {describe, expect, it} from 'vitest';
import {builtPageProblems, sameOriginLinks, type LinkTarget} from '../../support/built-page-checks';

const targets: Record<string, LinkTarget> = {
  '/learn/a': 'page',
  '/learn/old': 'redirect-stub',
  '/img/a.png': 'file',
};
const targetOf = (path: string): LinkTarget => targets[path] ?? 'missing';
const page = (body: string) => `<html><head></head><body>${body}</body></html>`;
const GOOD = page(`<h1>T</h1><h2>a</h2><h3>b</h3><h2>c</h2>
  <a href=/learn/a#x>a</a><a href="/img/a.png">i</a><a href="https://example.com/">out</a>
  <img src=/img/a.png alt="" width=10 height=10>
  <img class="avatar__photo authorImage_XqGP" src=/img/authors/a.svg alt="Author">
  <script type=application/ld+json>{"@type":"WebSite"}</script>`);

describe('the checks of every built page', () => {
  it('passes a page with one h1, nested headings, good links, sized images and valid JSON-LD', () => {
    expect(builtPageProblems(GOOD, '/r', targetOf)).toEqual([]);
  });

  it('collects same-origin links once, without query or hash, in every quoting', () => {
    expect(
      sameOriginLinks(`<a href=/a?x=1>1</a><a href="/a#b">2</a><a href='/b'>3</a>
        <a href="//cdn.example/x">4</a><a href="mailto:x@y">5</a><a class=x href=/c>6</a>`),
    ).toEqual(['/a', '/b', '/c']);
  });

  it('fails a page with no h1, two h1s, or a heading that skips a level', () => {
    expect(builtPageProblems(page('<h2>x</h2>'), '/r', targetOf)).toEqual([
      '/r: 0 h1 elements, expected one',
    ]);
    expect(builtPageProblems(page('<h1>x</h1><h1 class=y>y</h1>'), '/r', targetOf)).toEqual([
      '/r: 2 h1 elements, expected one',
    ]);
    expect(builtPageProblems(page('<h1>x</h1><h2>a</h2><h4>b</h4>'), '/r', targetOf)).toEqual([
      '/r: heading h4 straight after h2',
    ]);
  });

  it('fails a link to a route not built and one to a redirect stub', () => {
    expect(
      builtPageProblems(
        page(
          '<h1>x</h1><a href="/learn/gone">g</a><a href=/learn/old>o</a><a href=/img/b.png>b</a>',
        ),
        '/r',
        targetOf,
      ),
    ).toEqual([
      '/r: link to /learn/gone: not in the build',
      '/r: link to /learn/old: a client-side redirect stub, not a page',
      '/r: link to /img/b.png: not in the build',
    ]);
  });

  it('fails an image without alt and one without its size', () => {
    expect(
      builtPageProblems(
        page('<h1>x</h1><img src=/a.png width=1 height=1><img src="/b.png" alt="b" width=4>'),
        '/r',
        targetOf,
      ),
    ).toEqual(['/r: image /a.png without alt', '/r: image /b.png without width and height']);
  });

  it('fails JSON-LD that does not parse', () => {
    const [problem] = builtPageProblems(
      page('<h1>x</h1><script type="application/ld+json">{"@type":}</script>'),
      '/r',
      targetOf,
    );
    expect(problem).toMatch(/^\/r: JSON-LD that does not parse: /);
  });
});

describe('loading skeletons in built pages', () => {
  // What the OpenAPI theme drew behind BrowserOnly: a placeholder where the schema belongs.
  const schemaSkeleton = '<div class="col col--7"><div class="openapi-skeleton sm"></div></div>';
  const explorerSkeleton =
    '<div class="col col--5 openapi-right-panel__container"><div class="openapi-skeleton lg"></div></div>';

  it("fails a page whose request explorer's panel is a skeleton (its samples belong there)", () => {
    expect(builtPageProblems(page(`<h1>Op</h1>${explorerSkeleton}`), '/r', targetOf)).toEqual([
      '/r: 1 loading skeleton(s) in place of content',
    ]);
  });

  it('fails a page whose parameters, body or responses are a skeleton in the HTML', () => {
    expect(
      builtPageProblems(
        page(`<h1>Op</h1>${schemaSkeleton}${explorerSkeleton}${schemaSkeleton}`),
        '/r',
        targetOf,
      ),
    ).toEqual(['/r: 3 loading skeleton(s) in place of content']);
  });
});
