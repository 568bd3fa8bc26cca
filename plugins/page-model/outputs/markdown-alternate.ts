/**
 * Advertises each page's Markdown twin in its own HTML head:
 * `<link rel="alternate" type="text/markdown" href="/route.md">`, so an assistant or crawler that
 * lands on the HTML finds the Markdown the export wrote (markdown-export.ts, same page list).
 * Written into the built file after the build: the head is static HTML React never hydrates.
 */
import {readFile, rename, writeFile} from 'node:fs/promises';
import {markdownPathOf} from '../../../src/lib/routes';
import type {PageOutput} from '../index';
import {builtFileOf} from '../read';

/** The tag a page with route `route` carries (the route is a site path: no quoting needed). */
export const markdownAlternateTag = (route: string): string =>
  `<link rel="alternate" type="text/markdown" href="${markdownPathOf(route)}">`;

/** `html` with the tag before `</head>`, once; unchanged when it is there already. */
export function withMarkdownAlternate(html: string, route: string): string {
  const tag = markdownAlternateTag(route);
  if (html.includes(tag)) return html;
  const end = html.indexOf('</head>');
  if (end === -1) throw new Error(`${route}: built HTML without </head>`);
  return `${html.slice(0, end)}${tag}${html.slice(end)}`;
}

export const markdownAlternateOutput: PageOutput = {
  name: 'Markdown alternate links',
  async write(pages, outDir) {
    for (const page of pages) {
      const file = builtFileOf(outDir, page.route);
      // Other plugins read the built HTML in their postBuild at the same time (Docusaurus runs
      // them in parallel): a rename swaps the whole file, so no reader sees it half-written.
      const next = `${file}.alternate-tmp`;
      await writeFile(next, withMarkdownAlternate(await readFile(file, 'utf8'), page.route));
      await rename(next, file);
    }
    return `${pages.length} pages link their .md twin`;
  },
};
