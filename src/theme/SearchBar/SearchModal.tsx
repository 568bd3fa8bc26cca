/**
 * The search modal: a modal dialog named "Search" holding a combobox and the listbox of its
 * results, each result link being the option itself (aria-activedescendant follows the arrow
 * keys). It asks the page's `SearchClient` (src/lib/search/client.ts) and knows no backend.
 * Its code loads when the reader reaches for search (SearchBar/index.tsx, searchCode.ts); its
 * styles are modal.css.
 */
import React, {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import type {SearchClient, SearchHit, SearchResults} from '@site/src/lib/search/client';
import {hitLines, pageRow, suggestedSections} from '@site/src/lib/search/hitDisplay';
import {
  hitOfStored,
  storedSearchOf,
  storedSearches,
  type StoredSearch,
  type StoredSearches,
} from '@site/src/lib/search/storedSearches';
import {MAX_QUERY_LENGTH} from '@site/src/lib/search/types';

/** How long a query may take before the modal says it is still searching (DocSearch's 300 ms). */
const STALLED_MS = 300;
/**
 * Pages the modal lists, and the best hits it asks for on each (issue 38: one page's every
 * section filled the modal, then nothing). It shows each page's own row and at most two of its
 * sections, so a desktop modal shows four pages or so, and a phone's five or more.
 */
const MODAL_PAGES = 8;
const MODAL_HITS_PER_PAGE = 3;
const MODAL_SECTIONS_PER_PAGE = 2;

export interface SearchModalProps {
  client: SearchClient;
  /** Names the stored recent and favourite searches. */
  indexName: string;
  initialQuery: string;
  language: string;
  tags: readonly string[];
  snippetWords: number;
  /** The /search page's address for a query. */
  searchPageUrl: (query: string) => string;
  /** A hit's URL as the site links it (relative when it is the site's own). */
  linkOf: (url: string) => string;
  /** Goes to a hit chosen from the keyboard. */
  navigate: (url: string) => void;
  onClose: () => void;
}

type Status = 'idle' | 'loading' | 'stalled' | 'done' | 'error';

/** One option of the listbox: a hit, from the results or the stored searches. */
interface Option {
  hit: SearchHit;
  /** A found page's own row, or one of its sections under it; neither for a stored search. */
  row?: 'page' | 'section';
  stored?: {search: StoredSearch; favourite: boolean};
}

/** A group of options: a found page (its row and sections), or the favourite or recent searches. */
interface OptionGroup {
  key: string;
  /** Shown above the group (stored searches); a page's own row names its group. */
  heading: string | null;
  label: string;
  options: Option[];
}

function useSearch(props: SearchModalProps, query: string) {
  const {client, language, tags, snippetWords} = props;
  // The last results found (shown while the next query runs), and which query was last answered.
  const [results, setResults] = useState<SearchResults | null>(null);
  const [answered, setAnswered] = useState<{query: string; failed: boolean} | null>(null);
  const [stalledFor, setStalledFor] = useState<string | null>(null);
  // Sections of the last query that found something: what "Try searching for" offers.
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    if (!query) return undefined;
    const controller = new AbortController();
    const stalled = setTimeout(() => setStalledFor(query), STALLED_MS);
    client
      .search(
        {
          query,
          language,
          tags,
          snippetWords,
          pagesPerResult: MODAL_PAGES,
          hitsPerSitePage: MODAL_HITS_PER_PAGE,
        },
        controller.signal,
      )
      .then(
        (answer) => {
          setResults(answer);
          setAnswered({query, failed: false});
          if (answer.found.length > 0) setSuggestions(suggestedSections(answer.found));
        },
        () => {
          // Aborted: a newer query took over, and answers instead.
          if (!controller.signal.aborted) setAnswered({query, failed: true});
        },
      )
      .finally(() => clearTimeout(stalled));
    return () => {
      clearTimeout(stalled);
      controller.abort();
    };
  }, [client, language, tags, snippetWords, query]);
  let status: Status = 'loading';
  if (!query) status = 'idle';
  else if (answered?.query === query) status = answered.failed ? 'error' : 'done';
  else if (stalledFor === query) status = 'stalled';
  return {status, results: query ? results : null, suggestions};
}

