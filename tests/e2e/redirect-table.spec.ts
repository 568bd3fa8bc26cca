/**
 * The legacy redirect table as the product's requirements give it (tests/support/legacy-redirects.ts,
 * never read from config/redirects.ts). Every row, in every spelling a reader types,
 * is checked over HTTP through nginx with the generated build/nginx.conf, and in build/vercel.json.
 * A row pointing at a wrong but existing page fails here.
 */
import {readFileSync} from 'node:fs';
import {test, expect} from '../support/test';
import {LEGACY_FILE_REDIRECTS, LEGACY_REDIRECTS, spellings} from '../support/legacy-redirects';
import {requireBuild} from '../support/require-build';
import {vercelRedirectFor, type VercelJson} from '../support/vercel-json';

const BUILD_DIR = 'build';
requireBuild(BUILD_DIR);

test('the table holds 56 distinct legacy paths (37, the 2025 docs prefix and its sections, and Blacklight’s 15)', () => {
  expect(new Set(LEGACY_REDIRECTS.map(([from]) => from)).size).toBe(56);
});

test.describe('through nginx: every row, every spelling, answers 301 to its page', () => {
  for (const [from, to] of LEGACY_REDIRECTS) {
    test(from, async ({request}) => {
      for (const typed of spellings(from)) {
        const response = await request.get(`${typed}?ref=legacy`, {maxRedirects: 0});
        expect.soft(response.status(), typed).toBe(301);
        expect.soft(response.headers().location, typed).toBe(`${to}?ref=legacy`);
      }
      const target = await request.get(to, {maxRedirects: 0});
      expect(target.status(), `${to} is a page`).toBe(200);
    });
  }
});

test.describe('in vercel.json: every row, every spelling, is a 301 to its page', () => {
  const vercel = JSON.parse(readFileSync(`${BUILD_DIR}/vercel.json`, 'utf8')) as VercelJson;

  for (const [from, to] of LEGACY_REDIRECTS) {
    test(from, () => {
      for (const typed of spellings(from)) {
        const rule = vercelRedirectFor(vercel, encodeURI(typed));
        expect.soft(rule, `${typed} has a redirect rule`).toBeDefined();
        expect.soft(rule?.destination, typed).toBe(to);
        expect.soft(rule?.statusCode ?? (rule?.permanent ? 308 : undefined), typed).toBe(301);
      }
    });
  }

  for (const [from, to] of LEGACY_FILE_REDIRECTS) {
    test(from, () => {
      const rule = vercelRedirectFor(vercel, from);
      expect(rule?.destination).toBe(to);
      expect(rule?.statusCode ?? (rule?.permanent ? 308 : undefined)).toBe(301);
    });
  }

  test('no other legacy path: every rule is a row above or a page’s own spelling', () => {
    const listed = new Set([
      ...LEGACY_REDIRECTS.flatMap(([from]) => spellings(from)),
      ...LEGACY_FILE_REDIRECTS.map(([from]) => from),
    ]);
    const unexpected = (vercel.redirects ?? [])
      .map((rule) => ({...rule, path: decodeURI(rule.source.replace(/\\(.)/g, '$1'))}))
      .filter(({path, destination}) => {
        if (listed.has(path)) return false;
        // /page/, /page.html, /page/index.html (and /index.html for the home page) → /page.
        const clean = path.replace(/(\/index\.html|\.html|\/)$/, '') || '/';
        return clean !== destination;
      })
      .map(({source, destination}) => `${source} -> ${destination}`);
    expect(unexpected).toEqual([]);
  });
});
