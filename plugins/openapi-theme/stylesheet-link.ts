/**
 * The API pages' stylesheet in their HTML. The OpenAPI theme's stylesheet is kept out of the
 * site-wide styles file (index.ts), in a CSS chunk of its own that the bundler's runtime loaded
 * with the page's code: the server-rendered page was first painted without it, then laid out
 * again when it arrived, and its blocks moved (Lighthouse mobile: layout shift 0.04 on an
 * operation page, a second full style and layout pass of about 140 ms at 4x CPU). Each API page
 * now links it after the site's own stylesheet, where the runtime would have put it (the same
 * cascade), and the runtime, finding the link, does not load it again.
 */

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
 * Whether a page is drawn by the API docs instance's ApiItem, which imports the theme stylesheet:
 * its <html> carries that instance's plugin class and the doc page class (the instance's category
 * index pages do not import it).
 */
export function isApiItemPage(html: string, apiDocsPluginId: string): boolean {
  const root = /<html\b[^>]*\bclass="([^"]*)"/.exec(html);
  const classes = new Set(root?.[1].split(/\s+/) ?? []);
  return classes.has(`plugin-id-${apiDocsPluginId}`) && classes.has('docs-doc-page');
}
