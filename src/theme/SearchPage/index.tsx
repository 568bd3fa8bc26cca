/**
 * The /search page, the portal's own, over the `SearchClient` contract (src/lib/search/client.ts):
 * the embedded index in local mode, Algolia in hosted mode, the same client as the modal. Started
 * from @docusaurus/theme-search-algolia 3.10.2's SearchPage (its layout, wording and version
 * select), which asked Algolia's helper and client and, over the embedded index, needed an
 * Algolia-shaped stand-in. What differs from upstream's:
 *
 * - one `<main>` holds the whole page body (upstream's holds the results only, once there are
 *   some: axe region, landmark-one-main);
 * - each result's heading path is a plain list, not a `<nav aria-label="breadcrumbs">` per result
 *   (axe landmark-unique);
 * - a failed search says "Unable to fetch results", as the modal does, with a Retry button
 *   (upstream's spinner ran for ever);
 * - noindex is `<meta name="robots">` (upstream's `property` is ignored by robots);
 * - the portal's own: the page's description, the search mode on <html> (no Algolia credit when
 *   the embedded index answers), a section filter (a radio group kept in `?section=`, so a link
 *   reproduces it), and under a page that matched itself, which has no text of its own in the
 *   index, the page's description or first paragraph (build/search/summaries.json), as text;
 * - results by page (issue 38): each page of the site once, titled and linked to its top, its
 *   best sections under it with short snippets, upright and at the prose measure, and a count of
 *   pages ("12 pages found"); upstream listed every record, italic and the column's full width,
 *   and counted records ("671 documents found").
 *
 * Upstream code: Copyright (c) Facebook, Inc. and its affiliates, MIT license.
 */

import React, {type ReactNode, useEffect, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';

import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {
  HtmlClassNameProvider,
  PageMetadata,
  usePluralForm,
  useQueryString,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import type {PageHits} from '@site/src/lib/search/client';
import {hitLines, pageRow} from '@site/src/lib/search/hitDisplay';
import {siteSearchClient} from '@site/src/lib/search/siteSearchClient';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {PAGE_DESCRIPTIONS} from '@site/src/lib/pageDescriptions';
import {
  SEARCH_SECTIONS,
  SEARCH_SUMMARIES_PATH,
  searchSectionOf,
  type SearchSection,
} from '@site/src/lib/searchSummaries';
import styles from './styles.module.css';

// The count is of pages of the site (issue 38: "671 documents found" counted records).
function usePagesFoundPlural() {
  const {selectMessage} = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.pagesFound.plurals',
          description:
            'Pluralized label for "{count} pages found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One page found|{count} pages found',
        },
        {count},
      ),
    );
}

function useDocsSearchVersionsHelpers() {
  const allDocsData = useAllDocsData();

  // State of the version select menus / algolia facet filters
  // docsPluginId -> versionName map
  const [searchVersions, setSearchVersions] = useState<{
    [pluginId: string]: string;
  }>(() =>
    Object.entries(allDocsData).reduce(
      (acc, [pluginId, pluginData]) => ({
        ...acc,
        [pluginId]: pluginData.versions[0]!.name,
      }),
      {},
    ),
  );

  // Set the value of a single select menu
  const setSearchVersion = (pluginId: string, searchVersion: string) =>
    setSearchVersions((s) => ({...s, [pluginId]: searchVersion}));

  const versioningEnabled = Object.values(allDocsData).some(
    (docsData) => docsData.versions.length > 1,
  );

  return {
    allDocsData,
    versioningEnabled,
    searchVersions,
    setSearchVersion,
  };
}

// We want to display one select per versioned docs plugin instance
function SearchVersionSelectList({
  docsSearchVersionsHelpers,
}: {
  docsSearchVersionsHelpers: ReturnType<typeof useDocsSearchVersionsHelpers>;
}) {
  const versionedPluginEntries = Object.entries(docsSearchVersionsHelpers.allDocsData)
    // Do not show a version select for unversioned docs plugin instances
    .filter(([, docsData]) => docsData.versions.length > 1);

  return (
    <div className={clsx('col', 'col--3', 'padding-left--none', styles.searchVersionColumn)}>
      {versionedPluginEntries.map(([pluginId, docsData]) => {
        const labelPrefix = versionedPluginEntries.length > 1 ? `${pluginId}: ` : '';
        return (
          <select
            key={pluginId}
            // The upstream select has no name: a screen reader announced only its current value.
            aria-label={`${labelPrefix}Docs version to search`}
            onChange={(e) => docsSearchVersionsHelpers.setSearchVersion(pluginId, e.target.value)}
            defaultValue={docsSearchVersionsHelpers.searchVersions[pluginId]}
            className={styles.searchVersionInput}>
            {docsData.versions.map((version, i) => (
              <option key={i} label={`${labelPrefix}${version.label}`} value={version.name} />
            ))}
          </select>
        );
      })}
    </div>
  );
}

