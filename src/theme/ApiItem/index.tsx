// Wrapped (docusaurus-theme-openapi-docs 5.2.0): loads the theme's stylesheet with the API pages only, instead of on every page (see plugins/openapi-theme); repairs the theme's markup for screen readers and keyboards (src/lib/api-explorer/theme-markup.ts, which says when each repair can go).
import {useEffect, type ReactNode} from 'react';
import ApiItem from '@theme-original/ApiItem';
import type {WrapperProps} from '@docusaurus/types';
import {watchApiMarkup} from '@site/src/lib/api-explorer/theme-markup';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

type Props = WrapperProps<typeof ApiItem>;

export default function ApiItemWrapper(props: Props): ReactNode {
  useEffect(() => {
    const root = document.querySelector('.theme-api-markdown');
    return root ? watchApiMarkup(root) : undefined;
  }, [props.content.metadata.id]);

  return <ApiItem {...props} />;
}
