/**
 * Page-weight budgets: the most initial JS and CSS (gzip bytes, same-origin)
 * and same-origin requests a page of each type may load on a cold first visit.
 * Set from the measured weight of the current site plus about 10% headroom
 * (the measured figures are in README.md, "Quality gates"); lower a budget
 * when a change makes its pages lighter, so the headroom does not grow into
 * room for a regression. tests/e2e/page-weight.spec.ts checks every route.
 */
import type {PageType} from '../src/lib/routes';

/** What a budget limits, and what a measurement reports. */
export interface PageWeight {
  /** Initial same-origin JavaScript, each body gzip-compressed at level 6. */
  jsGzipBytes: number;
  /** Initial same-origin CSS, each body gzip-compressed at level 6. */
  cssGzipBytes: number;
  /** Same-origin requests until load plus network quiet (link prefetches excluded). */
  requests: number;
}

export type PageWeightBudget = PageWeight;

export interface PageWeightMeasurement extends PageWeight {
  route: string;
  type: PageType;
}

export const PAGE_WEIGHT_METRICS = ['jsGzipBytes', 'cssGzipBytes', 'requests'] as const;
export type PageWeightMetric = (typeof PAGE_WEIGHT_METRICS)[number];

const KIB = 1024;

export const PAGE_WEIGHT_BUDGETS = {
  // Measured 2026-11-23 (largest route of the type; JS KiB / CSS KiB / requests), then +10%; the
  // one stylesheet of non-API pages grew to 26.0 KiB with cards, install tabs and the search filter
  // (2026-11-24): CSS budgets 29 KiB.
  // 2026-11-24: every JS figure less 2.7 KiB, the measured drop of main.js (on every page) once
  // Prism stopped loading its bundled languages twice (169 025 -> 166 223 bytes gzip), then +10%.
  home: {jsGzipBytes: 186 * KIB, cssGzipBytes: 29 * KIB, requests: 10}, // 169.0 / 22.9 / 9
  doc: {jsGzipBytes: 215 * KIB, cssGzipBytes: 29 * KIB, requests: 21}, // 195.3 / 22.9 / 19
  // Diagrams are pre-rendered SVG inlined in the page (2–7 KiB gzip per page in its content chunk);
  // the largest is the longest page of the site, /build/private-storage/ts-docs. Measured
  // 2026-11-24 once Mermaid left the pages (it was 466 KiB for 422.9 with the Mermaid runtime).
  'doc-diagram': {jsGzipBytes: 237 * KIB, cssGzipBytes: 29 * KIB, requests: 19}, // 215.2 / 23.5 / 17
  // The OpenAPI theme without its request explorer, which loads on demand once the browser is idle
  // after load (330 KiB gzip, counted apart: PageWeightResult.onDemandJsGzipBytes). Measured
  // 2026-11-24; it was 792 KiB for 719.6 while the explorer loaded with the page.
  'api-operation': {jsGzipBytes: 438 * KIB, cssGzipBytes: 55 * KIB, requests: 25}, // 398.0 / 50.5 / 22
  // Landing pages (and /api/nildb/accounts, which routes.ts counts as one): the OpenAPI theme and,
  // on the overviews, a pre-rendered diagram; the explorer never loads on a landing page. Measured
  // 2026-11-24 (782 KiB for 710.1 while every API page loaded the explorer).
  'api-landing': {jsGzipBytes: 427 * KIB, cssGzipBytes: 55 * KIB, requests: 25}, // 387.8 / 50.5 / 22
  // Every article has diagrams (measured 2026-11-24; 464 KiB for 421.0 with Mermaid).
  article: {jsGzipBytes: 226 * KIB, cssGzipBytes: 29 * KIB, requests: 19}, // 204.9 / 23.5 / 17
  // List pages show each post as a card with its cover (a 2-4 KiB SVG, one request each; the cards
  // are compact, so all of them are near enough to load). Requests measured 2026-11-24 on the
  // largest, /articles/authors/nillion-team (27, was 21 with full excerpts); its HTML halved.
  'article-list': {jsGzipBytes: 227 * KIB, cssGzipBytes: 29 * KIB, requests: 30}, // 206.1 / 22.9 / 27
  // The search page runs the search engine on first load; the index waits for a query.
  search: {jsGzipBytes: 213 * KIB, cssGzipBytes: 29 * KIB, requests: 13}, // 193.3 / 22.9 / 11
  'not-found': {jsGzipBytes: 194 * KIB, cssGzipBytes: 29 * KIB, requests: 14}, // 175.5 / 22.9 / 12
} as const satisfies Record<PageType, PageWeightBudget>;

export interface BudgetFailure {
  route: string;
  type: PageType;
  metric: PageWeightMetric;
  measured: number;
  budget: number;
  /** One line a reader can act on, e.g. `/build/x (doc): initial JS gzip 312.4 KiB > budget 280.0 KiB (+11.6%)`. */
  message: string;
}

const METRIC_LABELS: Record<PageWeightMetric, string> = {
  jsGzipBytes: 'initial JS gzip',
  cssGzipBytes: 'initial CSS gzip',
  requests: 'same-origin requests',
};

export function formatMetric(metric: PageWeightMetric, value: number): string {
  return metric === 'requests' ? String(value) : `${(value / KIB).toFixed(1)} KiB`;
}

/** Every metric of `measurement` above its budget; empty when the page fits. */
export function checkBudget(
  measurement: PageWeightMeasurement,
  budget: PageWeightBudget,
): BudgetFailure[] {
  const failures: BudgetFailure[] = [];
  for (const metric of PAGE_WEIGHT_METRICS) {
    const measured = measurement[metric];
    const limit = budget[metric];
    if (!Number.isFinite(measured) || measured < 0) {
      throw new Error(`${measurement.route}: ${metric} is not a measurement (${measured})`);
    }
    if (measured <= limit) continue;
    const over = limit > 0 ? ` (+${(((measured - limit) / limit) * 100).toFixed(1)}%)` : '';
    failures.push({
      route: measurement.route,
      type: measurement.type,
      metric,
      measured,
      budget: limit,
      message:
        `${measurement.route} (${measurement.type}): ${METRIC_LABELS[metric]} ` +
        `${formatMetric(metric, measured)} > budget ${formatMetric(metric, limit)}${over}`,
    });
  }
  return failures;
}

/** The checked-in budget of a page type. */
export function budgetFor(type: PageType): PageWeightBudget {
  return PAGE_WEIGHT_BUDGETS[type];
}
