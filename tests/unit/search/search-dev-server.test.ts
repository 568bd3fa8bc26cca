/**
 * The local search wiring (docs-dev/search.md): in local mode `npm start` serves the index of the
 * last production build from build/search/ (JSON only); without one, the terminal says so. In
 * hosted mode nothing is changed.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, afterEach, describe, expect, it, vi} from 'vitest';
import localSearchPlugin from '../../../plugins/local-search';

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
interface WebpackPart {
  resolve?: {alias?: Record<string, string>};
  devServer?: {setupMiddlewares: (middlewares: unknown[]) => unknown[]};
}

const sites: string[] = [];
afterAll(() => {
  for (const site of sites) rmSync(site, {recursive: true, force: true});
});
afterEach(() => vi.restoreAllMocks());

/** A site directory, with build/search/ holding `files` when given. */
function site(files?: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'local-search-'));
  sites.push(dir);
  if (files) {
    mkdirSync(path.join(dir, 'build', 'search'), {recursive: true});
    for (const [name, body] of Object.entries(files)) {
      writeFileSync(path.join(dir, 'build', 'search', name), body);
    }
  }
  return dir;
}

function webpackPart(
  mode: 'local' | 'algolia',
  siteDir: string,
  isServer: boolean,
): {name: string; part: WebpackPart} {
  const search =
    mode === 'local'
      ? ({mode: 'local', indexName: 'nillion_docs'} as const)
      : ({mode: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'docs'} as const);
  const plugin = localSearchPlugin({search})({siteDir} as never, {} as never) as {
    name: string;
    configureWebpack: (config: unknown, isServer: boolean) => WebpackPart;
  };
  return {name: plugin.name, part: plugin.configureWebpack({}, isServer)};
}

/** The dev server's middlewares after the plugin added its own, and what it printed. */
function devServer(siteDir: string) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const {part} = webpackPart('local', siteDir, false);
  const theirs = {name: 'theirs'};
  const middlewares = part.devServer!.setupMiddlewares([theirs]) as Mounted[];
  return {middlewares, theirs, warnings: warn.mock.calls.map((call) => String(call[0]))};
}

/** What the mounted middleware does with a request for `requestPath` under /search/. */
function serve(mounted: Mounted, requestPath: string) {
  const headers: Record<string, string> = {};
  let body: string | null = null;
  let passedOn = false;
  mounted.middleware(
    {path: requestPath},
    {
      setHeader: (name, value) => {
        headers[name] = value;
      },
      end: (chunk) => {
        body = chunk.toString('utf8');
      },
    },
    () => {
      passedOn = true;
    },
  );
  return {headers, body, passedOn};
}

describe('the local search plugin', () => {
  it('is named so Docusaurus can tell it apart', () => {
    expect(webpackPart('local', site(), true).name).toBe('nillion-local-search');
  });

  it('changes nothing when search is hosted', () => {
    expect(webpackPart('algolia', site(), false).part).toEqual({});
    expect(webpackPart('algolia', site(), true).part).toEqual({});
  });

  it('aliases nothing: the /search page asks the search client itself', () => {
    const siteDir = site();
    for (const isServer of [true, false])
      expect(webpackPart('local', siteDir, isServer).part).not.toHaveProperty('resolve');
  });

  it('adds no dev server to the server bundle', () => {
    expect(webpackPart('local', site(), true).part).not.toHaveProperty('devServer');
  });
});

describe('npm start with the index of the last build', () => {
  it('serves the JSON files of build/search/ under /search/, before the other middlewares', () => {
    const manifest = '{"index":"/search/index.abc.json","records":3}';
    const {middlewares, theirs, warnings} = devServer(
      site({'manifest.json': manifest, 'index.abc.json': '{"version":2,"pages":[]}'}),
    );
    expect(warnings).toEqual([]);
    expect(middlewares).toHaveLength(2);
    expect(middlewares[1]).toBe(theirs);
    const [mounted] = middlewares;
    expect(mounted.name).toBe('built-search-index');
    expect(mounted.path).toBe('/search/');
    expect(serve(mounted, '/manifest.json')).toEqual({
      headers: {'content-type': 'application/json'},
      body: manifest,
      passedOn: false,
    });
    expect(serve(mounted, '/index.abc.json').body).toBe('{"version":2,"pages":[]}');
  });

  it('passes on a request for a file the build does not have, or for anything but JSON', () => {
    const {middlewares} = devServer(site({'manifest.json': '{}', 'notes.txt': 'not an index'}));
    for (const requestPath of ['/index.missing.json', '/notes.txt', '/']) {
      expect(serve(middlewares[0], requestPath), requestPath).toEqual({
        headers: {},
        body: null,
        passedOn: true,
      });
    }
  });

  it('serves only from build/search/, whatever path is asked for', () => {
    const siteDir = site({'manifest.json': '{"from":"search"}'});
    writeFileSync(path.join(siteDir, 'build', 'manifest.json'), '{"from":"build"}');
    const {middlewares} = devServer(siteDir);
    expect(serve(middlewares[0], '/../manifest.json').body).toBe('{"from":"search"}');
  });

  it('says once, without a build, that search needs `npm run build` first', () => {
    const {middlewares, warnings} = devServer(site());
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('No search index yet');
    expect(warnings[0]).toContain('npm run build');
    expect(serve(middlewares[0], '/manifest.json').passedOn).toBe(true);
  });
});
