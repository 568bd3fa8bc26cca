// Wrapped: the theme's Mermaid renderer (and, through it, the Mermaid library) is fetched only on pages that have a diagram; the diagram's source stays on the page for the Markdown export.
import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {DIAGRAM_CLASS, DIAGRAM_SOURCE_ATTRIBUTE} from '@site/src/lib/routes';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

const Mermaid = lazy(() => import('@theme-original/Mermaid'));

export default function MermaidWrapper(props: Props): ReactNode {
  const source = {[DIAGRAM_SOURCE_ATTRIBUTE]: props.value};
  const placeholder = <div className={styles.placeholder} aria-busy="true" />;
  return (
    // The page model (plugins/page-model/normalise.ts) reads the diagram as this source.
    <div className={DIAGRAM_CLASS} {...source}>
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
