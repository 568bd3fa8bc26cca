import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {loadEnv, thirdPartyScripts} from './config/env';
import {navbar} from './config/navbar';
import {DOCS_EDIT_URL, DOCS_REPOSITORY} from './config/repository';
import {footer} from './config/footer';
import {announcementBar} from './config/announcement';
import {redirects, toClientRedirects} from './config/redirects';
import {algoliaThemeConfig} from './config/search';
import {
  apiDocsOptions,
  apiExplorerConfig,
  codeSampleLanguages,
  openApiOptions,
} from './config/api-reference';
import startUpScriptsPlugin from './plugins/start-up-scripts';
import devProxyPlugin from './plugins/dev-proxy';
import devLazyCompilationPlugin from './plugins/dev-lazy-compilation';
import thirdPartyScriptsPlugin from './plugins/third-party-scripts';
import latestArticlesPlugin from './plugins/latest-articles';
import envReportPlugin from './plugins/env-report';
import openApiThemePlugin from './plugins/openapi-theme';
import {apiStylesheetLinkOutput} from './plugins/openapi-theme/stylesheet-link';
import openApiDocsCliPlugin from './plugins/openapi-docs-cli';
import pageModelPlugin from './plugins/page-model';
import apiDocumentsPlugin from './plugins/api-documents';
import localSearchPlugin from './plugins/local-search';
import {searchIndexOutput} from './plugins/page-model/outputs/search-index';
import {searchSummariesOutput} from './plugins/page-model/outputs/search-summaries';
import {deployConfigOutput} from './plugins/deploy-config';
import robotsTxtPlugin from './plugins/robots-txt';
import colourModePlugin from './plugins/colour-mode';
import {articlesOptions} from './config/articles';
import {docsVersionOptions} from './config/versions';
import {SITE_DESCRIPTION} from './src/lib/pageDescriptions';
import {markdownExportOutput} from './plugins/page-model/outputs/markdown-export';
import {codeTheme, codeThemeDark} from './config/code-theme';
import remarkDiagrams from './plugins/diagrams/remark';
import remarkImageDimensions from './plugins/image-dimensions';
import remarkTableCodeBreaks from './plugins/table-code-breaks';

// Parsed once; every consumer below reads this object, never process.env.
const env = loadEnv();

// Every Markdown instance turns ```mermaid blocks into their pre-rendered SVGs (diagrams/) and
// gives images of static/ their width and height (after Docusaurus's own image plugin), and code in
// table cells its break opportunities at separators.
const markdownPlugins = {
  beforeDefaultRemarkPlugins: [remarkDiagrams],
  remarkPlugins: [remarkImageDimensions, remarkTableCodeBreaks],
};

