// Wrapped: the theme's Mermaid renderer (and, through it, the Mermaid library) is fetched only on pages that have a diagram; the diagram's source stays on the page for the Markdown export.
import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

const Mermaid = lazy(() => import('@theme-original/Mermaid'));

export default function MermaidWrapper(props: Props): ReactNode {
  const placeholder = <div className={styles.placeholder} aria-busy="true" />;
  return (
    // The Markdown export (src/lib/markdown) writes the diagram as this source.
    <div className="portal-mermaid" data-mermaid-source={props.value}>
      <BrowserOnly fallback={placeholder}>
        {() => (
          <Suspense fallback={placeholder}>
            <Mermaid {...props} />
          </Suspense>
        )}
      </BrowserOnly>
    </div>
  );
}
