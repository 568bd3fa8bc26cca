/**
 * Finds the pages of the build and the inline scripts of their HTML (Docusaurus
 * inlines its colour-mode and announcement-bar scripts), hashed for the CSP.
 * This is a scan of raw script text, not the page model: it needs every served
 * HTML file (404 and list pages included) and the exact bytes between the tags,
 * which is what the browser hashes.
 */
import {createHash} from 'node:crypto';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {routeOfBuiltFile} from '../../src/lib/routes';
import type {BuiltPage} from './policy';

const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

// Script data ends at the first `</script` (HTML tokenizer rule), so a lazy match is exact.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const ATTRIBUTE = (name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i');

/** The text of every inline script the browser would run (data blocks like JSON-LD excluded). */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (ATTRIBUTE('src').test(attributes)) continue;
    const type = attributes.match(ATTRIBUTE('type'));
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!JS_TYPES.has(typeValue)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** The CSP source expression that allows exactly this script text (hashed as UTF-8, Node's default). */
export function cspHashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

async function htmlFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * The pages of a build (one per served path; `page.html` wins over
 * `page/index.html`, as nginx's try_files order has it) and the CSP hashes of
 * the inline scripts of every HTML file the server will serve. Files shadowed
 * by an HTTP redirect (the client-redirect pages) are never served, so they are
 * no pages and their scripts stay disallowed.
 */
export async function scanBuild(
  outDir: string,
  redirectedPaths: ReadonlySet<string>,
): Promise<{hashes: string[]; files: number; pages: BuiltPage[]}> {
  const hashes = new Set<string>();
  const pages = new Map<string, string>();
  let files = 0;
  // Sorted so that `x.html` comes before `x/index.html` (`.` sorts before `/`).
  // Stryker disable next-line MethodExpression: Node lists a directory tree breadth first, which puts x.html before x/index.html too
  for (const file of (await htmlFilesUnder(outDir)).sort()) {
    const served = routeOfBuiltFile(file);
    if (redirectedPaths.has(served)) continue;
    files += 1;
    if (!pages.has(served)) pages.set(served, file.split(path.sep).join('/'));
    const html = await readFile(path.join(outDir, file), 'utf8');
    for (const script of inlineScriptsOf(html)) hashes.add(cspHashOf(script));
  }
  return {
    hashes: [...hashes].sort(),
    files,
    pages: [...pages]
      .map(([served, file]) => ({path: served, file}))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  };
}
