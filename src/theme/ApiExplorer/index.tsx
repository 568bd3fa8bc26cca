// Wrapped (docusaurus-theme-openapi-docs 5.2.0): the request explorer (request builder, code generators, postman-collection with its tables) was about half of an API page's JavaScript, loaded and run before the reader could read the page. Here it loads as its own chunk when the reader reaches for the panel (pointer, touch or focus) or once the browser is idle after load; until then the panel shows the theme's own skeleton, which the theme also shows while the page hydrates, so nothing moves.
// Can go if the theme loads its explorer on demand itself. Upstream: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/blob/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/ApiItem/index.tsx (requires ApiExplorer with the page).
import {lazy, Suspense, useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import type ApiExplorer from '@theme-original/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';
import {ON_DEMAND_MARK, whenIdleAfterLoad} from '@site/src/lib/api-explorer/on-demand';

type Props = ComponentProps<typeof ApiExplorer>;

function loadExplorer() {
  performance.mark(ON_DEMAND_MARK);
  return import(/* webpackChunkName: "api-explorer" */ '@theme-original/ApiExplorer');
}

const Explorer = lazy(loadExplorer);

const placeholder = <SkeletonLoader size="lg" />;

export default function ApiExplorerOnDemand(props: Props): ReactNode {
  const [wanted, setWanted] = useState(false);
  useEffect(() => (wanted ? undefined : whenIdleAfterLoad(() => setWanted(true))), [wanted]);

  if (wanted) {
    return (
      <Suspense fallback={placeholder}>
        <Explorer {...props} />
      </Suspense>
    );
  }
  const want = () => setWanted(true);
  return (
    <div data-api-explorer="pending" onPointerEnter={want} onTouchStart={want} onFocus={want}>
      {placeholder}
    </div>
  );
}
