// Wrapped: the Copy page widget sits at the top of the table-of-contents column and stays in view with it.
// A portal feature, not a workaround: stays while the Copy page widget does. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/DocItem/TOC/Desktop/index.tsx
import type {ReactNode} from 'react';
import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import type TOCDesktopType from '@theme/DocItem/TOC/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCDesktopType>;

export default function TOCDesktopWrapper(props: Props): ReactNode {
  return (
    <div className={styles.column}>
      <CopyPage placement="toc" />
      <TOCDesktop {...props} />
    </div>
  );
}
