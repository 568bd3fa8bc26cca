/**
 * How the relevance queries are scored (the relevance gate, tests/search/relevance-gate.ts), and
 * the percentiles the search benchmarks report.
 */
import type {SearchRecord} from '../../src/lib/search/types';

/** An engine as the scoring sees it: English records, best first. */
export type RankedSearch = (query: string) => readonly SearchRecord[];

export interface ScoredCase {
  query: string;
  pages: string[];
  /** The first distinct pages returned, in rank order. */
  top: string[];
  /** Position of the first wanted page in `top`, or -1. */
  rank: number;
}

/** A query counts as found when one of its pages is among the first this many distinct pages. */
export const RELEVANCE_TOP = 3;

/** The first `count` distinct pages (routes) of a result list, in rank order. */
export function topPages(results: Iterable<SearchRecord>, count: number): string[] {
  const pages: string[] = [];
  for (const record of results) {
    const route = new URL(record.url_without_anchor).pathname;
    if (!pages.includes(route)) pages.push(route);
    if (pages.length === count) break;
  }
  return pages;
}

export function scoreCases<C extends {query: string; pages: string[]}>(
  cases: readonly C[],
  search: RankedSearch,
  top = RELEVANCE_TOP,
): (C & ScoredCase)[] {
  return cases.map((testCase) => {
    const pages = topPages(search(testCase.query), top);
    return {
      ...testCase,
      top: pages,
      rank: pages.findIndex((route) => testCase.pages.includes(route)),
    };
  });
}

/** Share (0–1) of scored cases whose page was found. */
export const foundShare = (rows: readonly ScoredCase[]): number =>
  rows.length === 0 ? 0 : rows.filter((row) => row.rank >= 0).length / rows.length;

/** Nearest-rank percentile (p in 0–100) of a non-empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
