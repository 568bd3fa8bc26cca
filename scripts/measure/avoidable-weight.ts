/**
 * The weight the foundation keeps off pages that do not need it: the Mermaid
 * library on every page (diagrams are pre-rendered SVG, see
 * plugins/diagrams), the OpenAPI theme outside /api, and the search engine and
 * index before the page is idle after load (src/lib/on-demand.ts). The built JS chunks
 * have hashed names, so each heavy library is recognised by a string that
 * survives minification; the crawl (tests/e2e/crawl.spec.ts) fails a page that loads one it
 * has no use for.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {BuiltRoute} from '../lib/built-routes';
import type {LoadedResource} from './page-weight';
import {SEARCH_MANIFEST_PATH, type SearchManifest} from '../../src/lib/search/types';

export type HeavyCode = 'mermaid' | 'openapi-theme' | 'search-engine' | 'search-index';

/** Strings only the library's own code carries (the portal's contrast overrides in custom.css name
 * other OpenAPI classes, so these are ones it never styles). */
const MARKERS: Record<Exclude<HeavyCode, 'search-index'>, string[]> = {
  mermaid: ['mermaidAPI'],
  'openapi-theme': ['openapi-explorer__response-container', 'openapi-security__'],
  'search-engine': ['MiniSearch'],
};

/** Which heavy code each built asset path (`/assets/js/…`, the index) holds. */
export function indexHeavyAssets(buildDir: string): Map<string, HeavyCode[]> {
  const assets = new Map<string, HeavyCode[]>();
  for (const folder of ['assets/js', 'assets/css']) {
    let files: string[];
    try {
      files = readdirSync(path.join(buildDir, folder));
    } catch {
      continue;
    }
    for (const file of files) {
      const body = readFileSync(path.join(buildDir, folder, file), 'utf8');
      const found = (Object.keys(MARKERS) as (keyof typeof MARKERS)[]).filter((code) =>
        MARKERS[code].some((marker) => body.includes(marker)),
      );
      if (found.length > 0) assets.set(`/${folder}/${file}`, found);
    }
  }
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(buildDir, SEARCH_MANIFEST_PATH), 'utf8'),
    ) as SearchManifest;
    assets.set(SEARCH_MANIFEST_PATH, ['search-index']);
    for (const {index} of Object.values(manifest.scopes)) assets.set(index, ['search-index']);
    // The split index's other files: shards of postings and page texts (src/lib/search/split.ts).
    for (const file of readdirSync(path.join(buildDir, 'search'))) {
      if (/^index\.[0-9a-f]+\.json$/.test(file)) assets.set(`/search/${file}`, ['search-index']);
    }
  } catch {
    // a build with hosted search has no embedded index
  }
  return assets;
}

/** Whether a page of this route may load the heavy code on its first visit. */
function allowed(code: HeavyCode, route: BuiltRoute): boolean {
  switch (code) {
    case 'mermaid':
      // Diagrams ship as SVG rendered ahead of time: no page, with a diagram or not, runs Mermaid.
      return false;
    case 'openapi-theme':
      return route.type === 'api-operation' || route.type === 'api-landing';
    case 'search-engine':
      // The search page is search opened: it runs the engine to show its results.
      return route.type === 'search';
    case 'search-index':
      return false;
  }
}

/** One line per heavy asset the page loaded without needing it; empty when there is none. */
export function findAvoidableWeight(
  route: BuiltRoute,
  resources: LoadedResource[],
  heavyAssets: Map<string, HeavyCode[]>,
): string[] {
  const leaks: string[] = [];
  for (const resource of resources) {
    // Loaded on demand once the page is idle after load (search prefetched for an instant first
    // search, the API explorer): not part of the page's first load.
    if (resource.onDemand) continue;
    const assetPath = resource.path.split('?')[0];
    for (const code of heavyAssets.get(assetPath) ?? []) {
      if (!allowed(code, route)) {
        leaks.push(`${route.route} (${route.type}) loads ${code} (${assetPath}) on first visit`);
      }
    }
  }
  return leaks;
}
