/**
 * The API pages' stylesheet in their HTML. The OpenAPI theme's stylesheet is kept out of the
 * site-wide styles file (index.ts), in a CSS chunk of its own that the bundler's runtime loaded
 * with the page's code: the server-rendered page was first painted without it, then laid out
 * again when it arrived, and its blocks moved (Lighthouse mobile: layout shift 0.04 on an
 * operation page, a second full style and layout pass of about 140 ms at 4x CPU). Each API page
 * now links it after the site's own stylesheet, where the runtime would have put it (the same
 * cascade), and the runtime, finding the link, does not load it again.
 *
 * Written into the built pages as an output of the page model's one read of the build
 * (plugins/page-model), which tells the API pages by their <html> classes: the chunk's file name
 * holds a content hash known only once the build is written, so no component can render it.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PageOutput} from '../page-model';

/** The theme stylesheet's chunk name: its file is `assets/css/<name>.<hash>.css`. */
export const THEME_STYLESHEET_CHUNK = 'openapi-theme';

const THEME_STYLESHEET_FILE = new RegExp(`^${THEME_STYLESHEET_CHUNK}\\.[0-9a-f]+\\.css$`);

/** The theme stylesheet among the build's CSS files (names in assets/css), or null if none. */
export function themeStylesheetOf(cssFiles: readonly string[]): string | null {
  const found = cssFiles.filter((file) => THEME_STYLESHEET_FILE.test(file));
  if (found.length > 1) {
    throw new Error(`More than one OpenAPI theme stylesheet in the build: ${found.join(', ')}`);
  }
  return found[0] ?? null;
}

/** The site-wide stylesheet's link, which the minifier writes without quotes. */
const SITE_STYLESHEET_LINK =
  /<link rel="?stylesheet"? href="?[^">]*\/styles\.[0-9a-f]+\.css"?\s*\/?>/;

/**
 * The page's HTML with a link to `href` right after the site-wide stylesheet's; unchanged if it
 * already links it. Throws if the page has no site-wide stylesheet link, since the new link's
 * place in the cascade depends on it.
 */
export function withThemeStylesheet(html: string, href: string): string {
  if (html.includes(`href=${href}`) || html.includes(`href="${href}"`)) return html;
  const siteLink = SITE_STYLESHEET_LINK.exec(html);
  if (!siteLink) throw new Error('The page has no link to the site-wide stylesheet');
  const at = siteLink.index + siteLink[0].length;
  return `${html.slice(0, at)}<link rel="stylesheet" href="${href}">${html.slice(at)}`;
}

/**
 * Links the theme stylesheet in the HTML of every page ApiItem drew: the API pages, as the one
 * read tells them (html.ts pageKindOf; the API instance's category index pages do not import it).
 */
export const apiStylesheetLinkOutput: PageOutput = {
  name: 'API stylesheet links',
  async write({outDir, files}, {baseUrl}) {
    const apiPages = files.filter(({kind}) => kind === 'api');
    if (apiPages.length === 0) return 'no API pages';
    const stylesheet = themeStylesheetOf(await readdir(path.join(outDir, 'assets', 'css')));
    if (!stylesheet) {
      throw new Error(
        `${apiPages[0]!.served} is an API page, but the build has no ${THEME_STYLESHEET_CHUNK} stylesheet`,
      );
    }
    const href = `${baseUrl}assets/css/${stylesheet}`;
    for (const {file} of apiPages) {
      const built = path.join(outDir, file);
      await writeFile(built, withThemeStylesheet(await readFile(built, 'utf8'), href));
    }
    return `${apiPages.length} API pages link ${href}`;
  },
};
