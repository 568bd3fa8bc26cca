/**
 * Page-weight budgets: the most initial JS and CSS (gzip bytes, same-origin)
 * and same-origin requests a page of each type may load on a cold first visit.
 * Set from the measured weight of the current site plus about 10% headroom
 * (the measured figures are in README.md, "Quality gates"); lower a budget
 * when a change makes its pages lighter, so the headroom does not grow into
 * room for a regression. The crawl (tests/e2e/crawl.spec.ts) checks the routes it visits.
 */
import type {PageType} from '../../src/lib/routes';

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
  // JS: the largest route of the type as `npm run bench` printed it on 2026-11-25 (its "largest"
  // column; after Prism left the start-up and main.js fell from 165.7 to 136.0 KiB), plus 10%.
  // CSS and requests: measured 2026-11-24 (largest route, +10%); they have not changed since. The
  // one stylesheet of non-API pages is 26.1 KiB (cards, install tabs, the search filter).
  home: {jsGzipBytes: 156 * KIB, cssGzipBytes: 29 * KIB, requests: 10}, // 141.8 / 26.1 / 9
  // Doc JS re-based on 2026-11-30 (bench of 01:24): main.js grew with the start-up work of issue 40
  // (136.0 KiB on 2026-11-25) and the largest page, /build/private-llms/usage, with its rewrite for
  // the 2026 platform (a 12.4 KiB content chunk): 192.2 KiB, and the test build's 194.0 KiB went
  // over the old 194.
  doc: {jsGzipBytes: 212 * KIB, cssGzipBytes: 29 * KIB, requests: 21}, // 192.2 / 22.4 / 19
  // Diagrams are pre-rendered SVG inlined in the page (2–7 KiB gzip per page in its content chunk);
  // the largest is the longest page of the site, /build/private-storage/ts-docs (it was 466 KiB
  // with the Mermaid runtime). JS re-based on 2026-11-29 (bench of 17:02): the page's content grew
  // by 17 KiB when it was rewritten for SecretVaults 3 (209.6 KiB), and main.js by 0.8 KiB for the
  // staged start-up (issue 40), 210.3 KiB in all; the test build, 212.1 KiB, went over 212.
  'doc-diagram': {jsGzipBytes: 232 * KIB, cssGzipBytes: 29 * KIB, requests: 20}, // 210.3 / 22.4 / 19
  // The OpenAPI theme without its request explorer, which loads on demand once the browser is idle
  // after load (counted apart: PageWeightResult.onDemandJsGzipBytes). It was 792 KiB while the
  // explorer loaded with the page. Largest: /api/nilai/chat-completion-v-1-chat-completions-post.
  // JS lowered on 2026-11-29 (bench of 17:02): the theme's Markdown renderer loads on demand
  // (387.1 → 290.4 KiB).
  'api-operation': {jsGzipBytes: 320 * KIB, cssGzipBytes: 55 * KIB, requests: 25}, // 290.4 / 49.1 / 24
  // Landing pages (and /api/nildb/accounts, which routes.ts counts as one, and is the largest): the
  // OpenAPI theme and, on the overviews, a pre-rendered diagram; the explorer never loads here.
  // JS lowered on 2026-11-29 with the operation pages' (376.7 → 280.0 KiB).
  'api-landing': {jsGzipBytes: 308 * KIB, cssGzipBytes: 55 * KIB, requests: 25}, // 280.0 / 49.1 / 24
  // Every article has diagrams (464 KiB with Mermaid). Largest: /articles/nillion-network-architecture.
  article: {jsGzipBytes: 199 * KIB, cssGzipBytes: 29 * KIB, requests: 20}, // 180.2 / 26.1 / 18
  // List pages show each post as a card with its cover (a 2-4 KiB SVG, one request each). Largest,
  // requests included: /articles/authors/nillion-team.
  'article-list': {jsGzipBytes: 194 * KIB, cssGzipBytes: 29 * KIB, requests: 30}, // 176.3 / 26.1 / 27
  // The search page runs the search engine on first load; the index waits for a query.
  search: {jsGzipBytes: 188 * KIB, cssGzipBytes: 29 * KIB, requests: 13}, // 170.2 / 26.1 / 11
  'not-found': {jsGzipBytes: 164 * KIB, cssGzipBytes: 29 * KIB, requests: 14}, // 148.5 / 26.1 / 13
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
