import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {DeveloperTool} from '@site/src/data/tools';
import {ToolIcon} from './icons';
import styles from './styles.module.css';

function ToolCard({tool}: {tool: DeveloperTool}): ReactNode {
  return (
    <li className={styles.card}>
      <Heading as="h3" className={styles.title}>
        <span className={styles.icon}>
          <ToolIcon name={tool.icon} />
        </span>
        {tool.name}
      </Heading>
      <p className={styles.summary}>{tool.summary}</p>
      <div className={styles.actions}>
        <a
          className={`${styles.action} ${styles.primary}`}
          href={tool.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open Tool: ${tool.name} (opens in a new tab)`}>
          Open Tool
          <ToolIcon name="external" className={styles.actionIcon} />
        </a>
        {tool.guide && (
          <Link
            className={`${styles.action} ${styles.secondary}`}
            to={tool.guide}
            aria-label={`View Guide: ${tool.name}`}>
            View Guide
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * A /tools card grid: three columns on wide screens, two on tablets, one on phones. Each docs
 * version's page passes its own list (src/data/tools.ts).
 */
export default function ToolCards({tools}: {tools: readonly DeveloperTool[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {tools.map((tool) => (
        <ToolCard key={tool.name} tool={tool} />
      ))}
    </ul>
  );
}
