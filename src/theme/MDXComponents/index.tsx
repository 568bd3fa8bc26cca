// Wrapped: a Markdown table scrolls sideways on narrow screens, so it takes keyboard focus (WCAG 2.1.1), as code blocks do.
import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table};
