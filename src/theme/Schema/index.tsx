// Wrapped (docusaurus-theme-openapi-docs 5.2.0): the theme labels an optional field written `anyOf: [T, null]` as `object` in a collapsed box of variant tabs (`max_tokens object`), and shows a scalar's title in place of its type (`id Id`). Each request and response schema passes through src/lib/api-schema/readable.ts first, so such a field reads "T" with the theme's NULLABLE badge and a title that only repeats the name is dropped. No upstream issue found: a draft is in src/theme/README.md.
// Can go when the theme names `anyOf [T, null]` as a nullable T and prefers the type to a repeated title. Upstream: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/blob/v5.2.0/packages/docusaurus-theme-openapi-docs/src/markdown/schema.ts (prettyName)
import type {ReactNode} from 'react';
import Schema from '@theme-original/Schema';
import type {WrapperProps} from '@docusaurus/types';
import {readableSchema} from '@site/src/lib/api-schema/readable';

type Props = WrapperProps<typeof Schema>;

export default function SchemaWrapper(props: Props): ReactNode {
  return <Schema {...props} schema={readableSchema(props.schema)} />;
}
