/**
 * Local search while developing (docs-dev/search.md): in local mode `npm start` answers
 * /search/*.json with an index of the pages being edited, read from their sources, made again
 * each time the content is loaded; the build's index is not used. In hosted mode, and in the
 * production build, nothing is made or served.
 */
import {existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, afterEach, describe, expect, it, vi} from 'vitest';
import logger from '@docusaurus/logger';
import type {AllContent} from '@docusaurus/types';
import localSearchPlugin from '../../../plugins/local-search';
import {
  sourcePageHtml,
  sourcePagesOf,
  type SourcePage,
} from '../../../plugins/local-search/source-pages';
import {readPageModel} from '../../../plugins/page-model/read';
import {plainText, type Block} from '../../../src/lib/page-model/model';
import {SplitSearchEngine, type SplitDirectory} from '../../../src/lib/search/split';

type Middleware = (
  request: {path: string},
  response: {setHeader: (name: string, value: string) => void; end: (body: Buffer) => void},
  next: () => void,
) => void;
interface Mounted {
  name: string;
  path: string;
  middleware: Middleware;
}
interface Plugin {
  name: string;
  allContentLoaded: (args: {allContent: AllContent}) => Promise<void>;
  configureWebpack: (
    config: unknown,
    isServer: boolean,
  ) => {devServer?: {setupMiddlewares: (middlewares: unknown[]) => unknown[]}};
}

const SITE_URL = 'https://docs.example.com';
const sites: string[] = [];
afterAll(() => {
  for (const site of sites) rmSync(site, {recursive: true, force: true});
});
afterEach(() => vi.restoreAllMocks());

/** A site directory holding `files` (paths relative to it). */
function site(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'local-search-'));
  sites.push(dir);
  write(dir, files);
  return dir;
}
function write(dir: string, files: Record<string, string>) {
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    writeFileSync(path.join(dir, name), body);
  }
}

/** What the docs and blog plugins load, in the shape Docusaurus hands to allContentLoaded. */
function loadedContent(
  docs: Record<string, Record<string, {source: string; permalink: string; title: string}[]>>,
  posts: {source: string; permalink: string; title: string}[] = [],
): AllContent {
  const withDescription = <T extends {title: string}>(page: T) => ({
    ...page,
    description: `About ${page.title}.`,
    frontMatter: {},
  });
  return {
    'docusaurus-plugin-content-docs': Object.fromEntries(
      Object.entries(docs).map(([instance, versions]) => [
        instance,
        {
          loadedVersions: Object.entries(versions).map(([versionName, pages]) => ({
            versionName,
            docs: pages.map(withDescription),
          })),
        },
      ]),
    ),
    'docusaurus-plugin-content-blog': {
      default: {blogPosts: posts.map((post) => ({metadata: withDescription(post)}))},
    },
  } as unknown as AllContent;
}

function plugin(
  siteDir: string,
  {mode = 'local', develop = true}: {mode?: 'local' | 'algolia'; develop?: boolean} = {},
): Plugin {
  const search =
    mode === 'local'
      ? ({mode: 'local', indexName: 'nillion_docs'} as const)
      : ({mode: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'docs'} as const);
  const generatedFilesDir = path.join(siteDir, '.docusaurus');
  return localSearchPlugin({search, siteUrl: SITE_URL, develop})(
    {siteDir, generatedFilesDir} as never,
    {} as never,
  ) as unknown as Plugin;
}

/** The plugin's dev-server middleware, mounted before the others. */
function mounted(instance: Plugin): Mounted {
  const theirs = {name: 'theirs'};
  const middlewares = instance
    .configureWebpack({}, false)
    .devServer!.setupMiddlewares([theirs]) as Mounted[];
  expect(middlewares).toHaveLength(2);
  expect(middlewares[1]).toBe(theirs);
  expect(middlewares[0]).toMatchObject({name: 'source-search-index', path: '/search/'});
  return middlewares[0];
}

