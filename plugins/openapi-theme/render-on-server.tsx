/**
 * Stands in for `@docusaurus/BrowserOnly` inside the OpenAPI theme's three schema components
 * (ParamsDetails, RequestSchema, ResponseSchema; see SERVER_RENDERED_COMPONENTS in index.ts).
 * Upstream wraps each in BrowserOnly, so the HTML that ships holds a skeleton where an
 * operation's parameters, body fields and responses belong: readers without JavaScript and
 * crawlers get none of them. Rendering the children on the server and in the first client render
 * alike puts them in the HTML and lets React hydrate them unchanged.
 */
import type {ReactNode} from 'react';

interface Props {
  children?: () => ReactNode;
  fallback?: ReactNode;
}

export default function RenderOnServer({children}: Props): ReactNode {
  return children?.() ?? null;
}
