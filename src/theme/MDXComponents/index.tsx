// Wrapped: a Markdown table scrolls sideways on narrow screens, so it takes keyboard focus (WCAG 2.1.1), as code blocks do; an empty header cell (a table's top-left corner) is a data cell, since a header that names nothing is announced as an empty header (axe empty-table-header); inline code holding <wbr> break opportunities stays inline (the theme makes any code with element children a code block); Diagram, the pre-rendered Mermaid diagram the ```mermaid blocks become (plugins/diagrams/remark.ts); and PackageInstall, an install step in npm/pnpm/Yarn tabs (src/components/PackageInstall).
// Extends the theme's map (wrapping is what Docusaurus's MDX guide shows; its CLI rates only eject). The table parts can go when the theme's tables take focus and its empty header cells are data cells; `code` when the theme treats code with only strings and <wbr> as inline. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/MDXComponents/index.tsx
import type {ComponentProps, ReactNode} from 'react';
import {Children, isValidElement} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Diagram from '@site/src/components/Diagram';
import PackageInstall from '@site/src/components/PackageInstall';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

function TableHeader(props: ComponentProps<'th'>): ReactNode {
  const empty = Children.toArray(props.children).every(
    (child) => typeof child === 'string' && child.trim() === '',
  );
  if (empty) return <td {...props} />;
  return <th {...props} />;
}

/**
 * Inline code with line-break opportunities (the `<wbr>` plugins/table-code-breaks puts in code in
 * table cells) stays inline: the theme draws any code whose children are not all one-line strings
 * as a code block.
 */
function Code(props: ComponentProps<'code'>): ReactNode {
  const children = Children.toArray(props.children);
  const breakable =
    children.some((child) => isValidElement(child) && child.type === 'wbr') &&
    children.every(
      (child) =>
        (typeof child === 'string' && !child.includes('\n')) ||
        (isValidElement(child) && child.type === 'wbr'),
    );
  if (breakable) return <code {...props} />;
  return <MDXComponents.code {...props} />;
}

export default {
  ...MDXComponents,
  code: Code,
  table: Table,
  th: TableHeader,
  Diagram,
  PackageInstall,
};
