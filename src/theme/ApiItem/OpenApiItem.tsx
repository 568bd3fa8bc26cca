// The theme's ApiItem for an operation or schema page, loaded on its own by src/theme/ApiItem (its redux store, request slices and storage helpers are not needed by the API's other pages). Keeps the explorer's chosen server per API document (src/lib/api-explorer/server-per-document.ts); repairs the theme's markup for screen readers and keyboards (src/lib/api-explorer/theme-markup.ts). Each part says when it can go.
import {useEffect, type ReactNode} from 'react';
import ApiItem from '@theme-original/ApiItem';
import type {WrapperProps} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createStorage} from '@theme/ApiExplorer/storage-utils';
import {activateDocument, apiDocumentOf} from '@site/src/lib/api-explorer/server-per-document';
import {watchApiMarkup} from '@site/src/lib/api-explorer/theme-markup';

type Props = WrapperProps<typeof ApiItem>;

type Persistence = Parameters<typeof createStorage>[0];

export default function OpenApiItem(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const persistence = (siteConfig.themeConfig.api as {authPersistence?: Persistence} | undefined)
    ?.authPersistence;
  const apiDocument = apiDocumentOf(props.content.metadata.id);
  // During render, not in an effect: the theme reads the stored server while rendering ApiItem.
  if (ExecutionEnvironment.canUseDOM && apiDocument) {
    activateDocument(createStorage(persistence ?? 'sessionStorage'), apiDocument);
  }

  useEffect(() => {
    const root = document.querySelector('.theme-api-markdown');
    return root ? watchApiMarkup(root) : undefined;
  }, [props.content.metadata.id]);

  return <ApiItem {...props} />;
}