function Marked({html, className}: {html: string; className: string}) {
  // Marked HTML: the page's text escaped by the search client, with <mark>s only.
  return <span className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

function HitIcon({hit}: {hit: SearchHit}) {
  const glyph = hit.code ? '</>' : hit.type === 'content' ? '¶' : hit.type === 'lvl1' ? '▤' : '#';
  return (
    <span className="search-modal__hit-icon" aria-hidden="true">
      {glyph}
    </span>
  );
}

export default function SearchModal(props: SearchModalProps): ReactNode {
  const {indexName, initialQuery, searchPageUrl, linkOf, navigate, onClose} = props;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(initialQuery.slice(0, MAX_QUERY_LENGTH));
  // The option the arrow keys are on, for the list it was chosen in (a new list starts at 0).
  const [activeIn, setActiveIn] = useState<{list: unknown; at: number}>({list: null, at: 0});
  const store = useMemo(() => storedSearches(window.localStorage, indexName), [indexName]);
  const [stored, setStored] = useState<StoredSearches>(() => store.load());
  const {status, results, suggestions} = useSearch(props, query);

  useEffect(() => {
    inputRef.current?.focus();
    // The page behind stays where it is while the dialog is open.
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const hasQuery = query !== '';
  const showingResults = hasQuery && results !== null && status !== 'error';
  // Depends on whether there is a query, not on its text: a key typed keeps the list as it is
  // (the same objects), so the listbox below is not drawn again until the results change.
  const groups: OptionGroup[] = useMemo(() => {
    if (hasQuery) {
      if (!showingResults) return [];
      return results!.found.map((found) => {
        const {page, sections} = pageRow(found);
        return {
          key: found.url,
          heading: null,
          label: `${page.hierarchy.lvl1} (${page.hierarchy.lvl0})`,
          options: [
            {hit: page, row: 'page' as const},
            ...sections
              .slice(0, MODAL_SECTIONS_PER_PAGE)
              .map((hit) => ({hit, row: 'section' as const})),
          ],
        };
      });
    }
    const storedGroup = (heading: string, searches: StoredSearch[], favourite: boolean) => ({
      key: heading,
      heading,
      label: heading,
      options: searches.map((search) => ({
        hit: hitOfStored(search),
        stored: {search, favourite},
      })),
    });
    return [
      storedGroup('Favorite', stored.favourites, true),
      storedGroup('Recent', stored.recent, false),
    ].filter(({options}) => options.length > 0);
  }, [hasQuery, showingResults, results, stored]);
  // The listbox in reading order: the option at `active` is the one Enter follows.
  const ordered = useMemo(() => groups.flatMap(({options}) => options), [groups]);
  const active = activeIn.list === ordered ? activeIn.at : 0;
  const setActive = useCallback((at: number) => setActiveIn({list: ordered, at}), [ordered]);
  const activeOption = ordered[Math.min(active, ordered.length - 1)];
  const optionId = useCallback((at: number) => `${id}-option-${at}`, [id]);

  // When the active option or the list changes, not on every key (it lays the page out).
  useEffect(() => {
    document
      .getElementById(optionId(active))
      ?.scrollIntoView?.({block: 'nearest', inline: 'nearest'});
  }, [optionId, active, ordered]);

  const choose = useCallback(
    (option: Option) => {
      if (!option.stored?.favourite) setStored(store.choose(storedSearchOf(option.hit)));
      onClose();
    },
    [store, onClose],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog while it is open.
      // What Tab reaches: shown, and not an option (the arrow keys move between those).
      const focusable = [
        ...dialogRef.current!.querySelectorAll<HTMLElement>(
          'input, button, a[href]:not([tabindex="-1"])',
        ),
      ].filter((element) => element.getClientRects().length > 0);
      const at = focusable.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey
        ? at <= 0
          ? focusable.length - 1
          : at - 1
        : (at + 1) % focusable.length;
      event.preventDefault();
      focusable[next]?.focus();
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (ordered.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + ordered.length) % ordered.length);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
      navigate(linkOf(activeOption.hit.url));
    }
  };

  const hasOptions = ordered.length > 0;
  const saveStored = useCallback((search: StoredSearch) => setStored(store.save(search)), [store]);
  const removeStored = useCallback(
    (search: StoredSearch, favourite: boolean) =>
      setStored(
        favourite ? store.removeFavourite(search.objectID) : store.removeRecent(search.objectID),
      ),
    [store],
  );
  const listboxId = `${id}-listbox`;
  const isLocal = props.client.backend === 'local';

  let body: ReactNode;
  if (status === 'error') {
    body = (
      <div className="search-modal__screen search-modal__error" role="alert">
        <p className="search-modal__screen-title">Unable to fetch results</p>
        <p>You might want to check your network connection.</p>
      </div>
    );
  } else if (query === '' && !hasOptions) {
    body = <p className="search-modal__screen search-modal__start">No recent searches</p>;
  } else if (query !== '' && results && results.found.length === 0 && status === 'done') {
    body = (
      <div className="search-modal__screen search-modal__no-results">
        <p className="search-modal__screen-title">
          No results for &quot;<strong>{query}</strong>&quot;
        </p>
        {suggestions.length > 0 && (
          <>
            <p>Try searching for:</p>
            <ul className="search-modal__suggestions">
              {suggestions.map((section) => (
                <li key={section}>
                  <button
                    type="button"
                    className="search-modal__suggestion"
                    onClick={() => {
                      setQuery(`${section.toLowerCase()} `);
                      inputRef.current?.focus();
                    }}>
                    {section}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  }

  return (
    <div
      className={`search-modal__backdrop${status === 'stalled' ? ' search-modal__backdrop--stalled' : ''}`}
      data-search-mode={isLocal ? 'local' : 'algolia'}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}>
      <div
        ref={dialogRef}
        className="search-modal"
        role="dialog"
        aria-modal="true"
        aria-label="Search"
        onKeyDown={onKeyDown}>
        <div className="search-modal__bar">
          <label htmlFor={`${id}-input`} className="search-modal__label">
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.6" />
              <path d="m21 21-4.3-4.3" stroke="currentColor" strokeWidth="1.6" fill="none" />
            </svg>
            <span className="search-modal__visually-hidden">Search docs</span>
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            className="search-modal__input"
            type="search"
            role="combobox"
            aria-expanded={hasOptions}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={
              hasOptions ? optionId(Math.min(active, ordered.length - 1)) : undefined
            }
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder="Search docs"
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(event) => setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH))}
            onKeyDown={onInputKeyDown}
          />
          <button
            type="button"
            className="search-modal__clear"
            hidden={query === ''}
            onClick={() => {
              setQuery('');
              inputRef.current?.focus();
            }}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="m3 3 10 10M13 3 3 13" stroke="currentColor" strokeWidth="1.6" />
            </svg>
            <span className="search-modal__visually-hidden">Clear the query</span>
          </button>
          <button type="button" className="search-modal__cancel" onClick={onClose}>
            Cancel
          </button>
        </div>

        <div className="search-modal__body">
          {body}
          <ResultList
            listboxId={listboxId}
            label={hasQuery ? 'Results' : 'Recent searches'}
            hidden={!hasOptions || body !== undefined}
            groups={groups}
            ordered={ordered}
            activeOption={activeOption}
            optionId={optionId}
            linkOf={linkOf}
            setActive={setActive}
            choose={choose}
            onSave={saveStored}
            onRemove={removeStored}
          />
          {showingResults && results!.found.length > 0 && body === undefined && (
            <p className="search-modal__see-all">
              <Link to={searchPageUrl(query)} onClick={onClose}>
                See all {results!.total} {results!.total === 1 ? 'page' : 'pages'}
              </Link>
            </p>
          )}
        </div>

        <div className="search-modal__footer">
          <ul className="search-modal__keys" aria-label="Keys">
            <li>
              <kbd>↵</kbd> to select
            </li>
            <li>
              <kbd>↑</kbd> <kbd>↓</kbd> to navigate
            </li>
            <li>
              <kbd>Esc</kbd> to close
            </li>
          </ul>
          {!isLocal && (
            <a
              className="search-modal__credit"
              href="https://www.algolia.com/ref/docsearch/?utm_medium=referral&utm_source=nillion"
              target="_blank"
              rel="noopener noreferrer">
              Powered by Algolia
            </a>
          )}
        </div>
      </div>
    </div>
  );
}

interface ResultListProps {
  listboxId: string;
  label: string;
  hidden: boolean;
  groups: OptionGroup[];
  /** The options in reading order (the groups' options, the same objects). */
  ordered: Option[];
  activeOption: Option | undefined;
  optionId: (at: number) => string;
  linkOf: (url: string) => string;
  setActive: (at: number) => void;
  choose: (option: Option) => void;
  onSave: (search: StoredSearch) => void;
  onRemove: (search: StoredSearch, favourite: boolean) => void;
}

/**
 * The listbox of options. Its props change when the results, the stored searches or the active
 * option do, not when a key is typed: each key then draws the input alone, not a few dozen links
 * (issue 40: on a slow host each drawing of the list held the next key back by 20 ms and more).
 */
const ResultList = memo(function ResultList({
  listboxId,
  label,
  hidden,
  groups,
  ordered,
  activeOption,
  optionId,
  linkOf,
  setActive,
  choose,
  onSave,
  onRemove,
}: ResultListProps) {
  const positions = new Map(ordered.map((option, at) => [option, at]));
  return (
    <div
      id={listboxId}
      role="listbox"
      aria-label={label}
      className="search-modal__results"
      hidden={hidden}>
      {groups.map(({key, heading, label: groupLabel, options}) => (
        <div
          key={key}
          role="group"
          aria-label={groupLabel}
          className={heading ? undefined : 'search-modal__page'}>
          {heading && (
            <div className="search-modal__source" aria-hidden="true">
              {heading}
            </div>
          )}
          <ul className="search-modal__hits" role="presentation">
            {options.map((option) => {
              const at = positions.get(option)!;
              const underPage = option.row === 'section';
              const {title, path} =
                option.row === 'page'
                  ? {title: hitLines(option.hit).title, path: [option.hit.hierarchy.lvl0]}
                  : hitLines(option.hit, {underPage});
              return (
                <li
                  key={option.hit.id}
                  className={`search-modal__hit${option.row ? ` search-modal__hit--${option.row}` : ''}`}
                  role="presentation">
                  <Link
                    id={optionId(at)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={activeOption === option}
                    className="search-modal__option"
                    to={linkOf(option.hit.url)}
                    onMouseMove={() => setActive(at)}
                    onClick={() => choose(option)}>
                    <HitIcon hit={option.hit} />
                    <span className="search-modal__hit-text">
                      <Marked
                        className={`search-modal__hit-title${option.hit.code ? ' search-modal__hit-title--code' : ''}`}
                        html={title}
                      />
                      {path.length > 0 && (
                        <Marked className="search-modal__hit-path" html={path.join(' › ')} />
                      )}
                    </span>
                  </Link>
                  {option.stored && (
                    <StoredActions option={option} onSave={onSave} onRemove={onRemove} />
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
});

function StoredActions({
  option,
  onSave,
  onRemove,
}: {
  option: Option;
  onSave: (search: StoredSearch) => void;
  onRemove: (search: StoredSearch, favourite: boolean) => void;
}) {
  const {search, favourite} = option.stored!;
  const removeTitle = favourite
    ? 'Remove this search from favorites'
    : 'Remove this search from history';
  return (
    <span className="search-modal__actions">
      {!favourite && (
        <button
          type="button"
          className="search-modal__action"
          title="Save this search"
          aria-label="Save this search"
          onClick={() => onSave(search)}>
          <span aria-hidden="true">☆</span>
        </button>
      )}
      <button
        type="button"
        className="search-modal__action"
        title={removeTitle}
        aria-label={removeTitle}
        onClick={() => onRemove(search, favourite)}>
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}
