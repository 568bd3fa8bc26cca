// Ejected from @docusaurus/theme-search-algolia 3.10.2 (SearchBar), whose DocSearch props a wrapper cannot reach: answers from the embedded index when no Algolia keys are set (no Algolia preconnect or branding then), shows the current query's hit count, caps queries at 64 characters and asks for 10-word snippets (5 on small screens); draws its own search button (SearchButton.tsx: DocSearchButton's name does not contain its visible text), hands each result link the listbox option props (with plugins/docsearch-fixes) and opens the modal when the reader types on the focused button (DocSearch 4 dropped that).
// Can go back to upstream's SearchBar when it accepts a search client and these DocSearch props from configuration. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-search-algolia/src/theme/SearchBar/index.tsx
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
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
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
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
  DocSearchTranslations,
  UseDocSearchKeyboardEventsProps,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import {MAX_QUERY_LENGTH, SMALL_SCREEN_QUERY, snippetAttributes} from '@site/src/lib/search/types';
import type * as SiteSearchClient from '@site/src/lib/search/siteSearchClient';
import {SearchButton} from './SearchButton';

// The search client (and, in local mode, the engine) loads with the modal, never with the page.
type SearchRuntime = typeof SiteSearchClient;
let runtime: SearchRuntime | null = null;

function useIsLocalSearch(): boolean {
  return useDocusaurusContext().siteConfig.customFields?.searchMode !== 'algolia';
}

/** Loads the modal code and, in local mode, the index, before the first keystroke. */
function prepareSearch(isLocal: boolean) {
  return importDocSearchModalIfNeeded().then(() => {
    if (isLocal) void runtime!.getLocalSearchClient().preload();
  });
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

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  askAi?: Exclude<(DocSearchModalProps & {askAi: unknown})['askAi'], string | undefined>;
};

// extend DocSearchProps for v4 features
// TODO Docusaurus v4: cleanup after we drop support for DocSearch v3
interface DocSearchV4Props extends Omit<DocSearchProps, 'askAi'> {
  indexName: string;
  askAi?: ThemeConfigAlgolia['askAi'];
  translations?: DocSearchTranslations;
}

let DocSearchModal: typeof DocSearchModalType | null = null;

function importDocSearchModalIfNeeded() {
  if (DocSearchModal && runtime) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@site/src/lib/search/siteSearchClient'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}, searchRuntime]) => {
    DocSearchModal = Modal;
    runtime = searchRuntime;
  });
}

function useNavigator({externalUrlRegex}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

function useTransformSearchClient(): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  const isLocal = useIsLocalSearch();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      const {getLocalSearchClient, withHitCounts} = runtime!;
      if (isLocal) {
        return withHitCounts(getLocalSearchClient()) as unknown as DocSearchTransformClient;
      }
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return withHitCounts(searchClient);
    },
    [docusaurusVersion, isLocal],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(() => {
    return (items: DocSearchHit[]) =>
      props.transformItems
        ? // Custom transformItems
          props.transformItems(items)
        : // Default transformItems
          items.map((item) => ({
            ...item,
            url: processSearchResultUrl(item.url),
          }));
  });
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
}: {
  closeModal: () => void;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
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

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
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

function useSearchParameters({
  contextualSearch,
  ...props
}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();

  const configFacetFilters: FacetFilters = props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: DocSearchV4Props) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props} as DocSearchProps);
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient();

  // The modal's portal target, created on first open (state, not a ref: render reads it).
  const [searchContainer, setSearchContainer] = useState<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const {isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps} =
    useAlgoliaAskAi(props);

  const isLocal = useIsLocalSearch();
  const prepare = useCallback(() => prepareSearch(isLocal), [isLocal]);

  // DocSearch fixes the input at 512 characters; the portal's limit is 64.
  useEffect(() => {
    if (isOpen) {
      searchContainer
        ?.querySelector<HTMLInputElement>('.DocSearch-Input')
        ?.setAttribute('maxlength', String(MAX_QUERY_LENGTH));
    }
  }, [isOpen, searchContainer]);

  const openModal = useCallback(() => {
    // A key typed on the button wins; otherwise the selected text, cut to the limit.
    setInitialQuery((typed) => typed ?? selectedQuery());
    setSearchContainer((existing) => {
      if (existing) return existing;
      const divElement = document.createElement('div');
      divElement.dataset.searchMode = isLocal ? 'local' : 'algolia';
      document.body.insertBefore(divElement, document.body.firstChild);
      return divElement;
    });
    prepare().then(() => setIsOpen(true));
  }, [isLocal, prepare]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    // After the closing mouse press (backdrop) has done its own focusing.
    requestAnimationFrame(() => searchButtonRef.current?.focus());
    setInitialQuery(undefined);
    onAskAiToggle(false);
  }, [onAskAiToggle]);

  // DocSearch 4's keyboard hook no longer opens the modal when the reader starts typing on the
  // focused button, as DocSearch 3 did: a printable key without a modifier (so never Ctrl/⌘+F)
  // opens it.
  const handleInput = useCallback(
    (event: React.KeyboardEvent<HTMLButtonElement>) => {
      if (event.key.length !== 1 || event.metaKey || event.ctrlKey || event.altKey) return;
      if (event.key === '/' || event.key === ' ') return;
      // The key goes into the modal's input once, not twice.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal});

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    searchButtonRef,
    isAskAiActive: isAskAiActive ?? false,
    onAskAiToggle: onAskAiToggle ?? (() => {}),
  } satisfies UseDocSearchKeyboardEventsProps & {
    // TODO Docusaurus v4: cleanup after we drop support for DocSearch v3
    isAskAiActive: boolean;
    onAskAiToggle: (askAiToggle: boolean) => void;
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
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        onKeyDown={handleInput}
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
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={currentPlaceholder}
            translations={noResultsForQuery(props.translations?.modal ?? translations.modal)}
            searchParameters={{
              // Read when the modal opens: the screen the reader searches on.
              attributesToSnippet: snippetAttributes(window.matchMedia(SMALL_SCREEN_QUERY).matches),
              ...searchParameters,
            }}
            {...extraAskAiProps}
          />,
          searchContainer,
        )}
    </>
  );
}

export default function SearchBar(props: Partial<DocSearchV4Props>): ReactNode {
  const {siteConfig} = useDocusaurusContext();

  const docSearchProps: DocSearchV4Props = {
    ...(siteConfig.themeConfig.algolia as DocSearchV4Props),
    // Let props override theme config
    // See https://github.com/facebook/docusaurus/pull/11581
    ...props,
  };

  return <DocSearch {...docSearchProps} />;
}
