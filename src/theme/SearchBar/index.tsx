/**
 * The navbar's search: the button (SearchButton.tsx), the shortcuts that open search, and the
 * portal's own modal (SearchModal.tsx), which asks the page's `SearchClient`
 * (src/lib/search/client.ts): the embedded index in a worker, or Algolia when its keys are set.
 * Replaces @docusaurus/theme-search-algolia's SearchBar and DocSearch's modal (issue 37).
 * - The client and, in local mode, the index load when the browser is idle after load; the
 *   modal's code is then prefetched (cached, not run) and runs only when the reader reaches for
 *   search (points at, touches or focuses the button, holds Ctrl/⌘, or opens it), never with
 *   the page.
 * - Ctrl/⌘+K toggles the modal and `/` outside a field opens it; keys typed from then until the
 *   modal's input has focus are kept (typedAhead.ts), and a printable key typed on the focused
 *   button opens the modal with it. Selected text pre-fills the query, cut to 64 characters.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {useHistory} from '@docusaurus/router';
import {
  isRegexpStringMatch,
  useContextualSearchFilters,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import type {SearchClient} from '@site/src/lib/search/client';
import type {HostedIndex} from '@site/src/lib/search/hosted';
import {
  MAX_QUERY_LENGTH,
  SMALL_SCREEN_QUERY,
  SNIPPET_WORDS,
  SNIPPET_WORDS_SMALL_SCREEN,
} from '@site/src/lib/search/types';
import {ON_DEMAND_MARK, whenIdleAfterLoad} from '@site/src/lib/on-demand';
import type * as SearchCode from './searchCode';
import type SearchModalType from './SearchModal';
import {SearchButton} from './SearchButton';
import {
  isEditable,
  startTypingAhead,
  stopTypingAhead,
  takeEarlySearch,
  typedAhead,
} from './typedAhead';
import './styles.css';

let SearchModal: typeof SearchModalType | null = null;
let client: SearchClient | null = null;
let loading: Promise<void> | null = null;
let warming: Promise<typeof SearchCode> | null = null;

/**
 * When the browser is idle after load: the search client (small) runs and, in local mode, its
 * worker starts fetching the index and building the engine off the main thread. The modal's code
 * is prefetched then (searchCode.ts) and runs when the reader reaches for it (loadSearch).
 */
function warmSearch(index: HostedIndex | null, tags: readonly string[]): Promise<unknown> {
  warming ??= import('./searchCode').then(
    async (searchCode) => {
      client = await searchCode.siteSearchClient(index);
      // The index of the docs version this page belongs to (src/lib/search/indexScope.ts).
      void client.preload(tags);
      return searchCode;
    },
    (error: unknown) => {
      warming = null;
      throw error;
    },
  );
  return warming;
}

