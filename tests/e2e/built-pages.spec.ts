/**
 * Every built route, checked on its HTML without a browser (tests/support/built-page-checks.ts): one h1
 * and no skipped heading level, every same-origin link to a page or file of the build (never a
 * redirect stub), images with alt text and their size, JSON-LD that parses. The browser crawl
 * (crawl.spec.ts) visits a sample of routes; this holds for all of them, however many there are.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '../support/test';
import {
  REDIRECT_STUB,
  builtHtmlFile,
  listBuiltRoutes,
  startUpScripts,
} from '../../scripts/lib/built-routes';
import {builtPageProblems, isFilePath, type LinkTarget} from '../support/built-page-checks';
import {requireBuild} from '../support/require-build';
import {apiOperationPageProblems} from '../support/api-built-page';
import {operations} from '../support/openapi-operations';

const BUILD = 'build';
requireBuild(BUILD);

const targets = new Map<string, LinkTarget>();
/** What a linked path is in the build, read once per path. */
function targetOf(path: string): LinkTarget {
  const known = targets.get(path);
  if (known) return known;
  let target: LinkTarget;
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape names no file: it is looked up as written and reported missing.
  }
  if (isFilePath(decoded)) {
    target = existsSync(join(BUILD, decoded)) ? 'file' : 'missing';
  } else {
    const file = builtHtmlFile(BUILD, decoded);
    target = !file
      ? 'missing'
      : REDIRECT_STUB.test(readFileSync(file, 'utf8'))
        ? 'redirect-stub'
        : 'page';
  }
  targets.set(path, target);
  return target;
}

test('every built page: one h1, headings in order, links to built pages, sized images, JSON-LD', () => {
  const routes = listBuiltRoutes(BUILD);
  expect(routes.length).toBeGreaterThan(50);
  const problems = routes.flatMap(({route, file}) =>
    builtPageProblems(readFileSync(join(BUILD, file), 'utf8'), route, targetOf),
  );
  expect(problems.join('\n')).toBe('');
  // The links were read: a regular expression that matched nothing would pass every page.
  const linkedPages = [...targets.values()].filter((target) => target === 'page').length;
  expect(linkedPages).toBeGreaterThan(routes.length / 2);
});

test('every API operation page: samples in the right column, scalar types a reader can trust', () => {
  // Issue 38: the right column was an empty skeleton until the explorer loaded, optional scalars
  // read `object` and response fields repeated their names as types (tests/support/api-built-page.ts).
  const problems = operations.flatMap((op) => {
    const file = builtHtmlFile(BUILD, op.route);
    return file
      ? apiOperationPageProblems(readFileSync(file, 'utf8'), op)
      : [`${op.route}: not built`];
  });
  expect(problems.join('\n')).toBe('');
  // The nullable fields were found: a reader of the documents that found none would pass any page.
  expect(operations.flatMap((op) => op.nullableScalarFields).length).toBeGreaterThan(20);
});

// Issue 39: a doc page says when it last changed and links to its source; doc pages and articles
// end with "Was this page helpful?", drawn by the server (it never appears late).
const EDIT_PREFIX = 'https://github.com/NillionNetwork/nillion-docs/edit/main/';

/**
 * When git last committed each tracked file (ms since the epoch), from one `git log` of the whole
 * history, newest first: a path's first appearance is its last commit.
 */
function lastCommits(): Map<string, number> {
  const log = execFileSync('git', ['log', '--format=commit %ct', '--name-only'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const commits = new Map<string, number>();
  let time = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('commit ')) time = Number(line.slice('commit '.length)) * 1000;
    else if (line !== '' && !commits.has(line)) commits.set(line, time);
  }
  return commits;
}

/** The value of the first `name` attribute in the tag that `tagPattern` matches, or null. */
function attributeIn(html: string, tagPattern: RegExp, name: string): string | null {
  const tag = tagPattern.exec(html)?.[0];
  if (!tag) return null;
  const value = new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>"']+))`).exec(tag);
  return value ? (value[1] ?? value[2]) : null;
}

const EDIT_LINK = /<a\b[^>]*\bclass="?theme-edit-this-page\b[^>]*>/;
const LAST_UPDATED_TIME = /<span class="?theme-last-updated\b[^>]*>[^]*?<time\b[^>]*>/;
/** The feedback as the server draws it: the question, then Yes and No, neither pressed. */
const FEEDBACK =
  /data-page-feedback[^>]*>(?:(?!<\/button>)[^])*Was this page helpful\?(?:(?!<\/button>)[^])*<button\b[^>]*aria-pressed="?false"?[^>]*>Yes<\/button><button\b[^>]*aria-pressed="?false"?[^>]*>No<\/button>/;

