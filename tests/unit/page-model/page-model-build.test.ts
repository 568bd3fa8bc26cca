/**
 * The page model as the build runs it (README "Markdown export and llms.txt", "Search"): after
 * a production build it reads every built content page once, in route order, and hands them to
 * each output, which writes `<route>.md`, llms.txt, llms-full.txt and the content-hashed search
 * index with its manifest. Run here on a small build in a temporary directory; the expected files
 * are written by hand.
 */
import {deflateSync} from 'node:zlib';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createHash} from 'node:crypto';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import pageModelPlugin from '../../../plugins/page-model';
import {builtFileOf, readBuild} from '../../../plugins/page-model/read';
import {markdownExportOutput} from '../../../plugins/page-model/outputs/markdown-export';
import {searchIndexOutput} from '../../../plugins/page-model/outputs/search-index';

const SITE = 'https://docs.example.org';

const docHtml = (title: string, body: string, plugin = 'default') =>
  `<!doctype html><html lang="en" class="docs-wrapper plugin-docs plugin-id-${plugin} docs-doc-page"><head>
  <meta name="description" content="About ${title}.">
  <meta name="docsearch:language" content="en">
  <meta name="docsearch:docusaurus_tag" content="docs-${plugin}-current">
  </head><body><main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></main></body></html>`;

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><html><body><main><h1>Home</h1></main></body></html>',
  'learn/intro.html': docHtml(
    'Intro',
    '<p>Start <em>here</em>.</p><h2 id="next">Next</h2><p>Then go on.</p>',
  ),
  'community/help.html': docHtml('Help', '<p>Ask us.</p>'),
  'api/overview.html': docHtml('API', '<p>Endpoints.</p>', 'api'),
  'articles.html':
    '<!doctype html><html class="blog-wrapper blog-list-page"><body><main><article><div class="markdown"><h1>List</h1></div></article></main></body></html>',
};
const ROUTES = [
  '/',
  '/learn/intro',
  '/community/help',
  '/api/overview',
  '/articles',
  '/404',
  '/learn/intro',
];

let build: string;
beforeEach(() => {
  build = mkdtempSync(path.join(tmpdir(), 'portal-page-model-'));
  for (const [file, html] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
    writeFileSync(path.join(build, file), html);
  }
});
afterEach(() => {
  rmSync(build, {recursive: true, force: true});
  vi.restoreAllMocks();
});

describe('reading the build', () => {
  it('finds each route in the file Docusaurus wrote it to (trailingSlash: false)', () => {
    expect(builtFileOf('/out', '/')).toBe(path.join('/out', 'index.html'));
    expect(builtFileOf('/out', '/learn/intro')).toBe(path.join('/out', 'learn/intro.html'));
  });

  it('reads each content page once, in route order, and skips the rest', async () => {
    const {pages} = await readBuild(build, ROUTES, SITE);
    expect(pages.map(({route, section, type, title}) => ({route, section, type, title}))).toEqual([
      {route: '/api/overview', section: 'API', type: 'api', title: 'API'},
      {route: '/community/help', section: 'Community', type: 'doc', title: 'Help'},
      {route: '/learn/intro', section: 'Learn', type: 'doc', title: 'Intro'},
    ]);
    expect(pages[2].url).toBe('https://docs.example.org/learn/intro');
  });
});

/** A cache file of a test's own, so tests never touch the site's node_modules/.cache. */
const temporaryCacheFile = () =>
  path.join(mkdtempSync(path.join(tmpdir(), 'page-model-plugin-')), 'pages.json');

