import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {readPageModel, type PageModel} from './model';

/** The file a route was written to, with trailingSlash: false. */
export function builtFileOf(outDir: string, route: string): string {
  return route === '/' ? path.join(outDir, 'index.html') : path.join(outDir, `${route}.html`);
}

/** Parses every content page of a build once, in route order. */
export async function readBuiltPages(
  outDir: string,
  routes: readonly string[],
  siteUrl: string,
): Promise<PageModel[]> {
  const pages: PageModel[] = [];
  for (const route of [...new Set(routes)].sort()) {
    let html: string;
    try {
      html = await readFile(builtFileOf(outDir, route), 'utf8');
    } catch {
      continue; // routes without their own file (e.g. the 404 page) are not content
    }
    const page = readPageModel(html, route, siteUrl);
    if (page) pages.push(page);
  }
  return pages;
}
