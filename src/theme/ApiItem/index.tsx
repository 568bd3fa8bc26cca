// Wrapped: loads the OpenAPI theme's stylesheet with the API pages only, instead of on every page (see plugins/openapi-theme).
import type {ReactNode} from 'react';
import ApiItem from '@theme-original/ApiItem';
import type {WrapperProps} from '@docusaurus/types';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

type Props = WrapperProps<typeof ApiItem>;

export default function ApiItemWrapper(props: Props): ReactNode {
  return <ApiItem {...props} />;
}
