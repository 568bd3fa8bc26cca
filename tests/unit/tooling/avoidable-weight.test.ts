import {describe, expect, it} from 'vitest';
import {findAvoidableWeight, indexHeavyAssets} from '../../../scripts/measure/avoidable-weight';
import type {BuiltRoute} from '../../../scripts/lib/built-routes';
import type {LoadedResource} from '../../../scripts/measure/page-weight';
import {writeFakeBuild} from '../../support/fake-build';

const fakeBuild = writeFakeBuild;

const build = fakeBuild({
  'assets/js/main.1.js': 'console.log("app")',
  'assets/js/1134.2.js': 'var x={mermaidAPI:1}',
  'assets/js/2776.3.js': 'e.className="openapi-explorer__response-container"',
  'assets/js/7722.4.js': 'throw new Error("MiniSearch: duplicate ID")',
  'assets/css/2776.5.css': '.openapi-security__summary{color:red}',
  // One index per docs version: Latest's (also named at the top) and the 2025 docs'.
  'search/manifest.json': JSON.stringify({
    index: '/search/index.abc.json',
    records: 2,
    scopes: {
      current: {index: '/search/index.abc.json', records: 2},
      '2025': {index: '/search/index.def.json', records: 2},
    },
  }),
});
const heavy = indexHeavyAssets(build);

const js = (path: string): LoadedResource => ({
  path,
  kind: 'js',
  status: 200,
  gzipBytes: 1,
  onDemand: false,
});
const route = (path: string, type: BuiltRoute['type']): BuiltRoute => ({
  route: path,
  file: `${path.slice(1)}.html`,
  type,
});

describe('indexHeavyAssets', () => {
  it('recognises each heavy library by its own strings, and the search manifest and index', () => {
    expect(Object.fromEntries(heavy)).toEqual({
      '/assets/js/1134.2.js': ['mermaid'],
      '/assets/js/2776.3.js': ['openapi-theme'],
      '/assets/js/7722.4.js': ['search-engine'],
      '/assets/css/2776.5.css': ['openapi-theme'],
      '/search/manifest.json': ['search-index'],
      '/search/index.abc.json': ['search-index'],
      '/search/index.def.json': ['search-index'],
    });
  });

  it('gives an empty map for a folder without a build', () => {
    expect(indexHeavyAssets(fakeBuild({})).size).toBe(0);
  });
});

describe('findAvoidableWeight', () => {
  const plainDoc = route('/build/compute/limitations', 'doc');

  it('passes a plain doc that loads only the app', () => {
    expect(findAvoidableWeight(plainDoc, [js('/assets/js/main.1.js')], heavy)).toEqual([]);
  });

  it('names Mermaid on a page without a diagram', () => {
    expect(findAvoidableWeight(plainDoc, [js('/assets/js/1134.2.js?v=1')], heavy)).toEqual([
      '/build/compute/limitations (doc) loads mermaid (/assets/js/1134.2.js) on first visit',
    ]);
  });

  it('names Mermaid on pages with diagrams too: they ship pre-rendered SVG', () => {
    const article = route('/articles/nildb-encryption', 'article');
    const doc = route('/learn/what-is-nillion', 'doc-diagram');
    expect(findAvoidableWeight(article, [js('/assets/js/1134.2.js')], heavy)).toEqual([
      '/articles/nildb-encryption (article) loads mermaid (/assets/js/1134.2.js) on first visit',
    ]);
    expect(findAvoidableWeight(doc, [js('/assets/js/1134.2.js')], heavy)).toHaveLength(1);
  });

  it('allows the OpenAPI theme under /api only', () => {
    const css = {...js('/assets/css/2776.5.css'), kind: 'css' as const};
    const api = route('/api/nildb/add-query', 'api-operation');
    expect(findAvoidableWeight(api, [js('/assets/js/2776.3.js'), css], heavy)).toEqual([]);
    expect(findAvoidableWeight(route('/', 'home'), [css], heavy)).toEqual([
      '/ (home) loads openapi-theme (/assets/css/2776.5.css) on first visit',
    ]);
  });

  it('allows the search engine on the search page only, and the index on no first visit', () => {
    const search = route('/search', 'search');
    expect(findAvoidableWeight(search, [js('/assets/js/7722.4.js')], heavy)).toEqual([]);
    expect(
      findAvoidableWeight(search, [{...js('/search/index.abc.json'), kind: 'json'}], heavy),
    ).toHaveLength(1);
    expect(findAvoidableWeight(plainDoc, [js('/assets/js/7722.4.js')], heavy)).toHaveLength(1);
  });
});