/** What the middleware answers to a request for `requestPath` under /search/. */
function serve(
  middleware: Mounted,
  requestPath: string,
): Promise<{headers: Record<string, string>; body: string | null; passedOn: boolean}> {
  const headers: Record<string, string> = {};
  return new Promise((resolve) => {
    middleware.middleware(
      {path: requestPath},
      {
        setHeader: (name, value) => {
          headers[name] = value;
        },
        end: (chunk) => resolve({headers, body: chunk.toString('utf8'), passedOn: false}),
      },
      () => resolve({headers, body: null, passedOn: true}),
    );
  });
}

async function json(middleware: Mounted, requestPath: string): Promise<unknown> {
  const {body, headers} = await serve(middleware, requestPath);
  expect(headers['content-type'], requestPath).toBe('application/json');
  return JSON.parse(body!);
}

/** Resolves once the middleware answers with an index. */
const ready = (middleware: Mounted) => serve(middleware, '/manifest.json');

/** Searches the index the middleware serves for one docs version, as the browser's engine does. */
async function searchServed(middleware: Mounted, query: string, scope = 'current') {
  const manifest = (await json(middleware, '/manifest.json')) as {
    scopes: Record<string, {index: string}>;
  };
  const directory = (await json(
    middleware,
    `/${path.basename(manifest.scopes[scope]!.index)}`,
  )) as SplitDirectory;
  const engine = new SplitSearchEngine(directory, (hash) =>
    json(middleware, `/index.${hash}.json`),
  );
  const records = await engine.recordsOf(await engine.rank(query));
  return [...new Set(records.map((record) => record.url))].sort();
}

const QUICKSTART = `---
title: Quickstart
description: Store your first record.
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Quickstart

Before you start, install Node.js.

## Step 1: Create the project

<Tabs>
  <TabItem value="npm" label="npm">

Run the install with **npm** in a fresh folder.

  </TabItem>
</Tabs>

:::warning[Keep the key safe]
Never commit the private key of your builder.
:::

\`\`\`mermaid
flowchart LR
  diagramonlyword --> B
\`\`\`

<details>
<summary>Why Node.js 24?</summary>

SecretVaults 3 needs it.

</details>

| Setting | Value |
| --- | --- |
| NILDB_URL | the node's address |

The answer is {1 + 1}.

## Step 1: Create the project
`;

const quickstartPage: SourcePage = {
  route: '/build/quickstart',
  file: '/unused',
  title: 'Quickstart',
  description: 'Store your first record.',
  htmlClasses: 'docs-doc-page plugin-id-default',
  searchTag: 'docs-default-current',
};

const texts = (blocks: Block[]): string[] =>
  blocks.flatMap((block) => {
    if (block.type === 'paragraph') return [plainText(block.content)];
    if (block.type === 'heading') return [`#${block.id} ${block.text}`];
    if (block.type === 'code') return [`code:${block.text}`];
    if (block.type === 'table')
      return [JSON.stringify(block.rows.map((row) => row.map(plainText)))];
    if ('blocks' in block && Array.isArray(block.blocks)) return texts(block.blocks as Block[]);
    if (block.type === 'list') return block.items.flatMap((item) => texts(item.blocks));
    return [];
  });

