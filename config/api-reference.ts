/**
 * The API reference: its own docs instance at /api (so the OpenAPI theme never
 * loads on other pages), the OpenAPI plugin that writes its operation pages
 * from openapi/*.yaml, and the request explorer's code-sample languages.
 */
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions as OpenApiOptions} from 'docusaurus-plugin-openapi-docs/src/types';

export const API_DOCS_PLUGIN_ID = 'api';
export const OPENAPI_PLUGIN_ID = 'openapi';

export const apiDocsOptions = {
  id: API_DOCS_PLUGIN_ID,
  path: 'api',
  routeBasePath: 'api',
  sidebarPath: './sidebars-api.ts',
  docItemComponent: '@theme/ApiItem',
} satisfies DocsOptions;

/** One OpenAPI document per service; `npm run gen:api` writes api/<service>/. */
export const openApiSpecs = {
  nilai: {
    specPath: 'openapi/nilai.yaml',
    outputDir: 'api/nilai',
    sidebarOptions: {groupPathsBy: 'tag'},
  },
  // The legacy node API (nilDB 0.4.0); its routes are the original site's.
  nildb: {
    specPath: 'openapi/nildb.yaml',
    outputDir: 'api/nildb',
    sidebarOptions: {groupPathsBy: 'tag'},
  },
  // The node API of nilDB 1.x, which SecretVaults calls.
  nildbV1: {
    specPath: 'openapi/nildb-v1.yaml',
    outputDir: 'api/nildb-v1',
    sidebarOptions: {groupPathsBy: 'tag'},
  },
} satisfies OpenApiOptions['config'];

/**
 * Services whose reference documents an API current nodes no longer serve (nilDB 0.4.0, kept for
 * code written before nilDB 1.0): search ranks their pages below the guides.
 */
export const legacyApiServices = [
  'nildb',
] as const satisfies readonly (keyof typeof openApiSpecs)[];

/** The route folder of each legacy service's reference, `/api/nildb`. */
export const legacyApiFolders: readonly string[] = legacyApiServices.map(
  (service) => `/${openApiSpecs[service].outputDir}`,
);

export const openApiOptions = {
  id: OPENAPI_PLUGIN_ID,
  docsPluginId: API_DOCS_PLUGIN_ID,
  config: openApiSpecs,
} satisfies OpenApiOptions;

interface CodeSampleLanguage {
  /** Prism language of the sample. */
  highlight: string;
  /** postman-code-generators language key. */
  language: string;
  logoClass: string;
  /** postman-code-generators variant key (case-insensitive): the one library the sample uses. */
  variant: string;
  /**
   * The variants offered for the language: only `variant`. The theme otherwise offers every
   * variant postman-code-generators knows and switches to the first one (Python's http.client,
   * not requests) when the reader picks the language.
   */
  variants: [string];
}

function codeSample(language: Omit<CodeSampleLanguage, 'variants'>): CodeSampleLanguage {
  return {...language, variants: [language.variant]};
}

/** Code samples next to every operation, in this order. */
export const codeSampleLanguages = [
  codeSample({highlight: 'bash', language: 'curl', logoClass: 'curl', variant: 'cURL'}),
  codeSample({
    highlight: 'javascript',
    language: 'javascript',
    logoClass: 'javascript',
    variant: 'Fetch',
  }),
  codeSample({highlight: 'python', language: 'python', logoClass: 'python', variant: 'Requests'}),
  codeSample({highlight: 'go', language: 'go', logoClass: 'go', variant: 'Native'}),
] satisfies CodeSampleLanguage[];

/** Request explorer behaviour (themeConfig.api of docusaurus-theme-openapi-docs). */
export const apiExplorerConfig = {
  // A token typed into the explorer lives only as long as the browser tab.
  authPersistence: 'sessionStorage',
  requestTimeout: 30_000,
} as const;
