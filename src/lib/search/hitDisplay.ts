/**
 * How the modal and /search lay out results: by page of the site, as the client answers them
 * (client.ts `found`). Each page is a row of its own, titled by its title, under which its best
 * sections follow, each titled by what matched (its heading, or for text its snippet) beside the
 * headings between the page's title and it.
 */
import type {MarkedHtml, PageHits, SearchHit} from './client';
import {escapeHtml} from './highlight';
import type {Hierarchy} from './types';

const HEADING_LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export interface HitLines {
  /** What matched: the hit's own heading, or its text. */
  title: MarkedHtml;
  /**
   * The headings above it: from the page's title down, or, under its page's own row, from the
   * heading below the title; empty for a page itself.
   */
  path: MarkedHtml[];
}

/** The title and path of a hit, marked; `underPage` leaves out the page's title it sits under. */
export function hitLines(hit: SearchHit, {underPage = false} = {}): HitLines {
  const heading = (level: keyof Hierarchy) =>
    hit.headings[level] ?? escapeHtml(hit.hierarchy[level] ?? '');
  const levels = HEADING_LEVELS.filter(
    (level) => hit.hierarchy[level] !== null && !(underPage && level === 'lvl1'),
  );
  if (hit.type === 'content') {
    return {title: hit.snippet ?? '', path: levels.map(heading)};
  }
  const own = levels.indexOf(hit.type);
  return {title: heading(hit.type), path: levels.slice(0, Math.max(own, 0)).map(heading)};
}

/** A page of results' row: the page itself, and the sections listed under it. */
export interface PageRow {
  /** A hit on the page itself (its own when it matched, else made from its best hit's page). */
  page: SearchHit;
  /** The page's best hits other than the page itself, best first. */
  sections: SearchHit[];
}

/**
 * A found page as a row. The page's own hit, when it is among its best, is the row itself
 * rather than a section under it; otherwise the row stands for the page, titled by the title its
 * best hit carries (marked where the query matched) and linked to the page's top.
 */
export function pageRow({url, hits}: PageHits): PageRow {
  const own = hits.find((hit) => hit.type === 'lvl1');
  const best = own ?? hits[0]!;
  const page: SearchHit = own ?? {
    id: url,
    url,
    type: 'lvl1',
    hierarchy: {...best.hierarchy, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    headings: {
      ...(best.headings.lvl0 !== undefined && {lvl0: best.headings.lvl0}),
      ...(best.headings.lvl1 !== undefined && {lvl1: best.headings.lvl1}),
    },
    snippet: null,
    code: false,
  };
  return {page, sections: hits.filter((hit) => hit !== own)};
}

/** The sections of the pages found, at most `count`, for "Try searching for" once a query finds nothing. */
export const suggestedSections = (found: readonly PageHits[], count = 3): string[] =>
  [...new Set(found.map(({hits}) => hits[0]!.hierarchy.lvl0))].slice(0, count);
