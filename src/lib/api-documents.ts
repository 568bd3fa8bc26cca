/**
 * Where the OpenAPI documents of the API reference are published, and the API catalog that lists
 * them: one place for the build that writes them (plugins/api-documents), the deploy
 * configuration that serves them, llms.txt that names them and the API pages that link to them.
 *
 * The addresses carry no version or content hash: an agent or a code generator keeps the URL and
 * gets the current document on every request (they are served to be revalidated). A document is
 * named after the folder of its reference pages, so `/api/nildb-v1/…` is described by
 * `/openapi/nildb-v1.yaml`.
 *
 * Pure data and functions: the browser bundle imports this module (the download links).
 */
import {apiDocsOptions, openApiSpecs} from '../../config/api-reference';

/** The folder the documents are published in. */
export const OPENAPI_DOCUMENTS_DIR = '/openapi';

/** RFC 9727: the well-known address of the API catalog. */
export const API_CATALOG_PATH = '/.well-known/api-catalog';

/** RFC 9727 section 4.2: the profile of a Linkset that is an API catalog. */
export const API_CATALOG_PROFILE = 'https://www.rfc-editor.org/info/rfc9727';

/** RFC 9264 section 4.2 with the RFC 9727 profile: the media type the catalog is served as. */
export const API_CATALOG_MEDIA_TYPE = `application/linkset+json; profile="${API_CATALOG_PROFILE}"`;

/** RFC 9512: the media type of a YAML document. */
export const YAML_MEDIA_TYPE = 'application/yaml';

export interface PublishedApiDocument {
  /** Its name in addresses: the folder of its reference pages, e.g. `nildb-v1`. */
  name: string;
  /** The source document in the repository, e.g. `openapi/nildb-v1.yaml`. */
  specPath: string;
  /** `/openapi/nildb-v1.yaml`: the source, byte for byte. */
  yamlPath: string;
  /** `/openapi/nildb-v1.json`: the same document as JSON. */
  jsonPath: string;
  /** The API's landing page, its hand-written overview: `/api/nildb-v1/overview`. */
  overviewPath: string;
}

/** The documents the API reference is built from (config/api-reference.ts), in its order. */
export const PUBLISHED_API_DOCUMENTS: readonly PublishedApiDocument[] = Object.values(
  openApiSpecs,
).map(({specPath, outputDir}) => {
  const name = outputDir.slice(outputDir.lastIndexOf('/') + 1);
  return {
    name,
    specPath,
    yamlPath: `${OPENAPI_DOCUMENTS_DIR}/${name}.yaml`,
    jsonPath: `${OPENAPI_DOCUMENTS_DIR}/${name}.json`,
    overviewPath: `/${apiDocsOptions.routeBasePath}/${name}/overview`,
  };
});

/**
 * The document a page of the API docs instance belongs to, by the page's doc id (`nilai/…`,
 * `nildb-v1/overview`); undefined for a page of no one API (`overview`, About the APIs).
 */
export function publishedDocumentOfDoc(docId: string): PublishedApiDocument | undefined {
  const slash = docId.indexOf('/');
  if (slash <= 0) return undefined;
  const folder = docId.slice(0, slash);
  return PUBLISHED_API_DOCUMENTS.find((document) => document.name === folder);
}
