/**
 * A Mermaid diagram as a page shows it: the SVG `npm run diagrams` rendered
 * ahead of time (plugins/diagrams/remark.ts puts it here in place of the
 * ```mermaid block), inlined so it costs no script and paints with the page.
 * Its colours follow the colour mode through CSS custom properties, and it
 * carries its own width and height, so its box is reserved before it paints.
 *
 * It shrinks with the column only down to the width at which its smallest
 * label is still 12 px (`minWidth`); on a narrower column it scrolls sideways,
 * with shadows at the edges that can still be scrolled to and a line saying
 * so, both drawn by CSS alone.
 *
 * The <figure> is the hook for a later full-screen view: a toolbar (a small
 * client component) can go next to the viewport and open a copy of the SVG.
 */
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import Admonition from '@theme/Admonition';
import styles from './styles.module.css';

export interface DiagramProps {
  /** The rendered SVG markup (a committed file of diagrams/, written by the render script). */
  svg?: string;
  /** The Mermaid source, kept on the page for the Markdown export (Copy page, .md files). */
  source: string;
  /** Narrowest width in CSS px at which the smallest label is still legible. */
  minWidth?: string;
  /** Set instead of `svg` under `npm start` when the diagram has not been rendered yet. */
  pending?: string;
}

export default function Diagram({svg, source, minWidth, pending}: DiagramProps): ReactNode {
  if (pending !== undefined || svg === undefined) {
    return (
      <div className="portal-diagram" data-mermaid-source={source}>
        <Admonition type="warning" title="Diagram not rendered">
          <p>{pending}</p>
          <pre>
            <code>{source}</code>
          </pre>
        </Admonition>
      </div>
    );
  }
  const style = {'--diagram-min-width': `${minWidth}px`} as CSSProperties;
  return (
    <figure
      className={clsx('portal-diagram', styles.diagram)}
      data-mermaid-source={source}
      style={style}>
      {/* Focusable so a keyboard can scroll it sideways, as code blocks are. */}
      <div
        className={clsx('portal-diagram__viewport', styles.viewport)}
        tabIndex={0}
        dangerouslySetInnerHTML={{__html: svg}}
      />
      <p className={clsx('portal-diagram__hint', styles.scrollHint)} aria-hidden="true">
        Scroll sideways to see the whole diagram
      </p>
    </figure>
  );
}
