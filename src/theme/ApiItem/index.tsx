// Wrapped (docusaurus-theme-openapi-docs 5.2.0): loads the theme's stylesheet with the API pages only, instead of on every page (see plugins/openapi-theme). The theme's ApiItem runs its request explorer's redux store, slices and storage helpers on every page of the API docs, which a page without an operation or schema (an API's overview or introduction) never uses: about a quarter of such a page's start-up on a phone. Such a page is drawn here as the theme draws it (same markup), and the theme's ApiItem (./OpenApiItem) is evaluated only by an operation or schema page.
// Can go if the theme loads its explorer state with the pages that have one. Upstream: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/blob/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/ApiItem/index.tsx (the "Non-API docs" branch).
import {createElement, type ReactNode} from 'react';
import type ApiItem from '@theme-original/ApiItem';
import type OpenApiItem from './OpenApiItem';
import type {WrapperProps} from '@docusaurus/types';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import DocItemMetadata from '@theme/DocItem/Metadata';
import ApiItemLayout from '@theme/ApiItem/Layout';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

type Props = WrapperProps<typeof ApiItem>;

/**
 * The theme's ApiItem, evaluated the first time a page needs it. A `require` in place of an
 * `import()`: it stays in this chunk, so an operation page hydrates it at once as before (behind
 * a lazy boundary it hydrated after the page had, where descriptions and code blocks no longer
 * recognise their server HTML and render again), but a page without an operation never runs it.
 */
function openApiItem(): typeof OpenApiItem {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated on first use, see above
  return (require('./OpenApiItem') as {default: typeof OpenApiItem}).default;
}

/** A page the theme draws with its request explorer (`api`) or a schema sample (`schema`). */
function hasOpenApiContent(props: Props): boolean {
  const frontMatter = props.content.frontMatter as {api?: unknown; schema?: unknown};
  return Boolean(frontMatter.api ?? frontMatter.schema);
}

/** An API page without an operation or schema, in the theme's markup for it. */
function ApiDocItem({content: MDXContent}: Props): ReactNode {
  return (
    <DocProvider content={MDXContent}>
      <HtmlClassNameProvider className={`docs-doc-id-${MDXContent.metadata.id}`}>
        <DocItemMetadata />
        <ApiItemLayout>
          <div className="row">
            <div className="col col--12 markdown">
              <MDXContent />
            </div>
          </div>
        </ApiItemLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}

export default function ApiItemWrapper(props: Props): ReactNode {
  if (!hasOpenApiContent(props)) return <ApiDocItem {...props} />;
  // The same component on every render (the module is evaluated once), so nothing remounts.
  return createElement(openApiItem(), props);
}
