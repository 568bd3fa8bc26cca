/**
 * Finds the inline scripts of the built HTML (Docusaurus inlines its colour-mode
 * and announcement-bar scripts) and hashes them for the CSP. This is a scan of
 * raw script text, not the page model: it needs every served HTML file (404 and
 * list pages included) and the exact bytes between the tags, which is what the
 * browser hashes.
 */
import {createHash} from 'node:crypto';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';

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

/** The CSP source expression that allows exactly this script text. */
export function cspHashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The path a built HTML file is served at (trailingSlash: false, clean URLs). */
export function servedPathOf(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join('/');
  const withoutExtension = posix.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutExtension}`.replace(/\/$/, '') || '/';
}

async function htmlFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * CSP hashes of the inline scripts of every HTML file the server will serve.
 * Files shadowed by an HTTP redirect (the client-redirect pages) are never
 * served, so their scripts stay disallowed.
 */
export async function inlineScriptHashesOf(
  outDir: string,
  redirectedPaths: ReadonlySet<string>,
): Promise<{hashes: string[]; files: number}> {
  const hashes = new Set<string>();
  let files = 0;
  for (const file of await htmlFilesUnder(outDir)) {
    if (redirectedPaths.has(servedPathOf(file))) continue;
    files += 1;
    const html = await readFile(path.join(outDir, file), 'utf8');
    for (const script of inlineScriptsOf(html)) hashes.add(cspHashOf(script));
  }
  return {hashes: [...hashes].sort(), files};
}