/** Pages of the site a page of results lists, and the best sections shown under each. */
const PAGES_PER_RESULT = 10;
const SECTIONS_PER_PAGE = 3;
/** Words of a section's snippet: about two lines at the prose measure. */
const SNIPPET_WORDS = 24;
/** The search waits this long after the last key (upstream's). */
const TYPING_PAUSE_MS = 300;

/** A section of a found page, as listed under it. */
interface SectionItem {
  id: string;
  title: string;
  url: string;
  /** The headings between the page's title and the section's own, marked. */
  path: string[];
  snippet: string;
}

/** A found page: its title and section, whether it matched itself, and its best sections. */
interface ResultItem {
  title: string;
  url: string;
  section: string;
  /** The page matched as a whole (its title): its summary is shown under it. */
  matchedItself: boolean;
  sections: SectionItem[];
  /** Route of the page (no anchor), for its summary. */
  route: string;
}

interface Results {
  /** The search these results answer (query, section and versions). */
  key: string;
  items: ResultItem[];
  total: number;
  pages: number;
  /** The last page of results fetched, from 0. */
  page: number;
}

function getSearchPageTitle(searchQuery: string | undefined): string {
  return searchQuery
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {
          query: searchQuery,
        },
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

/** The page summaries, fetched once, when a hit first needs one. */
let summariesRequest: Promise<Record<string, string>> | null = null;
function loadSummaries(): Promise<Record<string, string>> {
  summariesRequest ??= fetch(SEARCH_SUMMARIES_PATH)
    .then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : {}))
    .catch(() => {
      summariesRequest = null;
      return {};
    });
  return summariesRequest;
}

function routeOf(url: string): string {
  const withoutAnchor = url.split('#')[0]!.split('?')[0]!;
  try {
    return new URL(withoutAnchor, 'https://portal.invalid').pathname.replace(/\/+$/, '') || '/';
  } catch {
    return withoutAnchor;
  }
}

