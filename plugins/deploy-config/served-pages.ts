/**
 * The pages a web server serves from a build, and the CSP hashes of the inline scripts it may run
 * (Docusaurus inlines its colour-mode and announcement-bar scripts), from the build's HTML files
 * as the page model read them once (plugins/page-model/read.ts): every served HTML file counts,
 * 404 and list pages included, not only the content pages the model reads.
 */
import type {BuiltHtmlFile} from '../page-model/read';
import type {BuiltPage} from './policy';

/**
 * One page per served path (`page.html` wins over `page/index.html`, as nginx's try_files order
 * has it: `files` come sorted so) and the hashes of the inline scripts of every HTML file the
 * server will serve. Files shadowed by an HTTP redirect (the client-redirect pages) are never
 * served, so they are no pages and their scripts stay disallowed.
 */
export function servedPages(
  files: readonly BuiltHtmlFile[],
  redirectedPaths: ReadonlySet<string>,
): {hashes: string[]; files: number; pages: BuiltPage[]} {
  const hashes = new Set<string>();
  const pages = new Map<string, string>();
  let served = 0;
  for (const {file, served: path, inlineScriptHashes} of files) {
    if (redirectedPaths.has(path)) continue;
    served += 1;
    if (!pages.has(path)) pages.set(path, file);
    for (const hash of inlineScriptHashes) hashes.add(hash);
  }
  return {
    hashes: [...hashes].sort(),
    files: served,
    pages: [...pages]
      .map(([path, file]) => ({path, file}))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  };
}
