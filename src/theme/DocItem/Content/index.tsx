// Wrapped: doc pages get the Copy page widget in their header row, beside the title, in the flow
// of the article (API reference pages have it in the breadcrumbs row: src/theme/DocBreadcrumbs).
// A portal feature, not a workaround: stays while the Copy page widget does. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/DocItem/Content/index.tsx
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import CopyPage from '@site/src/components/CopyPage';
import {copyPageInBreadcrumbsRow} from '@site/src/components/CopyPage/placement';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      {!copyPageInBreadcrumbsRow(pathname) && <CopyPage />}
      <Content {...props} />
    </>
  );
}