const config = {
  title: 'Nillion Docs',
  tagline: SITE_DESCRIPTION,
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: DOCS_REPOSITORY.owner,
  customFields: {searchMode: env.search.mode},
  projectName: DOCS_REPOSITORY.name,

  // Broken links fail the build, broken anchors are ignored, duplicate routes warn.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'ignore',
  onDuplicateRoutes: 'warn',

  future: {
    // v4 turns Docusaurus Faster on (Rspack, SWC, LightningCSS). Storage
    // namespacing stays off so the persisted keys keep their plain names (theme,
    // docusaurus.announcement.*): a reader's colour mode and dismissed announcement carry over.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
  },

  markdown: {
    format: 'mdx',
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr'}},
  },

  themes: [openApiThemePlugin()],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // Latest at the spec's routes; each older SDK generation under its prefix (config/versions).
          lastVersion: 'current',
          versions: docsVersionOptions(),
          // Each page links to its source file and says when it last changed. The date is the
          // last commit of the file, read by one `git log` of the whole repository per build
          // (Docusaurus Faster's eager Git VCS); a file git does not track shows no date.
          editUrl: DOCS_EDIT_URL,
          showLastUpdateTime: true,
          ...markdownPlugins,
        },
        // The blog is registered below, in the plugin list.
        blog: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/reading.css']},
        // /search is noindex, so it stays out of the sitemap too.
        sitemap: {ignorePatterns: ['/__fixtures/**', '/search']},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Technical Articles at /articles: the blog plugin (its feeds name their own address and each
    // post's authors: patches/README.md).
    ['@docusaurus/plugin-content-blog', {...articlesOptions, ...markdownPlugins}],
    // The API reference: its own docs instance at /api, pages generated from openapi/*.yaml by the
    // gen-api-docs command of docusaurus-plugin-openapi-docs. Outside a production build the plugin
    // is loaded only when one of its commands runs (plugins/openapi-docs-cli); the build registers
    // it as published, so its output keeps the site metadata it always had.
    ['@docusaurus/plugin-content-docs', {...apiDocsOptions, ...markdownPlugins}],
    env.productionBuild
      ? ['docusaurus-plugin-openapi-docs', openApiOptions]
      : openApiDocsCliPlugin(openApiOptions),
    'docusaurus-plugin-sass',
    [
      '@docusaurus/plugin-client-redirects',
      {redirects: toClientRedirects(redirects)} satisfies ClientRedirectsOptions,
    ],
    envReportPlugin({notices: env.notices}),
    devProxyPlugin({target: env.nildbNodeUrl}),
    // npm start compiles each page's code when it is first opened (plugins/dev-lazy-compilation).
    // Spread, not `&&`: a `false` entry would still be listed in the build's site metadata.
    ...(env.productionBuild ? [] : [devLazyCompilationPlugin()]),
    thirdPartyScriptsPlugin({scripts: thirdPartyScripts(env)}),
    // The start-up code in three files, each compiled while it streams (plugins/start-up-scripts).
    startUpScriptsPlugin(),
    latestArticlesPlugin({count: 3}),
    // npm start searches the pages being edited, read from their sources (plugins/local-search).
    localSearchPlugin({search: env.search, siteUrl: env.siteUrl, develop: !env.productionBuild}),
    // Dark when the system states no colour-scheme preference (plugins/colour-mode).
    colourModePlugin(),
    pageModelPlugin({
      siteUrl: env.siteUrl,
      outputs: [
        searchIndexOutput,
        searchSummariesOutput,
        markdownExportOutput,
        // The API pages link the OpenAPI theme's stylesheet in their HTML.
        apiStylesheetLinkOutput,
        // build/nginx.conf and build/vercel.json: redirects, headers, caching, Markdown twins.
        deployConfigOutput({
          redirects,
          scripts: thirdPartyScripts(env),
          search: env.search,
          mcpUpstream: env.mcpUpstream,
        }),
      ],
    }),
    // build/robots.txt: crawl everything; the sitemap's absolute URL follows SITE_URL.
    robotsTxtPlugin(),
    // build/openapi/*.yaml and *.json, and the API catalog at /.well-known/api-catalog.
    apiDocumentsPlugin(),
    // Pages that exist only in test builds (a component that crashes on demand, ...).
    env.testFixtures && [
      '@docusaurus/plugin-content-pages',
      {
        id: 'test-fixtures',
        path: 'tests/fixtures/pages',
        routeBasePath: '__fixtures',
      } satisfies PagesOptions,
    ],
    // A test-only docs instance: pages the search index reads like any doc (e.g. a markup probe).
    env.testFixtures && [
      '@docusaurus/plugin-content-docs',
      {
        id: 'test-fixtures-docs',
        path: 'tests/fixtures/docs',
        routeBasePath: '__fixtures/docs',
        sidebarPath: false,
        ...markdownPlugins,
      } satisfies DocsOptions,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'keywords', content: 'nillion, nildb, nilai, nilcc, blind computer, privacy'},
      // Defaults a page's own description replaces; the SEO gate allows them on home and 404 only.
      {name: 'description', content: SITE_DESCRIPTION},
      {property: 'og:description', content: SITE_DESCRIPTION},
    ],
    algolia: algoliaThemeConfig(env.search),
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar,
    navbar,
    footer,
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    // Code samples of the API request explorer (docusaurus-theme-openapi-docs).
    languageTabs: codeSampleLanguages,
    api: apiExplorerConfig,
    prism: {
      theme: codeTheme,
      darkTheme: codeThemeDark,
      // Only what prism-react-renderer does not bundle already (it has json, python, go, yaml, rust):
      // loading a bundled language again re-ran its grammar set-up in main.js on every page.
      additionalLanguages: ['bash', 'toml', 'diff'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
