// Wrapped: a Markdown table scrolls sideways on narrow screens, so it takes keyboard focus (WCAG 2.1.1), as code blocks do; and Diagram, the pre-rendered Mermaid diagram the ```mermaid blocks become (plugins/diagrams/remark.ts).
import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Diagram from '@site/src/components/Diagram';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table, Diagram};