describe('the page model plugin', () => {
  it('hands the pages and the site to every output after the build, and logs each summary', async () => {
    const write = vi.fn(
      async ({pages}: {pages: readonly {route: string}[]}) => `${pages.length} pages`,
    );
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const plugin = (
      pageModelPlugin({
        siteUrl: SITE,
        outputs: [{name: 'Probe', write}],
        cacheFile: temporaryCacheFile(),
      }) as unknown as (context: {siteDir: string}) => {
        name: string;
        postBuild: (props: unknown) => Promise<void>;
      }
    )({siteDir: '/site'});
    expect(plugin.name).toBe('nillion-page-model');
    await plugin.postBuild({
      outDir: build,
      routesPaths: ROUTES,
      siteConfig: {title: 'Docs', tagline: 'Private data.', baseUrl: '/'},
    });
    expect(write).toHaveBeenCalledTimes(1);
    const [{pages, outDir, files}, site] = write.mock.calls[0] as unknown as [
      {pages: {route: string}[]; outDir: string; files: {served: string}[]},
      unknown,
    ];
    expect(pages.map(({route}) => route)).toEqual([
      '/api/overview',
      '/community/help',
      '/learn/intro',
    ]);
    expect(outDir).toBe(build);
    // Every HTML file of the build, content or not, read in the same pass.
    expect(files.map(({served}) => served)).toEqual([
      '/api/overview',
      '/articles',
      '/community/help',
      '/',
      '/learn/intro',
    ]);
    expect(site).toEqual({
      title: 'Docs',
      tagline: 'Private data.',
      url: SITE,
      baseUrl: '/',
      siteDir: '/site',
    });
    const logged = info.mock.calls.map((call) => call.join(' ')).join('\n');
    expect(logged).toContain('3 content pages');
    expect(logged).toContain('Probe: 3 pages');

    // Built again with nothing changed: every page comes from the cache, the same pages result.
    info.mockClear();
    await plugin.postBuild({
      outDir: build,
      routesPaths: ROUTES,
      siteConfig: {title: 'Docs', tagline: 'Private data.', baseUrl: '/'},
    });
    const again = info.mock.calls.map((call) => call.join(' ')).join('\n');
    expect(again).toMatch(
      /3 content pages in [\d.]+ s \(0 read from the build, \d+ unchanged since the last build\)/,
    );
    expect(write.mock.calls[1]![0]).toEqual(write.mock.calls[0]![0]);
  });
  it('writes API pages from the operations it found in the loaded docs', async () => {
    const write = vi.fn(async () => 'done');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const plugin = (
      pageModelPlugin({
        siteUrl: SITE,
        outputs: [{name: 'Probe', write}],
        cacheFile: temporaryCacheFile(),
      }) as unknown as (context: {siteDir: string}) => {
        allContentLoaded: (props: unknown) => void;
        postBuild: (props: unknown) => Promise<void>;
      }
    )({siteDir: '/site'});
    const operation = {method: 'get', path: '/v1/status', responses: {'200': {description: 'Up.'}}};
    plugin.allContentLoaded({
      allContent: {
        'docusaurus-plugin-content-docs': {
          api: {
            loadedVersions: [
              {
                docs: [
                  {
                    permalink: '/api/overview',
                    frontMatter: {api: deflateSync(JSON.stringify(operation)).toString('base64')},
                  },
                ],
              },
            ],
          },
        },
      },
    });
    await plugin.postBuild({
      outDir: build,
      routesPaths: ROUTES,
      siteConfig: {title: 'Docs', tagline: 'Private data.', baseUrl: '/'},
    });
    const [{pages}] = write.mock.calls[0] as unknown as [
      {pages: {route: string; headings: unknown[]}[]},
    ];
    expect(pages.find(({route}) => route === '/api/overview')?.headings).toEqual([
      {level: 2, id: 'request', text: 'Request'},
      {level: 2, id: 'responses', text: 'Responses'},
      {level: 3, id: null, text: '200'},
    ]);
  });
  it('stops the build on doc pages copied under a new top-level folder, naming one, and writes nothing', async () => {
    // More pages than THREADS_FROM_PAGES, so they are read in worker threads as a large copy is.
    const copies = Array.from({length: 120}, (_, at) => `/guides/page-${at + 1}`);
    for (const route of copies) {
      const file = path.join(build, `${route.slice(1)}.html`);
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, docHtml(`Copy ${route}`, '<p>Copied.</p>'));
    }
    const write = vi.fn(async () => 'done');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const plugin = (
      pageModelPlugin({
        siteUrl: SITE,
        outputs: [{name: 'Probe', write}],
        cacheFile: temporaryCacheFile(),
      }) as unknown as (context: {siteDir: string}) => {
        postBuild: (props: unknown) => Promise<void>;
      }
    )({siteDir: '/site'});
    await expect(
      plugin.postBuild({
        outDir: build,
        routesPaths: [...ROUTES, ...copies],
        siteConfig: {title: 'Docs', tagline: 'Private data.', baseUrl: '/'},
      }),
    ).rejects.toThrow(/\/guides\/page-\d+ is a content page in no section/);
    expect(write).not.toHaveBeenCalled();
    // Worker threads start in well under a second when idle; on a busy 2-core machine 5 s is not enough.
  }, 30_000);
});

