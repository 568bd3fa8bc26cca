// Wrapped (docusaurus-theme-openapi-docs 5.2.0): an operation's method and path heading is drawn
// on the server with the path alone, then, once the page has hydrated, the theme puts the selected
// server's URL in front of it. On a phone the longer heading wraps to a second line and pushes the
// whole page down after it was painted (a layout shift of 0.07 at 390 px wide). The heading now
// stays as the server drew it, the operation's method and path, in the HTML, the Markdown export
// and the browser alike; the server, which each reader may change, is shown by the explorer's
// server box and used in every code sample. The theme leaves the server's URL out for a callback
// (`context="callback"`), which is how this wrapper asks for it.
// Can go when the theme draws the same heading on the server and in the browser.
// Upstream: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/blob/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/ApiExplorer/MethodEndpoint/index.tsx
import type {ComponentProps, ReactNode} from 'react';
import MethodEndpoint from '@theme-original/ApiExplorer/MethodEndpoint';

type Props = ComponentProps<typeof MethodEndpoint>;

export default function MethodEndpointWrapper(props: Props): ReactNode {
  return <MethodEndpoint {...props} context="callback" />;
}
