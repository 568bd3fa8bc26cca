// Ejected from @docusaurus/theme-search-algolia 3.10.2 (SearchBar): https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-search-algolia/src/theme/SearchBar/index.tsx
// A wrapper cannot do what differs: upstream always renders DocSearchButton (whose name does not
// contain its visible text: SearchButton.tsx) and an Algolia preconnect, loads the modal only
// when it opens (keys typed meanwhile are lost: "nildb" at 30 ms a key arrived as "ldb"), and has
// no way to load a search client of its own or to open on a key typed on the button (DocSearch 4's
// keyboard hook dropped that). This file holds upstream's wiring (navigator, result URLs,
// contextual facets, Ask AI, portal) and only these differences:
// - the embedded index answers when no Algolia keys are set (engine in a worker); no Algolia
//   preconnect or credit then;
// - the client and the index load when the browser is idle after load (the index in the worker);
//   the modal's code is then prefetched (cached, not run) and runs only when the reader reaches
//   for search (points at, touches or focuses the button, holds Ctrl/⌘, or opens it), never with
//   the page;
// - keys typed from Ctrl/⌘+K, `/` or the button until the modal's input has focus are kept
//   (typedAhead.ts), and a printable key typed on the focused button opens the modal with it;
// - the footer counts the current query's hits; queries stop at 64 characters; snippets are 10
//   words (5 on small screens); "No results for"; result links are the listbox options (with
//   plugins/docsearch-fixes).
// Can go back to upstream's SearchBar when it accepts a button, a search client and these
// DocSearch props from configuration, and keeps what is typed while the modal loads.
import React, {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  isRegexpStringMatch,
  useContextualSearchFilters,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  useAlgoliaAskAi,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {
  DocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchTransformClient,
  DocSearchTranslations,
  InternalDocSearchHit,
  StoredDocSearchHit,
  UseDocSearchKeyboardEventsProps,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import {MAX_QUERY_LENGTH, SMALL_SCREEN_QUERY, snippetAttributes} from '@site/src/lib/search/types';
import type * as SearchCode from './searchCode';
import {SearchButton} from './SearchButton';
import {startTypingAhead, stopTypingAhead, typedAhead} from './typedAhead';
import {ON_DEMAND_MARK, whenIdleAfterLoad} from '@site/src/lib/on-demand';

type Props = ThemeConfigAlgolia & {translations?: DocSearchTranslations};

let DocSearchModal: typeof DocSearchModalType | null = null;
let runtime: typeof SearchCode | null = null;
let loading: Promise<void> | null = null;
let warming: Promise<void> | null = null;

/**
 * When the browser is idle after load: the search client (small) runs and, in local mode, its
 * worker starts fetching the index and building the engine off the main thread. The modal's code
 * (about 110 KiB gzip) is prefetched then (searchCode.ts) and runs when the reader reaches for it
 * (loadSearch).
 */
function warmSearch(isLocal: boolean, tags: readonly string[]): Promise<void> {
  warming ??= import('./searchCode').then(
    (searchCode) => {
      runtime = searchCode;
      // The index of the docs version this page belongs to (src/lib/search/indexScope.ts).
      if (isLocal) void runtime.getLocalSearchClient().preload(tags);
    },
    (error: unknown) => {
      warming = null;
      throw error;
    },
  );
  return warming;
}

/**
 * The modal's code and styles and the search client, run: when the reader reaches for search
 * (points at, touches or focuses the button, holds Ctrl/⌘, or opens it).
 */
function loadSearch(isLocal: boolean, tags: readonly string[]): Promise<void> {
  loading ??= warmSearch(isLocal, tags)
    .then(() => runtime!.loadModal())
    .then(
      (Modal) => {
        DocSearchModal = Modal;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  return loading;
}

/** DocSearch 4 says "No results found for"; the portal's wording is the shorter "No results for". */
function noResultsForQuery(modal: DocSearchTranslations['modal']): DocSearchTranslations['modal'] {
  return {...modal, noResultsScreen: {...modal?.noResultsScreen, noResultsText: 'No results for'}};
}

/** The reader's text selection, as DocSearch would pre-fill it, but within the portal's limit. */
function selectedQuery(): string | undefined {
  const selection = window.getSelection()?.toString().trim() ?? '';
  return selection ? selection.slice(0, MAX_QUERY_LENGTH) : undefined;
}

/**
 * A result. Its link is the listbox option: plugins/docsearch-fixes hands it the option's id,
 * role, selection and handlers, which DocSearch puts on the list item around the link.
 */
function Hit({
  hit,
  children,
  optionProps,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
  optionProps?: ComponentProps<'a'>;
}) {
  return (
    <Link to={hit.url} {...optionProps}>
      {children}
    </Link>
  );
}

/** "See all N results", N being the current query's hits (DocSearch's own count adds up). */
function ResultsFooter({
  state,
  onClose,
}: {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: runtime?.hitCountFor(state.query) ?? state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function DocSearch({externalUrlRegex, contextualSearch, ...props}: Props) {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const isLocal = siteConfig.customFields?.searchMode !== 'algolia';
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const {isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps} =
    useAlgoliaAskAi(props);

  // The modal's portal target, created on first open (state, not a ref: render reads it).
  const [searchContainer, setSearchContainer] = useState<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  // Still wanted when the modal's code arrives (Escape while it loads cancels).
  const opening = useRef(false);

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate({itemUrl}) {
        // Results on another domain cannot be served through the router.
        if (isRegexpStringMatch(externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [externalUrlRegex, history],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );

  const transformSearchClient = useCallback(
    (searchClient: DocSearchTransformClient) => {
      const {getAlgoliaShapedLocalClient, withHitCounts} = runtime!;
      if (isLocal) {
        return withHitCounts(getAlgoliaShapedLocalClient()) as unknown as DocSearchTransformClient;
      }
      searchClient.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return withHitCounts(searchClient);
    },
    [isLocal, siteMetadata.docusaurusVersion],
  );

  const configFacetFilters = props.searchParameters?.facetFilters ?? [];
  const facetFilters = contextualSearch
    ? mergeFacetFilters(contextualFacetFilters, configFacetFilters)
    : configFacetFilters;

  // The tags of this page's context: the docs version they name chooses the index.
  // Joined, so a render with the same tags keeps the callbacks below (and the idle effect).
  const tagList = useContextualSearchFilters().tags.join(' ');
  const tags = useMemo(() => tagList.split(' '), [tagList]);

  // What follows is on demand, not the page's first load (quality/measure-page-weight.ts).
  const warm = useCallback(() => {
    performance.mark(ON_DEMAND_MARK);
    void warmSearch(isLocal, tags);
  }, [isLocal, tags]);
  const loadForReader = useCallback(() => {
    performance.mark(ON_DEMAND_MARK);
    void loadSearch(isLocal, tags);
  }, [isLocal, tags]);
  useEffect(() => whenIdleAfterLoad(warm), [warm]);
  // Ctrl or ⌘ held down is the first half of Ctrl/⌘+K: the modal's code runs while K follows.
  useEffect(() => {
    const onModifier = (event: KeyboardEvent) => {
      if (event.key === 'Control' || event.key === 'Meta') loadForReader();
    };
    window.addEventListener('keydown', onModifier, {capture: true, passive: true});
    return () => window.removeEventListener('keydown', onModifier, {capture: true});
  }, [loadForReader]);

  // DocSearch fixes the input at 512 characters; the portal's limit is 64.
  useEffect(() => {
    if (isOpen) {
      searchContainer
        ?.querySelector<HTMLInputElement>('.DocSearch-Input')
        ?.setAttribute('maxlength', String(MAX_QUERY_LENGTH));
    }
  }, [isOpen, searchContainer]);

  /** Opens the modal as soon as its code is here, keeping what is typed meanwhile. */
  const openWith = useCallback(
    (firstKey: string) => {
      opening.current = true;
      startTypingAhead(firstKey, () => (opening.current = false));
      setSearchContainer((existing) => {
        if (existing) return existing;
        const divElement = document.createElement('div');
        divElement.dataset.searchMode = isLocal ? 'local' : 'algolia';
        document.body.insertBefore(divElement, document.body.firstChild);
        return divElement;
      });
      void loadSearch(isLocal, tags).then(() => {
        if (!opening.current) return;
        // What was typed wins; otherwise the selected text, cut to the limit.
        setInitialQuery(typedAhead() || selectedQuery());
        setIsOpen(true);
      });
    },
    [isLocal, tags],
  );
  const openModal = useCallback(() => openWith(''), [openWith]);

  const closeModal = useCallback(() => {
    opening.current = false;
    stopTypingAhead();
    setIsOpen(false);
    // After the closing mouse press (backdrop) has done its own focusing.
    requestAnimationFrame(() => searchButtonRef.current?.focus());
    setInitialQuery(undefined);
    onAskAiToggle(false);
  }, [onAskAiToggle]);

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

  const resultsFooterComponent = useMemo<DocSearchModalProps['resultsFooterComponent']>(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    searchButtonRef,
    isAskAiActive: isAskAiActive ?? false,
    onAskAiToggle: onAskAiToggle ?? (() => {}),
  } as UseDocSearchKeyboardEventsProps);

  return (
    <>
      {!isLocal && (
        <Head>
          {/* Lets the browser open the connection to Algolia before the first query. */}
          <link
            rel="preconnect"
            href={`https://${props.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      <SearchButton
        onTouchStart={loadForReader}
        onFocus={loadForReader}
        onMouseOver={loadForReader}
        onClick={openModal}
        onKeyDown={openOnKey}
        ref={searchButtonRef}
        translations={props.translations?.button ?? translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer &&
        createPortal(
          <DocSearchModal
            // Theme config first (appId, indexName, ...); the portal's own props below win.
            {...(props as unknown as DocSearchModalProps)}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {resultsFooterComponent})}
            placeholder={currentPlaceholder}
            translations={noResultsForQuery(props.translations?.modal ?? translations.modal)}
            searchParameters={{
              // Read when the modal opens: the screen the reader searches on.
              attributesToSnippet: snippetAttributes(window.matchMedia(SMALL_SCREEN_QUERY).matches),
              ...props.searchParameters,
              facetFilters,
            }}
            {...extraAskAiProps}
          />,
          searchContainer,
        )}
    </>
  );
}

export default function SearchBar(props: Partial<Props>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // Props override the theme config, as upstream (facebook/docusaurus#11581).
  return <DocSearch {...(siteConfig.themeConfig.algolia as Props)} {...props} />;
}
