// Wrapped (docusaurus-theme-openapi-docs 5.2.0): two rows of the theme's schemas said something twice. For an object that allows any extra property (`additionalProperties: true`), the theme draws a "property name* any" row and hands it the object's own schema, so the row repeated the object's description, examples and NULLABLE badge as if they were the extra properties'; that row gets no schema here. A body that is a bare scalar (a text/plain string) was drawn as a field named after its type ("string string"); it reads "string". No upstream issue found: a draft is in src/theme/README.md.
// Can go when the theme's AdditionalProperties passes the additional properties' schema for a free-form object. Upstream: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/blob/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/Schema/index.tsx (AdditionalProperties)
import type {ReactNode} from 'react';
import SchemaItem from '@theme-original/SchemaItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SchemaItem>;

/** The name and type the theme gives the row of a free-form object's extra properties. */
const FREE_FORM_ROW = {name: 'property name*', schemaName: 'any'};

export default function SchemaItemWrapper(props: Props): ReactNode {
  const freeForm =
    props.name === FREE_FORM_ROW.name &&
    props.schemaName === FREE_FORM_ROW.schemaName &&
    !props.collapsible;
  // The theme names the row of a bare scalar body after its type.
  const bareScalar = props.name !== undefined && props.name === props.schemaName;
  return (
    <SchemaItem
      {...props}
      name={bareScalar ? undefined : props.name}
      schema={freeForm ? undefined : props.schema}
    />
  );
}
