/**
 * Every built route, checked on its HTML without a browser (tests/support/built-page-checks.ts): one h1
 * and no skipped heading level, every same-origin link to a page or file of the build (never a
 * redirect stub), images with alt text and their size, JSON-LD that parses. The browser crawl
 * (crawl.spec.ts) visits a sample of routes; this holds for all of them, however many there are.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '../support/test';
import {REDIRECT_STUB, builtHtmlFile, listBuiltRoutes} from '../../scripts/lib/built-routes';
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