/** The modal's code and styles and the search client, run: when the reader reaches for search. */
function loadSearch(index: HostedIndex | null, tags: readonly string[]): Promise<void> {
  loading ??= (warmSearch(index, tags) as Promise<typeof SearchCode>)
    .then((searchCode) => searchCode.loadModal())
    .then(
      (Modal) => {
        SearchModal = Modal;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  return loading;
}

/** The reader's text selection, cut to the query's limit. */
function selectedQuery(): string {
  return (window.getSelection()?.toString().trim() ?? '').slice(0, MAX_QUERY_LENGTH);
}

type Props = ThemeConfigAlgolia;

function Search({appId, apiKey, indexName, externalUrlRegex}: Props) {
  const {siteConfig, i18n} = useDocusaurusContext();
  const isLocal = siteConfig.customFields?.searchMode !== 'algolia';
  const index = useMemo(
    () => (isLocal ? null : {appId, apiKey, indexName}),
    [isLocal, appId, apiKey, indexName],
  );
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  // Joined, so a render with the same tags keeps the callbacks below (and the idle effect).
  const tagList = useContextualSearchFilters().tags.join(' ');
  const tags = useMemo(() => tagList.split(' '), [tagList]);

  // The modal's portal target, created on first open (state, not a ref: render reads it).
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const [snippetWords, setSnippetWords] = useState(SNIPPET_WORDS);
  // Still wanted when the modal's code arrives (Escape while it loads cancels).
  const opening = useRef(false);

  // What follows is on demand, not the page's first load (scripts/measure/page-weight.ts).
  const warm = useCallback(() => {
    performance.mark(ON_DEMAND_MARK);
    void warmSearch(index, tags);
  }, [index, tags]);
  const loadForReader = useCallback(() => {
    performance.mark(ON_DEMAND_MARK);
    void loadSearch(index, tags);
  }, [index, tags]);
  useEffect(() => whenIdleAfterLoad(warm), [warm]);

  // The frame that gives focus back to the button after a close, until it has run.
  const focusBack = useRef(0);

  /** Opens the modal as soon as its code is here, keeping what is typed meanwhile. */
  const openWith = useCallback(
    (firstKey: string) => {
      // Opened again before that frame (Esc then Ctrl/⌘+K on a busy page): the focus stays with
      // the new modal's input.
      cancelAnimationFrame(focusBack.current);
      opening.current = true;
      startTypingAhead(firstKey, () => (opening.current = false));
      void loadSearch(index, tags).then(() => {
        if (!opening.current) return;
        setContainer((existing) => {
          if (existing) return existing;
          const element = document.createElement('div');
          document.body.insertBefore(element, document.body.firstChild);
          return element;
        });
        // What was typed wins; otherwise the selected text, cut to the limit.
        setInitialQuery(typedAhead() || selectedQuery());
        // Read when the modal opens: the screen the reader searches on.
        setSnippetWords(
          window.matchMedia(SMALL_SCREEN_QUERY).matches
            ? SNIPPET_WORDS_SMALL_SCREEN
            : SNIPPET_WORDS,
        );
        setIsOpen(true);
      });
    },
    [index, tags],
  );

  const close = useCallback(() => {
    opening.current = false;
    stopTypingAhead();
    setIsOpen(false);
    // After the closing mouse press (backdrop) has done its own focusing.
    focusBack.current = requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Ctrl or ⌘ held down is the first half of Ctrl/⌘+K: the modal's code runs while K follows.
      if (event.key === 'Control' || event.key === 'Meta') loadForReader();
      const shortcut = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditable(event.target);
      if (!shortcut && !slash) return;
      event.preventDefault();
      if (shortcut && (isOpen || opening.current)) close();
      else openWith('');
    };
    window.addEventListener('keydown', onKeyDown, {capture: true});
    return () => window.removeEventListener('keydown', onKeyDown, {capture: true});
  }, [isOpen, close, openWith, loadForReader]);

  // Search asked for before this listener was there (typedAhead.ts): opened now, with the keys
  // typed since.
  useEffect(() => {
    if (takeEarlySearch()) openWith('');
  }, [openWith]);

  // A printable key without a modifier (so never Ctrl/⌘+F) typed on the focused button opens the
  // modal with that key; space and Enter press the button, `/` stays a character.
  const openOnKey = useCallback(
    (event: React.KeyboardEvent<HTMLButtonElement>) => {
      if (event.key.length !== 1 || event.metaKey || event.ctrlKey || event.altKey) return;
      if (event.key === '/' || event.key === ' ') return;
      event.preventDefault();
      openWith(event.key);
    },
    [openWith],
  );

  const linkOf = useCallback(
    (url: string) => processSearchResultUrl(url),
    [processSearchResultUrl],
  );
  const navigate = useCallback(
    (url: string) => {
      // Results on another domain cannot be served through the router.
      if (isRegexpStringMatch(externalUrlRegex, url)) window.location.href = url;
      else history.push(url);
    },
    [externalUrlRegex, history],
  );

  return (
    <>
      {!isLocal && (
        <Head>
          {/* Lets the browser open the connection to Algolia before the first query. */}
          <link
            rel="preconnect"
            href={`https://${appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      <SearchButton
        onTouchStart={loadForReader}
        onFocus={loadForReader}
        onMouseOver={loadForReader}
        onClick={() => openWith('')}
        onKeyDown={openOnKey}
        ref={buttonRef}
      />

      {isOpen &&
        SearchModal &&
        client &&
        container &&
        createPortal(
          <SearchModal
            client={client}
            indexName={indexName}
            initialQuery={initialQuery}
            language={i18n.currentLocale}
            tags={tags}
            snippetWords={snippetWords}
            searchPageUrl={createSearchLink}
            linkOf={linkOf}
            navigate={navigate}
            onClose={close}
          />,
          container,
        )}
    </>
  );
}

export default function SearchBar(props: Partial<Props>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // Props override the theme config, as upstream (facebook/docusaurus#11581).
  return <Search {...(siteConfig.themeConfig.algolia as Props)} {...props} />;
}
