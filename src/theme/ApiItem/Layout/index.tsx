// Wrapped (docusaurus-theme-openapi-docs 5.2.0): portal feature, "Download the OpenAPI document"
// (YAML, JSON) at the foot of the content of every page of an API (its overview, introduction and
// operation pages), below both columns of an operation page, so neither column's layout changes.
// The theme has no slot for it: its own Export button, only on the introduction page, is a menu
// that offers the document under the plugin's `downloadUrl` and no JSON form.
import type {ReactNode} from 'react';
import Layout from '@theme-original/ApiItem/Layout';
// The theme's layout takes the props of the classic theme's DocItem/Layout.
import type {Props} from '@theme/DocItem/Layout';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ApiDocumentDownloads from '@site/src/components/ApiDocumentDownloads';
import {publishedDocumentOfDoc} from '@site/src/lib/api-documents';

export default function ApiItemLayoutWrapper({children, ...props}: Props): ReactNode {
  const document = publishedDocumentOfDoc(useDoc().metadata.id);
  return (
    <Layout {...props}>
      {children}
      {document && <ApiDocumentDownloads document={document} />}
    </Layout>
  );
}
