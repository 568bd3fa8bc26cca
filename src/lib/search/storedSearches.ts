/**
 * The reader's recent and favourite searches: the hits they chose, kept in localStorage under
 * the keys and limits DocSearch used (@docsearch/react 4.7: 10 favourites; 7 recent searches, 4
 * once there are favourites), so what readers saved before the portal's own modal stays.
 */
import type {SearchHit} from './client';
import {escapeHtml, markedText} from './highlight';
import type {Hierarchy, RecordType} from './types';

/** A chosen hit as stored: what the start screen shows of it, as text (no marks). */
export interface StoredSearch {
  objectID: string;
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
}

export const recentSearchesKey = (indexName: string) => `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
export const favouriteSearchesKey = (indexName: string) =>
  `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;

export const FAVOURITE_LIMIT = 10;
export const RECENT_LIMIT = 7;
export const RECENT_LIMIT_WITH_FAVOURITES = 4;

export function storedSearchOf(hit: SearchHit): StoredSearch {
  return {
    objectID: hit.id,
    url: hit.url,
    type: hit.type,
    hierarchy: hit.hierarchy,
    content: hit.snippet === null ? null : markedText(hit.snippet),
  };
}

/** A key-value store as localStorage is one (tests give their own). */
export type Store = Pick<Storage, 'getItem' | 'setItem'>;

function read(store: Store, key: string): StoredSearch[] {
  try {
    const value: unknown = JSON.parse(store.getItem(key) ?? '[]');
    return Array.isArray(value) ? (value as StoredSearch[]) : [];
  } catch {
    return [];
  }
}

function write(store: Store, key: string, searches: readonly StoredSearch[]): void {
  try {
    store.setItem(key, JSON.stringify(searches));
  } catch {
    // Storage full or forbidden (private mode): the searches last as long as the page.
  }
}

export interface StoredSearches {
  recent: StoredSearch[];
  favourites: StoredSearch[];
}

/** The recent and favourite searches of an index, and the changes the reader can make to them. */
export function storedSearches(store: Store, indexName: string) {
  const recentKey = recentSearchesKey(indexName);
  const favouriteKey = favouriteSearchesKey(indexName);
  const without = (searches: readonly StoredSearch[], objectID: string) =>
    searches.filter((search) => search.objectID !== objectID);
  const load = (): StoredSearches => ({
    recent: read(store, recentKey),
    favourites: read(store, favouriteKey),
  });
  return {
    load,
    /** A hit the reader chose: first of the recent ones, unless it is a favourite. */
    choose(search: StoredSearch): StoredSearches {
      const {recent, favourites} = load();
      if (favourites.some(({objectID}) => objectID === search.objectID)) return load();
      const limit = favourites.length > 0 ? RECENT_LIMIT_WITH_FAVOURITES : RECENT_LIMIT;
      write(store, recentKey, [search, ...without(recent, search.objectID)].slice(0, limit));
      return load();
    },
    /** A recent search saved: first of the favourites, and no longer among the recent ones. */
    save(search: StoredSearch): StoredSearches {
      const {recent, favourites} = load();
      const saved = [search, ...without(favourites, search.objectID)];
      write(store, favouriteKey, saved.slice(0, FAVOURITE_LIMIT));
      write(store, recentKey, without(recent, search.objectID));
      return load();
    },
    removeRecent(objectID: string): StoredSearches {
      write(store, recentKey, without(load().recent, objectID));
      return load();
    },
    removeFavourite(objectID: string): StoredSearches {
      write(store, favouriteKey, without(load().favourites, objectID));
      return load();
    },
  };
}

/** A stored search as a hit the modal shows (its text escaped, nothing marked). */
export function hitOfStored(search: StoredSearch): SearchHit {
  return {
    id: search.objectID,
    url: search.url,
    type: search.type,
    hierarchy: search.hierarchy,
    headings: {},
    snippet: search.content === null ? null : escapeHtml(search.content),
    code: false,
  };
}