describe('a page read from its source', () => {
  const model = readPageModel(
    sourcePageHtml(quickstartPage, QUICKSTART),
    quickstartPage.route,
    SITE_URL,
  )!;

  it('is the kind of page, with the title, description and tag, the build gives it', () => {
    expect(model).toMatchObject({
      route: '/build/quickstart',
      url: 'https://docs.example.com/build/quickstart',
      type: 'doc',
      title: 'Quickstart',
      description: 'Store your first record.',
      searchTags: ['docs-default-current'],
    });
  });

  it('gives headings the ids Docusaurus gives them, a repeated one numbered', () => {
    expect(model.headings.map((heading) => heading.id)).toEqual([
      'step-1-create-the-project',
      'step-1-create-the-project-1',
    ]);
  });

  it('keeps the text inside components and directives, drops the content title, imports, expressions and diagrams', () => {
    const all = texts(model.blocks).join('\n');
    expect(all).toContain('Before you start, install Node.js.');
    expect(all).toContain('Run the install with npm in a fresh folder.');
    expect(all).toContain('Never commit the private key of your builder.');
    expect(all).toContain('SecretVaults 3 needs it.');
    expect(all).toContain('NILDB_URL');
    expect(all).not.toMatch(/import|@theme|diagramonlyword|1 \+ 1|^#quickstart/m);
    expect(all).not.toContain('title: Quickstart');
  });

  it('is the HTML of a built article: head, title, then the body without what is not content', () => {
    const html = sourcePageHtml(
      quickstartPage,
      [
        '---',
        'title: Front matter title',
        '---',
        "import Tabs from '@theme/Tabs';",
        '',
        '# Content title',
        '',
        'Press <Kbd>Ctrl</Kbd> and <kbd>K</kbd>{1 + 1}, a :abbr[CLI] word.',
        '',
        ':::note',
        'Inside a note.',
        ':::',
        '',
        '```mermaid',
        'flowchart LR',
        '```',
        '',
        '```ts',
        'const x = 1;',
        '```',
        '',
        '# A later first-level heading',
        '',
      ].join('\n'),
    );
    expect(html).toBe(
      '<!doctype html><html lang="en" class="docs-doc-page plugin-id-default"><head>' +
        '<meta name="description" content="Store your first record.">' +
        '<meta name="docsearch:language" content="en">' +
        '<meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>' +
        '<body><article><header><h1>Quickstart</h1></header><div class="markdown">' +
        '<p>Press <span>Ctrl</span> and <kbd>K</kbd>, a <span>CLI</span> word.</p>\n' +
        '<div><p>Inside a note.</p></div>\n' +
        '<pre><code class="language-ts">const x = 1;\n</code></pre>\n' +
        '<h1 id="a-later-first-level-heading">A later first-level heading</h1>' +
        '</div></article></body></html>',
    );
  });

  it('shows text that looks like markup as text', () => {
    const hostile = readPageModel(
      sourcePageHtml(
        {...quickstartPage, title: '<img src=x onerror=alert(1)>'},
        'Probe: &lt;script&gt;alert(1)&lt;/script&gt; ok\n',
      ),
      quickstartPage.route,
      SITE_URL,
    )!;
    expect(hostile.title).toBe('<img src=x onerror=alert(1)>');
    expect(texts(hostile.blocks)).toEqual(['Probe: <script>alert(1)</script> ok']);
  });

  it('reads an article and an API page as the build does', () => {
    const article = {
      ...quickstartPage,
      htmlClasses: 'blog-post-page plugin-id-default',
      searchTag: 'default',
    };
    expect(readPageModel(sourcePageHtml(article, 'Text.'), '/articles/a', SITE_URL)?.type).toBe(
      'article',
    );
    const api = {...quickstartPage, htmlClasses: 'docs-doc-page plugin-id-api'};
    expect(readPageModel(sourcePageHtml(api, 'Text.'), '/api/x', SITE_URL)?.type).toBe('api');
  });
});

describe('the pages to index', () => {
  it('are every doc of every instance and version and every article, in route order', () => {
    const pages = sourcePagesOf(
      loadedContent(
        {
          default: {
            current: [{source: '@site/docs/b.mdx', permalink: '/b', title: 'B'}],
            '2025': [
              {
                source: '@site/versioned_docs/version-2025/b.mdx',
                permalink: '/2025/b',
                title: 'B old',
              },
            ],
          },
          api: {current: [{source: '@site/api/op.api.mdx', permalink: '/api/op', title: 'Op'}]},
        },
        [
          {source: '@site/articles/z.mdx', permalink: '/articles/z', title: 'Z'},
          {source: '@site/articles/post.mdx', permalink: '/articles/post', title: 'Post'},
        ],
      ),
      '/site',
    );
    expect(pages.map((page) => page.route)).toEqual([
      '/2025/b',
      '/api/op',
      '/articles/post',
      '/articles/z',
      '/b',
    ]);
    expect(pages.filter((page) => page.route !== '/articles/z')).toEqual([
      {
        route: '/2025/b',
        file: '/site/versioned_docs/version-2025/b.mdx',
        title: 'B old',
        description: 'About B old.',
        htmlClasses: 'docs-doc-page plugin-id-default',
        searchTag: 'docs-default-2025',
      },
      {
        route: '/api/op',
        file: '/site/api/op.api.mdx',
        title: 'Op',
        description: 'About Op.',
        htmlClasses: 'docs-doc-page plugin-id-api',
        searchTag: 'docs-api-current',
      },
      {
        route: '/articles/post',
        file: '/site/articles/post.mdx',
        title: 'Post',
        description: 'About Post.',
        htmlClasses: 'blog-post-page plugin-id-default',
        searchTag: 'default',
      },
      {
        route: '/b',
        file: '/site/docs/b.mdx',
        title: 'B',
        description: 'About B.',
        htmlClasses: 'docs-doc-page plugin-id-default',
        searchTag: 'docs-default-current',
      },
    ]);
  });
});

describe('npm start searching the pages being edited', () => {
  const content = loadedContent(
    {
      default: {
        current: [
          {source: '@site/docs/storage.mdx', permalink: '/build/storage', title: 'Storage'},
          {source: '@site/docs/broken.mdx', permalink: '/build/broken', title: 'Broken'},
        ],
        '2025': [
          {
            source: '@site/versioned_docs/version-2025/storage.mdx',
            permalink: '/2025/build/storage',
            title: 'Storage',
          },
        ],
      },
    },
    [{source: '@site/articles/post.mdx', permalink: '/articles/post', title: 'Post'}],
  );

  it('answers from the sources, the edit of a page included, and keeps only the newest index', async () => {
    const siteDir = site({
      'docs/storage.mdx': '# Storage\n\n## Collections\n\nA zebracollection holds records.\n',
      'docs/broken.mdx': 'This <Unclosed text.\n',
      'versioned_docs/version-2025/storage.mdx': 'The oldversionword of 2025.\n',
      'articles/post.mdx': 'An article about zebracollection design.\n',
      // A build's index must not be what answers.
      'build/search/manifest.json': '{"index":"/search/index.stale.json","records":1}',
      // Nor an index an earlier `npm start` left.
      '.docusaurus/nillion-local-search-index/7/search/manifest.json': '{"index":"stale"}',
    });
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const instance = plugin(siteDir);
    const middleware = mounted(instance);
    await instance.allContentLoaded({allContent: content});

    expect(await searchServed(middleware, 'zebracollection')).toEqual([
      `${SITE_URL}/articles/post`,
      `${SITE_URL}/build/storage#collections`,
    ]);
    // Latest's index holds no 2025 page; 2025's holds it.
    expect(await searchServed(middleware, 'oldversionword')).toEqual([]);
    expect(await searchServed(middleware, 'oldversionword', '2025')).toEqual([
      `${SITE_URL}/2025/build/storage`,
    ]);
    expect(await json(middleware, '/summaries.json')).toMatchObject({
      '/build/storage': 'About Storage.',
      '/articles/post': 'About Post.',
    });
    const manifestAnswer = await serve(middleware, '/manifest.json');
    expect(manifestAnswer.headers['cache-control']).toBe('no-store');
    const logged = info.mock.calls.map((call) => String(call[0])).join('\n');
    expect(logged).toMatch(/Index of 3 pages being edited \(\d+ records; 3 pages read\)/);
    expect(logged).toMatch(/Not indexed: \/build\/broken \(.+\)\./);

    // The reader saves an edit: Docusaurus loads the content again.
    write(siteDir, {'docs/storage.mdx': '# Storage\n\n## Queries\n\nA zebraquery runs.\n'});
    await instance.allContentLoaded({allContent: content});
    expect(await searchServed(middleware, 'zebraquery')).toEqual([
      `${SITE_URL}/build/storage#queries`,
    ]);
    expect(await searchServed(middleware, 'zebracollection')).toEqual([
      `${SITE_URL}/articles/post`,
    ]);
    // Only the page saved was read again.
    expect(String(info.mock.calls.at(-1)![0])).toContain('1 page read');
    // Only the newest index stays on disk.
    await vi.waitFor(() =>
      expect(readdirSync(path.join(siteDir, '.docusaurus', 'nillion-local-search-index'))).toEqual([
        '2',
      ]),
    );
  });

  it('passes on what is not an index file, and files no index has', async () => {
    const siteDir = site({'docs/storage.mdx': 'Text.\n', 'articles/post.mdx': 'Text.\n'});
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const instance = plugin(siteDir);
    const middleware = mounted(instance);
    // Before the content is loaded, there is no index to answer from.
    expect((await serve(middleware, '/manifest.json')).passedOn).toBe(true);
    await instance.allContentLoaded({allContent: content});
    for (const requestPath of ['/index.missing.json', '/notes.txt', '/', '/../manifest.json.txt']) {
      expect((await serve(middleware, requestPath)).passedOn, requestPath).toBe(true);
    }
    // Whatever path is asked for, only the index's own directory answers.
    const viaParent = await serve(middleware, '/../../manifest.json');
    expect(viaParent.body).toBe((await serve(middleware, '/manifest.json')).body);
  });

  it('makes nothing in the production build, nor when search is hosted', async () => {
    for (const options of [{develop: false}, {mode: 'algolia' as const}]) {
      const siteDir = site({'docs/storage.mdx': 'Text.\n', 'articles/post.mdx': 'Text.\n'});
      const instance = plugin(siteDir, options);
      await instance.allContentLoaded({allContent: content});
      if (options.mode !== 'algolia') {
        // The middleware (never mounted by a build) has no index to wait for.
        expect((await serve(mounted(instance), '/manifest.json')).passedOn).toBe(true);
      }
      expect(existsSync(path.join(siteDir, '.docusaurus')), JSON.stringify(options)).toBe(false);
    }
    expect(plugin(site(), {mode: 'algolia'}).configureWebpack({}, false)).toEqual({});
  });

  it('adds no dev server to the server bundle and is named so Docusaurus can tell it apart', () => {
    const instance = plugin(site());
    expect(instance.name).toBe('nillion-local-search');
    expect(instance.configureWebpack({}, true)).toEqual({});
  });

  it('keeps answering from the last index when making a new one fails, and says so', async () => {
    const siteDir = site({
      'docs/storage.mdx': 'A zebrastay word.\n',
      'articles/post.mdx': 'Text.\n',
    });
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const instance = plugin(siteDir);
    const middleware = mounted(instance);
    await instance.allContentLoaded({
      allContent: loadedContent(
        {
          default: {
            current: [
              {source: '@site/docs/storage.mdx', permalink: '/build/storage', title: 'Storage'},
            ],
          },
        },
        [{source: '@site/articles/post.mdx', permalink: '/articles/post', title: 'Post'}],
      ),
    });
    await ready(middleware);
    // Every page was read: the terminal names none.
    expect(String(info.mock.calls[0]![0])).toMatch(
      /Index of 2 pages being edited \(\d+ records; 2 pages read\) in \d+\.\d s\.$/,
    );
    // Content the reader cannot have made: a docs version with no pages list.
    await instance.allContentLoaded({
      allContent: {'docusaurus-plugin-content-docs': {default: {loadedVersions: [{}]}}} as never,
    });
    expect(await searchServed(middleware, 'zebrastay')).toEqual([`${SITE_URL}/build/storage`]);
    expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(
      /index of the pages being edited was not made/,
    );
  });
});
