/**
 * The page-model cache (plugins/page-model/cache.ts): a page whose HTML and inputs are unchanged
 * is not read again, anything that changes what a page reads as is a new key, the cache is
 * dropped when the reader's code changes, and a build keeps only its own pages.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  pageKey,
  pageModelCache,
  readCacheFile,
  readerVersion,
  writeCacheFile,
  type PageModelCacheFile,
} from '../../../plugins/page-model/cache';
import type {PageModel} from '../../../src/lib/page-model/model';
import type {ApiOperation} from '../../../plugins/page-model/openapi';
import {readBuild} from '../../../plugins/page-model/read';
import {READER_FILES} from '../../../plugins/page-model';

const SITE = 'https://docs.example.org';
const model = (route: string): PageModel => ({
  route,
  url: `${SITE}${route}`,
  type: 'doc',
  section: 'Build',
  title: route,
  description: '',
  language: 'en',
  searchTags: ['default'],
  headings: [],
  blocks: [{type: 'paragraph', content: [{type: 'text', text: 'Body.'}]}],
});
const temporaryDir = () => mkdtempSync(path.join(os.tmpdir(), 'page-model-cache-'));

describe('the key of a page', () => {
  const operation = {method: 'get', path: '/v1/x'} as unknown as ApiOperation;
  const key = pageKey('<html>a</html>', '/build/a', SITE, operation);

  it('is the same for the same inputs', () => {
    expect(pageKey('<html>a</html>', '/build/a', SITE, operation)).toBe(key);
  });

  it('changes with the HTML, the route, the site URL and the API operation', () => {
    const others = [
      pageKey('<html>b</html>', '/build/a', SITE, operation),
      pageKey('<html>a</html>', '/build/b', SITE, operation),
      pageKey('<html>a</html>', '/build/a', 'https://preview.example.org', operation),
      pageKey('<html>a</html>', '/build/a', SITE, {...operation, path: '/v1/y'} as ApiOperation),
      pageKey('<html>a</html>', '/build/a', SITE, undefined),
    ];
    expect(new Set([key, ...others]).size).toBe(6);
  });

  it('does not mistake a route ending for the start of the HTML', () => {
    expect(pageKey('x<html>', '/a', SITE, undefined)).not.toBe(
      pageKey('<html>', '/ax', SITE, undefined),
    );
  });
});

describe('the reader version', () => {
  it('covers read.ts and every module of the repository it imports, so an edit to any drops the cache', () => {
    const root = path.resolve(__dirname, '..', '..', '..');
    const closure = new Set<string>();
    const visit = (file: string) => {
      if (closure.has(file)) return;
      closure.add(file);
      for (const [, from] of readFileSync(file, 'utf8').matchAll(
        /^import[^;]*?from '(\.[^']+)';/gms,
      )) {
        visit(path.resolve(path.dirname(file), `${from}.ts`));
      }
    };
    visit(path.join(root, 'plugins/page-model/read.ts'));
    expect(closure.size).toBeGreaterThan(4);
    expect([...closure].filter((file) => !READER_FILES.includes(file))).toEqual([]);
    // The parsers come from node_modules: the lockfile pins them.
    expect(READER_FILES).toContain(path.join(root, 'package-lock.json'));
  });

  it('changes when a reader file changes, not with the order the files are named in', async () => {
    const dir = temporaryDir();
    const a = path.join(dir, 'a.ts');
    const b = path.join(dir, 'b.ts');
    writeFileSync(a, 'one');
    writeFileSync(b, 'two');
    const before = await readerVersion([a, b]);
    expect(await readerVersion([b, a])).toBe(before);
    writeFileSync(b, 'two, edited');
    expect(await readerVersion([a, b])).not.toBe(before);
  });
});

describe('the cache of one build', () => {
  const previous: PageModelCacheFile = {
    format: 1,
    reader: 'r1',
    pages: {kept: model('/build/kept'), notContent: null, gone: model('/build/gone')},
  };

  it('gives back the model of an unchanged page, and null for a page that is not content', () => {
    const cache = pageModelCache('r1', previous);
    expect(cache.get('kept')).toEqual(model('/build/kept'));
    expect(cache.get('notContent')).toBeNull();
    expect(cache.get('new')).toBeUndefined();
    expect(cache.stats).toEqual({reused: 2, read: 0});
  });

  it('reuses nothing written by other reader code, or in another format', () => {
    expect(pageModelCache('r2', previous).get('kept')).toBeUndefined();
    expect(pageModelCache('r1', {...previous, format: 0}).get('kept')).toBeUndefined();
    expect(pageModelCache('r1', null).get('kept')).toBeUndefined();
  });

  it('keeps only the pages of this build: reused and newly read, not the ones gone', () => {
    const cache = pageModelCache('r1', previous);
    cache.get('kept');
    cache.set('new', model('/build/new'));
    cache.set('newNotContent', null);
    expect(cache.stats).toEqual({reused: 1, read: 2});
    expect(cache.file()).toEqual({
      format: 1,
      reader: 'r1',
      pages: {kept: model('/build/kept'), new: model('/build/new'), newNotContent: null},
    });
  });
});

describe('the cache file', () => {
  it('round-trips, in a folder it makes, leaving no temporary file', async () => {
    const dir = path.join(temporaryDir(), 'nested', 'cache');
    const file = path.join(dir, 'pages.json');
    const contents: PageModelCacheFile = {format: 1, reader: 'r', pages: {k: model('/a')}};
    await writeCacheFile(file, contents);
    expect(await readCacheFile(file)).toEqual(contents);
    expect(readdirSync(dir)).toEqual(['pages.json']);
  });

  it('reads as no cache when missing or unreadable', async () => {
    const dir = temporaryDir();
    expect(await readCacheFile(path.join(dir, 'none.json'))).toBeNull();
    writeFileSync(path.join(dir, 'broken.json'), '{"format": 1,');
    expect(await readCacheFile(path.join(dir, 'broken.json'))).toBeNull();
  });
});

describe('reading a build with the cache', () => {
  const docPage = (text: string, runtime = 'runtime~main.1111.js') =>
    `<!doctype html><html class="plugin-docs plugin-id-default docs-doc-page"><head><script src=/assets/js/${runtime} defer></script></head>` +
    `<body><main><article><div class="markdown"><header><h1>Title</h1></header><p>${text}</p></div></article></main></body></html>`;

  it('reads a changed page again and takes an unchanged one from the cache, with the same model', async () => {
    const outDir = temporaryDir();
    mkdirSync(path.join(outDir, 'build'));
    writeFileSync(path.join(outDir, 'build', 'a.html'), docPage('First.'));
    writeFileSync(path.join(outDir, 'build', 'b.html'), docPage('Second.'));
    const routes = ['/build/a', '/build/b'];

    const first = pageModelCache('r', null);
    const read = (await readBuild(outDir, routes, SITE, new Map(), first)).pages;
    expect(first.stats).toEqual({reused: 0, read: 2});
    expect(read.map((page) => page.route)).toEqual(routes);

    // An edit changes the runtime's hash on every page, and the page's own text.
    writeFileSync(path.join(outDir, 'build', 'a.html'), docPage('First.', 'runtime~main.2222.js'));
    writeFileSync(
      path.join(outDir, 'build', 'b.html'),
      docPage('Second, edited.', 'runtime~main.2222.js'),
    );
    const second = pageModelCache('r', first.file());
    const again = (await readBuild(outDir, routes, SITE, new Map(), second)).pages;
    expect(second.stats).toEqual({reused: 1, read: 1});
    expect(again).toEqual((await readBuild(outDir, routes, SITE)).pages);
    expect(JSON.stringify(again[1])).toContain('Second, edited.');
    expect(existsSync(path.join(outDir, 'build', 'a.html'))).toBe(true);
  });
});
