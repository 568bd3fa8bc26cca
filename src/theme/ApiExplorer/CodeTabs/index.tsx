// Wrapped: a code-sample language with a single variant (curl, fetch, requests, native) added a one-tab row under the language tabs; show its code without that row.
// Can go when the theme draws no variant row for a language with one variant. Upstream: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/blob/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/ApiExplorer/CodeTabs/index.tsx
import {
  Children,
  isValidElement,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import CodeTabs from '@theme-original/ApiExplorer/CodeTabs';

type Props = ComponentProps<typeof CodeTabs> & {
  includeVariant?: boolean;
  currentLanguage?: {variants?: string[]};
  className?: string;
  children?: ReactNode;
};

export default function CodeTabsWrapper(props: Props): ReactNode {
  const {includeVariant, currentLanguage, className, children} = props;
  const panels = Children.toArray(children).filter(isValidElement);
  const [onlyPanel] = panels as ReactElement<{children?: ReactNode}>[];
  if (!includeVariant || (currentLanguage?.variants?.length ?? 0) > 1 || panels.length !== 1) {
    return <CodeTabs {...props} />;
  }
  return <div className={clsx(className, 'margin-top--md')}>{onlyPanel?.props.children}</div>;
}
