/**
 * The API catalog (RFC 9727) as data: a Linkset (RFC 9264, JSON form) whose first link context
 * is the catalog itself, with an `item` link to each API, and one link context per API that
 * links its OpenAPI document (`service-desc`, RFC 8631) as YAML and as JSON and its reference
 * (`service-doc`) as the page and its Markdown twin.
 *
 * An API is identified by its reference overview on this site, not by a server: two of the
 * documents name a server whose address the reader chooses (`{nodeUrl}`) and the legacy nilDB
 * API names a demo node, while the overview always answers and its document lists the servers.
 */
import {
  API_CATALOG_PATH,
  YAML_MEDIA_TYPE,
  type PublishedApiDocument,
} from '../../src/lib/api-documents';
import {markdownPathOf} from '../../src/lib/routes';

/** A target of a link (RFC 9264 section 4.2.2): its URI and the attributes the catalog uses. */
export interface LinkTarget {
  href: string;
  type?: string;
  title?: string;
}

/** One link context: its anchor and its targets by relation type. */
export type LinkContext = {anchor: string} & {[relation: string]: LinkTarget[] | string};

export interface Linkset {
  linkset: LinkContext[];
}

/** A published document with what its `info` says about the API. */
export interface CatalogedApi {
  document: PublishedApiDocument;
  title: string;
}

export function apiCatalog(siteUrl: string, apis: readonly CatalogedApi[]): Linkset {
  const at = (path: string) => `${siteUrl}${path}`;
  return {
    linkset: [
      {
        anchor: at(API_CATALOG_PATH),
        item: apis.map(({document, title}) => ({href: at(document.overviewPath), title})),
      },
      ...apis.map(({document, title}) => ({
        anchor: at(document.overviewPath),
        'service-desc': [
          {href: at(document.yamlPath), type: YAML_MEDIA_TYPE, title: `${title} (OpenAPI, YAML)`},
          {
            href: at(document.jsonPath),
            type: 'application/json',
            title: `${title} (OpenAPI, JSON)`,
          },
        ],
        'service-doc': [
          {href: at(document.overviewPath), type: 'text/html'},
          {href: at(markdownPathOf(document.overviewPath)), type: 'text/markdown'},
        ],
      })),
    ],
  };
}