test('every doc page links its source and shows its last commit date; articles link theirs', () => {
  const routes = listBuiltRoutes(BUILD).filter(
    ({type}) => type === 'doc' || type === 'doc-diagram' || type === 'article',
  );
  const problems: string[] = [];
  const dates = new Set<string>();
  const committed = lastCommits();
  for (const {route, file, type} of routes) {
    const html = readFileSync(join(BUILD, file), 'utf8');
    if (!FEEDBACK.test(html)) {
      problems.push(
        `${route}: "Was this page helpful?" with Yes and No is not in the server's HTML`,
      );
    }
    const edit = attributeIn(html, EDIT_LINK, 'href') ?? '';
    const source = edit.startsWith(EDIT_PREFIX) ? edit.slice(EDIT_PREFIX.length) : '';
    if (!source || !existsSync(source)) {
      problems.push(`${route}: "Edit this page" names no source file of the repository: ${edit}`);
      continue;
    }
    const shown = attributeIn(html, LAST_UPDATED_TIME, 'datetime');
    if (type === 'article') {
      if (shown) problems.push(`${route}: an article shows a last-updated date`);
      continue;
    }
    const time = committed.get(source);
    const expected = time === undefined ? null : new Date(time).toISOString();
    if (shown !== expected) {
      problems.push(
        `${route}: last updated ${shown}, but ${source} was last committed ${expected}`,
      );
    }
    if (shown) dates.add(shown);
  }
  expect(problems.join('\n')).toBe('');
  // Latest and the 2025 snapshot were both read, and dates found; pages changed at different
  // times, so a build that gave every page one date (a shallow clone, the build's own time) fails.
  expect(routes.some(({route}) => route.startsWith('/2025/'))).toBe(true);
  expect(dates.size).toBeGreaterThan(5);
});

// Issue 40: the entry's code in two files, each compiled while it streams and run in a task of its
// own (plugins/start-up-scripts); the site's styles still in one stylesheet (a first split put the
// cascade layers' order in a stylesheet of its own, loaded after the site's).
const STYLESHEET = /<link\b[^>]*\brel="?stylesheet\b[^>]*\bhref="?([^"\s>]+)/g;
const START_UP_FILE = /^\/assets\/js\/(react-dom|main)\.[0-9a-f]{8}\.js$/;
const SITE_STYLESHEET = /^\/assets\/css\/(styles|openapi-theme)\.[0-9a-f]{8}\.css$/;

test('every page starts with React DOM and the app, each hinted; the site’s stylesheet first', () => {
  const routes = listBuiltRoutes(BUILD);
  const problems: string[] = [];
  const scriptLists = new Set<string>();
  for (const {route, file} of routes) {
    const html = readFileSync(join(BUILD, file), 'utf8');
    const scripts = startUpScripts(html);
    const scriptNames = scripts.map((src) => START_UP_FILE.exec(src)?.[1] ?? src).sort();
    if (scriptNames.join() !== 'main,react-dom') {
      problems.push(`${route}: scripts ${scripts.join(', ')}`);
    }
    scriptLists.add(scripts.join());
    // The site's stylesheet, then on API pages the OpenAPI theme's (plugins/openapi-theme).
    const stylesheets = [...html.matchAll(STYLESHEET)].map(([, href]) => href!);
    const expected = /^(\/2025)?\/api\//.test(route) ? ['styles', 'openapi-theme'] : ['styles'];
    const names = stylesheets.map((href) => SITE_STYLESHEET.exec(href)?.[1] ?? href);
    if (names.join() !== expected.join()) {
      problems.push(`${route}: stylesheets ${stylesheets.join(', ')}`);
    }
  }
  expect(problems.join('\n')).toBe('');
  // One set of files for the whole site, so a reader's second page finds them cached.
  expect([...scriptLists]).toHaveLength(1);
  for (const src of [...scriptLists][0]!.split(',')) {
    // Chromium reads the compile hint only as the file's first line.
    expect(readFileSync(join(BUILD, src), 'utf8').split('\n')[0], src).toBe(
      '//# allFunctionsCalledOnLoad',
    );
  }
});
