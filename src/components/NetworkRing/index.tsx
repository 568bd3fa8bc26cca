import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

const NODES = 12;

/** Decorative ring of nodes around a sealed core: data shared by many, seen by none. */
export default function NetworkRing({className}: {className?: string}): ReactNode {
  const nodes = Array.from({length: NODES}, (_, index) => {
    const angle = (index / NODES) * 2 * Math.PI;
    return {x: 100 + 78 * Math.cos(angle), y: 100 + 78 * Math.sin(angle)};
  });
  return (
    <svg
      className={clsx(styles.ring, className)}
      viewBox="0 0 200 200"
      aria-hidden="true"
      focusable="false">
      <g className={styles.spin}>
        <circle cx="100" cy="100" r="78" className={styles.orbit} />
        {nodes.map((node, index) => (
          <g key={index}>
            <line x1="100" y1="100" x2={node.x} y2={node.y} className={styles.spoke} />
            <circle cx={node.x} cy={node.y} r={index % 3 === 0 ? 7 : 5} className={styles.node} />
          </g>
        ))}
      </g>
      <circle cx="100" cy="100" r="26" className={styles.core} />
      <path d="M90 100h20M100 90v20" className={styles.coreMark} />
    </svg>
  );
}
