/**
 * How the search modal lays out hits: grouped by section (`hierarchy.lvl0`) in the order the
 * best hit of each comes, each hit titled by what matched (its heading, or for text its
 * snippet) above the path of headings that leads to it.
 */
import type {MarkedHtml, SearchHit} from './client';
import {escapeHtml} from './highlight';
import type {Hierarchy} from './types';

export interface HitGroup<T> {
  section: string;
  hits: T[];
}

/** Hits grouped by section, sections in the order of their first hit, hits in their order. */
export function groupBySection<T extends {hierarchy: Hierarchy}>(
  hits: readonly T[],
): HitGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const hit of hits) {
    const section = hit.hierarchy.lvl0;
    groups.set(section, [...(groups.get(section) ?? []), hit]);
  }
  return [...groups].map(([section, grouped]) => ({section, hits: grouped}));
}

const HEADING_LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export interface HitLines {
  /** What matched: the hit's own heading, or its text. */
  title: MarkedHtml;
  /** The headings above it, from the page's title down; empty for a page itself. */
  path: MarkedHtml[];
}

/** The title and path of a hit, marked. */
export function hitLines(hit: SearchHit): HitLines {
  const heading = (level: keyof Hierarchy) =>
    hit.headings[level] ?? escapeHtml(hit.hierarchy[level] ?? '');
  const levels = HEADING_LEVELS.filter((level) => hit.hierarchy[level] !== null);
  if (hit.type === 'content') {
    return {title: hit.snippet ?? '', path: levels.map(heading)};
  }
  const own = levels.indexOf(hit.type);
  return {title: heading(hit.type), path: levels.slice(0, Math.max(own, 0)).map(heading)};
}

/** The sections of hits, at most `count`, for "Try searching for" once a query finds nothing. */
export const suggestedSections = (hits: readonly SearchHit[], count = 3): string[] =>
  groupBySection(hits)
    .map(({section}) => section)
    .slice(0, count);
