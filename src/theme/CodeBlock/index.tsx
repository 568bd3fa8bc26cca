// Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock): https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/CodeBlock/index.tsx
// Upstream keys each block by useIsBrowser(), so every code block the server drew is thrown away
// and drawn again, highlighting included, as soon as the page has hydrated: its comment says
// hydration would not update the Prism colours the server wrote for the default colour mode. In
// 3.10 that re-render is not needed: the colour mode stays the default one while the page hydrates
// (useColorMode lags on purpose, facebook/docusaurus#7986) and changes right after, so React
// updates the block's colours like any other prop change. Without the key, a block keeps the
// server's lines (src/theme/CodeBlock/Content) and no Prism is loaded for it. The rest is
// upstream's. A wrapper cannot drop a key the original sets on what it renders.
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable: string children are joined;
 * children holding React elements are returned as they are (they cannot be copied as text).
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
