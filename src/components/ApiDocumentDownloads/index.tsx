/**
 * "Download the OpenAPI document" with a link to each published form (YAML and JSON) of the
 * document an API page belongs to, at the foot of every page of that API (src/theme/ApiItem/Layout).
 * The files are static build outputs (plugins/api-documents), so plain links, not router links.
 * Page chrome, not content: the Markdown export and search leave it out (NON_CONTENT_SELECTORS).
 */
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {YAML_MEDIA_TYPE, type PublishedApiDocument} from '@site/src/lib/api-documents';
import styles from './styles.module.css';

/** The attribute that marks the links as page chrome for the page model. */
export const API_DOCUMENT_DOWNLOADS_ATTRIBUTE = 'data-api-document-downloads';

export default function ApiDocumentDownloads({
  document,
}: {
  document: PublishedApiDocument;
}): ReactNode {
  const yaml = useBaseUrl(document.yamlPath);
  const json = useBaseUrl(document.jsonPath);
  const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
  return (
    <p className={styles.downloads} {...{[API_DOCUMENT_DOWNLOADS_ATTRIBUTE]: ''}}>
      Download the OpenAPI document:{' '}
      <a href={yaml} type={YAML_MEDIA_TYPE} download={fileName(document.yamlPath)}>
        YAML
      </a>
      {' · '}
      <a href={json} type="application/json" download={fileName(document.jsonPath)}>
        JSON
      </a>
    </p>
  );
}
