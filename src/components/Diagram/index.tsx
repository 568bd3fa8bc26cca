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
 * Under it, a button opens the diagram in a full-screen view with zoom
 * (./FullScreen.tsx).
 */
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import Admonition from '@theme/Admonition';
import FullScreen from './FullScreen';
import styles from './styles.module.css';

/** A number attribute of the SVG's root element (`width`, `height`). */
function rootAttribute(svg: string, name: string): number {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  return Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(root)?.[1] ?? 0);
}

/** The text of the SVG's <title> (Mermaid's accTitle), its XML entities decoded. */
function svgTitle(svg: string): string {
  const escaped = /<title[^>]*>([^<]*)<\/title>/.exec(svg)?.[1] ?? 'Diagram';
  const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};
  return escaped.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (whole, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (entities[name] ?? whole),
  );
}

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
  const width = rootAttribute(svg, 'width');
  const height = rootAttribute(svg, 'height');
  // Its drawn size, known before it is drawn: the box it keeps while off screen (styles.module.css).
  const sized = width > 0 && height > 0 && Number(minWidth) > 0;
  const style = {
    '--diagram-min-width': `${minWidth}px`,
    ...(sized && {'--diagram-width': `${width}px`, '--diagram-ratio': height / width}),
  } as CSSProperties;
  return (
    <figure
      className={clsx('portal-diagram', styles.diagram)}
      data-mermaid-source={source}
      style={style}>
      {/* Focusable so a keyboard can scroll it sideways, as code blocks are. */}
      <div
        className={clsx('portal-diagram__viewport', styles.viewport, sized && styles.drawnNearView)}
        tabIndex={0}
        dangerouslySetInnerHTML={{__html: svg}}
      />
      <div className={styles.footer}>
        <p className={clsx('portal-diagram__hint', styles.scrollHint)} aria-hidden="true">
          Scroll sideways to see the whole diagram
        </p>
        <FullScreen svg={svg} width={width} height={height} title={svgTitle(svg)} />
      </div>
    </figure>
  );
}
