// Wrapped: every variant of a oneOf/anyOf schema is rendered, the unselected ones as hidden tab panels. The API theme's Schema passes `lazy`, so only the first variant reached the HTML that ships: its fields were missing for crawlers, search and a reader without JavaScript until a tab was clicked. Only the Schema's variant tabs (its `groupId` is `schema-<id>` in the pinned 5.2.0) change: the explorer's body and example tabs stay lazy, as each of their panels holds an editor that writes the request.
// Can go when the theme renders every schema variant at build time. Upstream: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/blob/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/Schema/index.tsx
import type {ReactNode} from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SchemaTabs>;

const isSchemaVariantTabs = (props: Props) =>
  typeof props.groupId === 'string' && props.groupId.startsWith('schema-');

export default function SchemaTabsWrapper(props: Props): ReactNode {
  return <SchemaTabs {...props} lazy={isSchemaVariantTabs(props) ? false : props.lazy} />;
}
