/**
 * Every route of a production build, read from its HTML files: the list the
 * accessibility gate, the page-weight budgets, the offline crawl and the
 * benchmark walk. Redirect stubs (client-side meta refresh pages) are not
 * routes of their own; test fixtures are left out unless asked for.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {
  builtFilesOfRoute,
  isFixtureRoute,
  pageTypeOf,
  routeOfBuiltFile,
  type PageType,
} from '../../src/lib/routes';

export interface BuiltRoute {
  /** Clean URL path, e.g. `/learn/what-is-nillion`. */
  route: string;
  /** HTML file relative to the build folder. */
  file: string;
  type: PageType;
}

/**
 * The site's scripts a built page names in its own HTML, in order: what it runs at start-up
 * (plugins/start-up-scripts). Its route's chunks are inserted later, by the client.
 */
export function startUpScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\ssrc=["']?(\/assets\/js\/[^"'\s>]+)/g)].map(
    ([, src]) => src!,
  );
}

/** The meta refresh of a client-side redirect stub (@docusaurus/plugin-client-redirects). */
export const REDIRECT_STUB = /<meta\s+http-equiv=["']?refresh/i;

/** The HTML file a route is served from (`/x` → x.html or x/index.html), or null if none. */
export function builtHtmlFile(buildDir: string, route: string): string | null {
  const candidates = builtFilesOfRoute(route).map((file) => join(buildDir, file));
  return candidates.find((file) => existsSync(file)) ?? null;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

export function listBuiltRoutes(
  buildDir: string,
  {includeFixtures = false}: {includeFixtures?: boolean} = {},
): BuiltRoute[] {
  const routes: BuiltRoute[] = [];
  for (const path of htmlFiles(buildDir)) {
    const file = relative(buildDir, path);
    const route = routeOfBuiltFile(file);
    if (isFixtureRoute(route) && !includeFixtures) continue;
    const html = readFileSync(path, 'utf8');
    if (REDIRECT_STUB.test(html)) continue;
    routes.push({route, file, type: pageTypeOf(route, html)});
  }
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}
