// Wrapped: on API reference pages the Copy page widget sits at the right of the breadcrumbs row.
// Generated API pages start their content with the OpenAPI theme's flex grid row, and a flex row
// never wraps around a float: beside the title (where doc pages have it, src/theme/DocItem/Content)
// it shrank the whole content column. A portal feature, not a workaround: stays while the widget
// does. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/DocBreadcrumbs/index.tsx
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import CopyPage from '@site/src/components/CopyPage';
import {copyPageInBreadcrumbsRow} from '@site/src/components/CopyPage/placement';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  if (!copyPageInBreadcrumbsRow(pathname)) return <DocBreadcrumbs {...props} />;
  return (
    <div className={styles.headerRow}>
      <DocBreadcrumbs {...props} />
      <CopyPage />
    </div>
  );
}