describe('the outputs', () => {
  it('the Markdown export writes each page as <route>.md, and llms.txt and llms-full.txt', async () => {
    const summary = await markdownExportOutput.write(await readBuild(build, ROUTES, SITE), {
      title: 'Docs',
      tagline: 'Private data.',
      url: SITE,
      baseUrl: '/',
      siteDir: process.cwd(),
    });
    expect(readFileSync(path.join(build, 'learn/intro.md'), 'utf8')).toBe(
      '# Intro\n\nURL: https://docs.example.org/learn/intro\n\nStart *here*.\n\n## Next\n\nThen go on.\n',
    );
    expect(readFileSync(path.join(build, 'community/help.md'), 'utf8')).toBe(
      '# Help\n\nURL: https://docs.example.org/community/help\n\nAsk us.\n',
    );
    const llms = readFileSync(path.join(build, 'llms.txt'), 'utf8');
    expect(llms).toContain(
      '## Community\n\n- [Help](https://docs.example.org/community/help.md): About Help.\n',
    );
    const full = readFileSync(path.join(build, 'llms-full.txt'), 'utf8');
    expect(full.split('\n---\n\n').map((part) => part.split('\n')[0])).toEqual([
      '# Docs',
      '# Intro',
      '# Help',
      '# API',
    ]);
    // Latest's files lead; the 2025 generation has its own pair, which llms.txt links.
    expect(llms).toContain('(https://docs.example.org/2025/llms.txt)');
    expect(readFileSync(path.join(build, '2025/llms.txt'), 'utf8')).toMatch(
      /^# Docs: 2025 SDKs \(SecretVaults 0\.1\)\n/,
    );
    expect(summary).toMatch(
      /^3 pages as \.md, llms\.txt and llms-full\.txt per docs version \(\/llms-full\.txt \d+ KiB, \/2025\/llms-full\.txt \d+ KiB\)$/,
    );
  });

  it('the search index is written under a hash of its content, and the manifest names it', async () => {
    const summary = await searchIndexOutput.write(await readBuild(build, ROUTES, SITE), {
      title: 'Docs',
      tagline: 'Private data.',
      url: SITE,
      baseUrl: '/',
      siteDir: process.cwd(),
    });
    // Every file of the index is named by the first 12 hex digits of its contents' SHA-256.
    const files = readdirSync(path.join(build, 'search')).filter(
      (file) => file !== 'manifest.json',
    );
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      const body = readFileSync(path.join(build, 'search', file), 'utf8');
      const hash = createHash('sha256').update(body).digest('hex');
      expect(file).toBe(`index.${hash.slice(0, 12)}.json`);
    }
    const manifest = JSON.parse(readFileSync(path.join(build, 'search/manifest.json'), 'utf8'));
    expect(files).toContain(manifest.index.replace('/search/', ''));
    expect(manifest.records).toBeGreaterThan(3);
    expect(summary).toContain(`${manifest.records} records`);
    expect(summary).toContain(manifest.index);
  });
});
