import {describe, expect, it} from 'vitest';
import {builtHtmlFile, listBuiltRoutes} from '../../../scripts/lib/built-routes';
import {writeFakeBuild} from '../../support/fake-build';

describe('listBuiltRoutes', () => {
  const fakeBuild = writeFakeBuild;

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

  it('finds the HTML file a route is served from, x.html before x/index.html', () => {
    const dir = fakeBuild({
      'index.html': '<h1>Home</h1>',
      'learn/a.html': '<h1>A</h1>',
      'articles/index.html': '<h1>Articles</h1>',
    });
    expect(builtHtmlFile(dir, '/')).toBe(`${dir}/index.html`);
    expect(builtHtmlFile(dir, '/learn/a')).toBe(`${dir}/learn/a.html`);
    expect(builtHtmlFile(dir, '/articles')).toBe(`${dir}/articles/index.html`);
    expect(builtHtmlFile(dir, '/learn/missing')).toBeNull();
  });
});
