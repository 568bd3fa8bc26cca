// Wrapped: the Copy page widget sits at the right of the breadcrumbs row, on every doc and API
// page and at every width, in the flow of the article (never fixed over content). Beside the title
// it broke long titles mid-word on a phone, and on API pages, whose content starts with the OpenAPI
// theme's flex grid row (which cannot wrap around a float), it shrank the whole content column.
// The row is one line at every width (its stylesheet truncates the longest crumbs and, on a
// phone, drops the page's own crumb, which the title repeats): wrapped, it took four rows.
// A portal feature, not a workaround: stays while the widget does. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/DocBreadcrumbs/index.tsx
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.headerRow}>
      <DocBreadcrumbs {...props} />
      <CopyPage />
    </div>
  );
}
