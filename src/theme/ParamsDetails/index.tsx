// Wrapped (docusaurus-theme-openapi-docs 5.2.0): an operation's parameters (path, query, header, cookie), drawn by the server, hydrated with the
// rest of an operation page: on the nilAI chat completion page the schema trees were over a third
// of its main-thread work after first paint (393 ms with them, 246 without: issue 40). It is
// read far more than used, so it keeps the server's markup until the reader reaches for it
// (src/components/StaticUntilUsed); then it is drawn live, the same markup, the click or key
// that reached for it replayed. The theme's component and what it needs (schema merging,
// sampling) are evaluated only then. No upstream issue found: a draft is in src/theme/README.md.
// Upstream: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/blob/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/ParamsDetails/index.tsx
import type ParamsDetails from '@theme-original/ParamsDetails';
import type {WrapperProps} from '@docusaurus/types';
import {staticUntilUsed} from '@site/src/components/StaticUntilUsed';

type Props = WrapperProps<typeof ParamsDetails>;

export default staticUntilUsed<Props>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated on first use (StaticUntilUsed)
  () => (require('@theme-original/ParamsDetails') as {default: typeof ParamsDetails}).default,
);
