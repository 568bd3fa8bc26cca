/**
 * The wire format of the embedded index. Records of one page share their URL,
 * section, title, language and tags, and records under one heading share the
 * heading path and anchor; sending each of those once per record tripled the
 * index, so the file lists them once and the browser expands them.
 */
import type {Hierarchy, RecordType, SearchRecord} from './types';

export const TYPES: readonly RecordType[] = [
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
  'content',
];

/** Heading path below the page title (lvl2–lvl6) and the anchor it links to. */
export type Context = [anchor: string | null, ...levels: (string | null)[]];

export interface CompactPage {
  /** Route (objectIDs are made from it). */
  r: string;
  /** Absolute URL without anchor. */
  u: string;
  /** Section (lvl0) and title (lvl1). */
  s: string;
  t: string;
  l: string;
  g: string[];
  c: Context[];
  /** Records: [context index, type index, content], plus 1 for a record of code lines. */
  x: ([number, number, string | null] | [number, number, string | null, 1])[];
}

export interface CompactIndex {
  version: 2;
  pages: CompactPage[];
}

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function routeOf(record: SearchRecord): string {
  return record.objectID.slice(0, record.objectID.lastIndexOf('#'));
}

export function compactIndex(records: readonly SearchRecord[]): CompactIndex {
  const pages = new Map<string, CompactPage & {contextIds: Map<string, number>}>();
  for (const record of records) {
    let page = pages.get(record.url_without_anchor);
    if (!page) {
      page = {
        r: routeOf(record),
        u: record.url_without_anchor,
        s: record.hierarchy.lvl0,
        t: record.hierarchy.lvl1,
        l: record.language,
        g: record.docusaurus_tag,
        c: [],
        x: [],
        contextIds: new Map(),
      };
      pages.set(record.url_without_anchor, page);
    }
    const context: Context = [record.anchor, ...LEVELS.map((level) => record.hierarchy[level])];
    const key = JSON.stringify(context);
    let contextId = page.contextIds.get(key);
    if (contextId === undefined) {
      contextId = page.c.length;
      page.c.push(context);
      page.contextIds.set(key, contextId);
    }
    const entry: [number, number, string | null] = [
      contextId,
      TYPES.indexOf(record.type),
      record.content,
    ];
    page.x.push(record.code ? [...entry, 1] : entry);
  }
  return {
    version: 2,
    pages: [...pages.values()].map(({contextIds: _ids, ...page}) => page),
  };
}

/** The records of one page, in order. */
export function expandPage(page: CompactPage): SearchRecord[] {
  return page.x.map(([contextId, typeId, content, code], position) => {
    const [anchor, ...levels] = page.c[contextId];
    const hierarchy: Hierarchy = {
      lvl0: page.s,
      lvl1: page.t,
      lvl2: levels[0] ?? null,
      lvl3: levels[1] ?? null,
      lvl4: levels[2] ?? null,
      lvl5: levels[3] ?? null,
      lvl6: levels[4] ?? null,
    };
    return {
      objectID: `${page.r}#${anchor ?? ''}-${position}`,
      url: anchor ? `${page.u}#${anchor}` : page.u,
      url_without_anchor: page.u,
      anchor,
      type: TYPES[typeId],
      hierarchy,
      content,
      language: page.l,
      docusaurus_tag: page.g,
      position,
      ...(code === 1 ? {code: true as const} : {}),
    };
  });
}

export function expandIndex(index: CompactIndex): SearchRecord[] {
  return index.pages.flatMap(expandPage);
}
