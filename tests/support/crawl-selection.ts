/**
 * Which built routes the browser crawl visits. A browser visit costs seconds, and what it judges
 * (console, CSP, axe, layout, reading) follows from the markup a page draws: two pages drawing the
 * same kinds of elements through the same templates pass or fail together. So the crawl visits a
 * set of routes that, between them, draws every kind of markup the build has, per page type:
 * - the first route of each page type (Latest's, the smoke sample);
 * - the heaviest route of each type by HTML size (the page-weight budgets' worst case);
 * - one route of each section of each docs version (the navbar marks the section);
 * - then, greedily, the route that adds the most markup no chosen route draws yet, until every
 *   kind is drawn by one: a new component, diagram kind, code language or API method is visited
 *   on the first page that has it, without editing a list.
 * Every route, visited or not, is checked without a browser on its built HTML (links, h1,
 * metadata, `.md` twin, images, structured data; see docs-dev/testing.md).
 */
import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {versionOfRoute} from '../../config/versions';
import type {PageType} from '../../src/lib/routes';
import {sectionOf} from '../../src/lib/sections';
import type {BuiltRoute} from '../../scripts/lib/built-routes';

export interface CrawlCandidate {
  route: string;
  type: PageType;
  /** Bytes of the built HTML: the largest of a type stands for its heaviest page. */
  htmlBytes: number;
  /** The docs version (or 'current' for pages outside versioned docs) and section the route is in. */
  area: string;
  /** The kinds of markup the page draws (pageMarkupKinds). */
  kinds: ReadonlySet<string>;
}

export interface CrawlPick {
  route: string;
  type: PageType;
  /** Why the route is visited, for the test report. */
  reasons: string[];
}

/**
 * Class tokens that name one page rather than a kind of markup (Docusaurus marks the document
 * with the doc's or post's id), dropped so they do not make every page unique.
 */
const PAGE_IDENTITY_CLASS = /-id-/;

/** A CSS-module class as built (`card_AbC1`): the four-character hash is dropped. */
const CSS_MODULE_HASH = /_[A-Za-z0-9_-]{4}$/;

/** Elements whose presence is a kind of content of its own, classed or not. */
const CONTENT_ELEMENTS = new Set([
  'table',
  'details',
  'iframe',
  'video',
  'audio',
  'img',
  'svg',
  'pre',
  'kbd',
  'dl',
  'ol',
  'blockquote',
  'input',
  'select',
  'textarea',
  'button',
  'form',
]);

const CLASSED_ELEMENT = /<([a-zA-Z][\w-]*)\b[^>]*?\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g;
const ANY_ELEMENT = /<([a-zA-Z][\w-]*)\b/g;

/**
 * The kinds of markup a built page draws: each element name with each of its classes (CSS-module
 * hashes and page identities dropped), and each content element (table, image, form control…).
 */
export function pageMarkupKinds(html: string): Set<string> {
  const kinds = new Set<string>();
  for (const match of html.matchAll(CLASSED_ELEMENT)) {
    const element = match[1]!.toLowerCase();
    const classes = (match[2] ?? match[3] ?? match[4] ?? '').split(/\s+/);
    for (const token of classes) {
      if (!token || PAGE_IDENTITY_CLASS.test(token)) continue;
      kinds.add(`${element}.${token.replace(CSS_MODULE_HASH, '')}`);
    }
  }
  for (const match of html.matchAll(ANY_ELEMENT)) {
    const element = match[1]!.toLowerCase();
    if (CONTENT_ELEMENTS.has(element)) kinds.add(`<${element}>`);
  }
  return kinds;
}

/** Routes in a stable order: the earlier of two equal candidates wins. */
const byRoute = (a: CrawlCandidate, b: CrawlCandidate) => a.route.localeCompare(b.route);

/**
 * The routes to visit, each with its reasons, in the candidates' order. `firstOfType` names the
 * route that stands first for each type (the smoke sample); without one, the first candidate.
 */
export function selectCrawlRoutes(
  candidates: readonly CrawlCandidate[],
  firstOfType: (type: PageType, ofType: readonly CrawlCandidate[]) => CrawlCandidate | undefined = (
    _type,
    ofType,
  ) => ofType[0],
): CrawlPick[] {
  const sorted = [...candidates].sort(byRoute);
  const reasons = new Map<string, string[]>();
  const choose = (candidate: CrawlCandidate, reason: string) => {
    const list = reasons.get(candidate.route) ?? [];
    list.push(reason);
    reasons.set(candidate.route, list);
  };

  const types = [...new Set(sorted.map((candidate) => candidate.type))];
  for (const type of types) {
    const ofType = sorted.filter((candidate) => candidate.type === type);
    const first = firstOfType(type, ofType) ?? ofType[0]!;
    choose(first, `first ${type}`);
    const heaviest = ofType.reduce((best, next) => (next.htmlBytes > best.htmlBytes ? next : best));
    choose(heaviest, `heaviest ${type} (${Math.round(heaviest.htmlBytes / 1024)} KiB of HTML)`);
  }
  const candidateAt = new Map(sorted.map((candidate) => [candidate.route, candidate]));
  const visitedAreas = new Set([...reasons.keys()].map((route) => candidateAt.get(route)!.area));
  for (const candidate of sorted) {
    if (visitedAreas.has(candidate.area)) continue;
    visitedAreas.add(candidate.area);
    choose(candidate, `first of ${candidate.area}`);
  }

  // Kinds are counted per page type: a class drawn by one article is not the doc template's.
  // Named once per candidate, not on every round of the search below.
  const kindsOf = new Map(
    sorted.map((candidate) => [
      candidate.route,
      [...candidate.kinds].map((kind) => `${candidate.type} ${kind}`),
    ]),
  );
  const drawn = new Set<string>();
  for (const route of reasons.keys()) {
    for (const kind of kindsOf.get(route)!) drawn.add(kind);
  }
  for (;;) {
    let best: CrawlCandidate | null = null;
    let bestNew: string[] = [];
    for (const candidate of sorted) {
      if (reasons.has(candidate.route)) continue;
      const fresh = kindsOf.get(candidate.route)!.filter((kind) => !drawn.has(kind));
      if (fresh.length > bestNew.length) {
        best = candidate;
        bestNew = fresh;
      }
    }
    if (!best) break;
    const shown = bestNew
      .slice(0, 3)
      .map((kind) => kind.slice(kind.indexOf(' ') + 1))
      .join(', ');
    choose(best, `draws ${shown}${bestNew.length > 3 ? ` and ${bestNew.length - 3} more` : ''}`);
    for (const kind of bestNew) drawn.add(kind);
  }

  return sorted
    .filter((candidate) => reasons.has(candidate.route))
    .map(({route, type}) => ({route, type, reasons: reasons.get(route)!}));
}

/** The docs version and section of a route: `2025 Build`, `current API`, `current (no section)`. */
export function areaOfRoute(route: string): string {
  return `${versionOfRoute(route).name} ${sectionOf(route) ?? '(no section)'}`;
}

/** The crawl's candidates: each built route with its HTML's size and kinds of markup. */
export function crawlCandidates(buildDir: string, routes: readonly BuiltRoute[]): CrawlCandidate[] {
  return routes.map(({route, file, type}) => {
    const path = join(buildDir, file);
    return {
      route,
      type,
      htmlBytes: statSync(path).size,
      area: areaOfRoute(route),
      kinds: pageMarkupKinds(readFileSync(path, 'utf8')),
    };
  });
}
