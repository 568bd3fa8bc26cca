// Wrapped (docusaurus-theme-openapi-docs 5.2.0): the theme's only skeleton left (the others are patched out: patches/README.md) is the right column of an operation page, which ApiItem draws with BrowserOnly: the server wrote a 16-px pulsing bar there, so at desktop width half the page read as empty until the explorer loaded. On an operation page it draws the request sample and response example instead (src/components/ApiSamples), the same markup the on-demand explorer shows until it has loaded (src/theme/ApiExplorer). No upstream issue found: a draft is in src/theme/README.md.
// Can go when the theme renders something other than a skeleton in the server's right column. Upstream: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/blob/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/ApiItem/index.tsx (BrowserOnly fallback)
import type {ReactNode} from 'react';
import SkeletonLoader from '@theme-original/SkeletonLoader';
import type {WrapperProps} from '@docusaurus/types';
import ApiSamples, {usePageSamples} from '@site/src/components/ApiSamples';

type Props = WrapperProps<typeof SkeletonLoader>;

export default function SkeletonLoaderWrapper(props: Props): ReactNode {
  const samples = usePageSamples();
  if (props.size === 'lg' && samples) return <ApiSamples samples={samples} />;
  return <SkeletonLoader {...props} />;
}