/** All sections, or one: native radios, so arrows move between them and Tab leaves the group. */
function SectionFilter({
  section,
  onChange,
}: {
  section: SearchSection | null;
  onChange: (section: SearchSection | null) => void;
}): ReactNode {
  const options: {value: SearchSection | null; label: string}[] = [
    {value: null, label: 'All'},
    ...SEARCH_SECTIONS.map((value) => ({value, label: value})),
  ];
  return (
    <fieldset className={styles.sectionFilter}>
      <legend className={styles.sectionFilterLegend}>Section</legend>
      {options.map(({value, label}) => (
        <label key={label} className={styles.sectionOption}>
          <input
            type="radio"
            name="section"
            value={value ?? ''}
            checked={section === value}
            onChange={() => onChange(value)}
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A found page as the page lists it: its own row, then its best sections. */
function itemOf(found: PageHits, linkOf: (url: string) => string): ResultItem {
  const {page, sections} = pageRow(found);
  const pageTitle = hitLines(page).title;
  return {
    title: pageTitle,
    url: linkOf(page.url),
    section: page.hierarchy.lvl0,
    matchedItself: found.hits.some((hit) => hit.type === 'lvl1'),
    sections: sections.map((hit) => {
      const {title, path} = hitLines(hit, {underPage: true});
      if (hit.type !== 'content')
        return {id: hit.id, title, url: linkOf(hit.url), path, snippet: ''};
      // Text is titled by the heading it sits under (the page's title before the first one),
      // and shown below it.
      return {
        id: hit.id,
        title: path.pop() ?? pageTitle,
        url: linkOf(hit.url),
        path,
        snippet: title,
      };
    }),
    route: routeOf(found.url),
  };
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig,
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {
    algolia: {appId, apiKey, indexName, contextualSearch},
  } = useAlgoliaThemeConfig();
  const isLocal = siteConfig.customFields?.searchMode !== 'algolia';
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const pagesFoundPlural = usePagesFoundPlural();

  const docsSearchVersionsHelpers = useDocsSearchVersionsHelpers();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  const [sectionParam, setSectionParam] = useQueryString('section');
  const section = searchSectionOf(sectionParam);
  const pageTitle = getSearchPageTitle(searchQuery);
  const [summaries, setSummaries] = useState<Record<string, string> | null>(null);

  // The tags of the versions chosen: pages outside the docs, and each docs plugin's version.
  const tags = useMemo(
    () =>
      contextualSearch
        ? [
            DEFAULT_SEARCH_TAG,
            ...Object.entries(docsSearchVersionsHelpers.searchVersions).map(
              ([pluginId, version]) => `docs-${pluginId}-${version}`,
            ),
          ]
        : [],
    [contextualSearch, docsSearchVersionsHelpers.searchVersions],
  );
  const searchKey = JSON.stringify([searchQuery, section, tags]);

  const [results, setResults] = useState<Results | null>(null);
  // The page of results asked for and not answered yet, and the one that failed.
  const [pending, setPending] = useState<{key: string; page: number} | null>(null);
  const [failed, setFailed] = useState<{key: string; page: number} | null>(null);
  const current = results?.key === searchKey ? results : null;
  const wanted = pending?.key === searchKey ? pending.page : null;
  const failure = failed?.key === searchKey ? failed : null;

  // Asks for a page of results: the first one after a pause in typing, later ones at once.
  useEffect(() => {
    if (!searchQuery || wanted === null) return undefined;
    const controller = new AbortController();
    const ask = () =>
      siteSearchClient(isLocal ? null : {appId, apiKey, indexName})
        .then((client) =>
          client.search(
            {
              query: searchQuery,
              language: currentLocale,
              tags,
              ...(section && {sections: [section]}),
              page: wanted,
              pagesPerResult: PAGES_PER_RESULT,
              hitsPerSitePage: SECTIONS_PER_PAGE,
              snippetWords: SNIPPET_WORDS,
            },
            controller.signal,
          ),
        )
        .then(
          (answer) => {
            const items = answer.found.map((found) => itemOf(found, processSearchResultUrl));
            setResults((before) => ({
              key: searchKey,
              items: wanted > 0 && before?.key === searchKey ? [...before.items, ...items] : items,
              total: answer.total,
              pages: answer.pages,
              page: wanted,
            }));
            setPending(null);
          },
          () => {
            // Aborted: the reader typed on, and the newer search answers.
            if (controller.signal.aborted) return;
            setFailed({key: searchKey, page: wanted});
            setPending(null);
          },
        );
    const timer = setTimeout(ask, wanted === 0 ? TYPING_PAUSE_MS : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [
    searchQuery,
    section,
    tags,
    searchKey,
    wanted,
    isLocal,
    appId,
    apiKey,
    indexName,
    currentLocale,
    processSearchResultUrl,
  ]);

  // A new search (query, section or version) starts from its first page.
  const [asked, setAsked] = useState<string | null>(null);
  if (asked !== searchKey) {
    setAsked(searchKey);
    setFailed(null);
    setPending(searchQuery ? {key: searchKey, page: 0} : null);
  }

  const searchInputRef = useRef<HTMLInputElement>(null);
  // The same search again, from the page that failed; the search client loads the index anew.
  const retry = () => {
    if (!failure) return;
    setFailed(null);
    setPending({key: searchKey, page: failure.page});
    // The button goes away with the error: the reader continues from the search field.
    searchInputRef.current?.focus();
  };

  const hasMore = current !== null && current.page + 1 < current.pages;
  const [loaderRef, setLoaderRef] = useState<HTMLDivElement | null>(null);
  const prevY = useRef(0);
  // The next page when the reader scrolls down to the end of the list.
  useEffect(() => {
    if (!loaderRef || !ExecutionEnvironment.canUseIntersectionObserver) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const {
          isIntersecting,
          boundingClientRect: {y: currentY},
        } = entries[0]!;
        if (isIntersecting && prevY.current > currentY && current && hasMore && wanted === null)
          setPending({key: searchKey, page: current.page + 1});
        prevY.current = currentY;
      },
      {threshold: 1},
    );
    observer.observe(loaderRef);
    return () => observer.disconnect();
  }, [loaderRef, current, hasMore, wanted, searchKey]);

  const items = current?.items ?? [];
  // A page that matched itself has no text of its own in the index: its summary comes from the
  // page list.
  const needsSummaries = items.some((item) => item.matchedItself);
  useEffect(() => {
    if (!needsSummaries || summaries) return;
    let live = true;
    void loadSummaries().then((loaded) => {
      if (live) setSummaries(loaded);
    });
    return () => {
      live = false;
    };
  }, [needsSummaries, summaries]);

  const loading = wanted === 0;

  return (
    <Layout>
      <PageMetadata title={pageTitle} />

      <Head>
        {/* Search pages stay out of search engines. Upstream writes `property="robots"`, which
            robots ignore; they read `name`. */}
        <meta name="robots" content="noindex, follow" />
      </Head>

      <main className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>

        <form className="row" onSubmit={(e) => e.preventDefault()}>
          <div
            className={clsx('col', styles.searchQueryColumn, {
              'col--9': docsSearchVersionsHelpers.versioningEnabled,
              'col--12': !docsSearchVersionsHelpers.versioningEnabled,
            })}>
            <input
              ref={searchInputRef}
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
                description: 'The placeholder for search page input',
              })}
              aria-label={translate({
                id: 'theme.SearchPage.inputLabel',
                message: 'Search',
                description: 'The ARIA label for search page input',
              })}
              onChange={(e) => setSearchQuery(e.target.value)}
              value={searchQuery}
              autoComplete="off"
              autoFocus
            />
          </div>

          {contextualSearch && docsSearchVersionsHelpers.versioningEnabled && (
            <SearchVersionSelectList docsSearchVersionsHelpers={docsSearchVersionsHelpers} />
          )}
        </form>

        <SectionFilter
          section={section}
          onChange={(value) => setSectionParam(value ? value.toLowerCase() : null)}
        />

        <div className="row">
          <div className={clsx('col', 'col--8', styles.searchResultsColumn)}>
            {!!current?.total && pagesFoundPlural(current.total)}
          </div>

          {!isLocal && (
            <div className={clsx('col', 'col--4', styles.searchLogoColumn)}>
              <Link
                to="https://www.algolia.com/"
                aria-label={translate({
                  id: 'theme.SearchPage.algoliaLabel',
                  message: 'Powered by Algolia',
                  description: 'The description label for Algolia mention',
                })}>
                Powered by Algolia
              </Link>
            </div>
          )}
        </div>

        {items.length > 0 ? (
          <div>
            {items.map(({title, url, section: sectionName, matchedItself, sections, route}) => (
              <article key={route} className={styles.searchResultItem}>
                <Heading as="h2" className={styles.searchResultItemHeading}>
                  <Link to={url} dangerouslySetInnerHTML={{__html: title}} />
                </Heading>
                <p className={styles.searchResultItemPath}>{sectionName}</p>

                {matchedItself && summaries?.[route] && (
                  <p className={clsx(styles.searchResultItemSummary, styles.pageSummary)}>
                    {summaries[route]}
                  </p>
                )}

                {sections.length > 0 && (
                  <ul className={styles.searchResultSections}>
                    {sections.map((item) => (
                      <li key={item.id} className={styles.searchResultSection}>
                        <Link
                          to={item.url}
                          className={styles.searchResultSectionLink}
                          // Marked by the search client, which escapes the record text.
                          dangerouslySetInnerHTML={{__html: item.title}}
                        />
                        {item.path.length > 0 && (
                          <span
                            className={styles.searchResultSectionPath}
                            dangerouslySetInnerHTML={{__html: ` in ${item.path.join(' › ')}`}}
                          />
                        )}
                        {item.snippet && (
                          <p
                            className={styles.searchResultItemSummary}
                            dangerouslySetInnerHTML={{__html: item.snippet}}
                          />
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            ))}
          </div>
        ) : (
          [
            searchQuery && current && !loading && !failure && (
              <p key="no-results">
                <Translate
                  id="theme.SearchPage.noResultsText"
                  description="The paragraph for empty search result">
                  No results were found
                </Translate>
              </p>
            ),
            loading && <div key="spinner" className={styles.loadingSpinner} />,
          ]
        )}

        {failure && (
          <div role="alert" className={styles.searchError}>
            <p className={styles.searchErrorTitle}>
              <Translate id="theme.SearchModal.errorScreen.titleText">
                Unable to fetch results
              </Translate>
            </p>
            <p>
              <Translate id="theme.SearchModal.errorScreen.helpText">
                You might want to check your network connection.
              </Translate>
            </p>
            <button type="button" className="button button--primary" onClick={retry}>
              <Translate id="theme.SearchPage.retry">Retry</Translate>
            </button>
          </div>
        )}

        {hasMore && !failure && (
          <div className={styles.loader} ref={setLoaderRef}>
            <Translate
              id="theme.SearchPage.fetchingNewResults"
              description="The paragraph for fetching new search results">
              Fetching new results...
            </Translate>
          </div>
        )}
      </main>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const local = siteConfig.customFields?.searchMode !== 'algolia';
  return (
    <HtmlClassNameProvider
      className={clsx('search-page-wrapper', local ? 'search-mode-local' : 'search-mode-algolia')}>
      <PageMetadata description={PAGE_DESCRIPTIONS.search} />
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
