// Wrapped: for a failed request (unreachable node, timeout, CORS) the theme keeps its message in the store but shows only the "click Send" placeholder; show the message.
// Can go when the theme renders the stored error of a failed request. Upstream: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/blob/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/ApiExplorer/Response/index.tsx
import type {ComponentProps, ReactNode} from 'react';
import Response from '@theme-original/ApiExplorer/Response';
import {translate} from '@docusaurus/Translate';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {clearResponse} from '@theme/ApiExplorer/Response/slice';

type Props = ComponentProps<typeof Response>;

/** The message of a request that got no HTTP answer, or undefined. */
function useRequestFailure(): string | undefined {
  const {value, code} = useTypedSelector((state) => state.response);
  const fetching = translate({id: 'theme.openapi.request.fetchingMessage', message: 'Fetching...'});
  // The theme's Request sets a message and clears the status code when fetch itself fails.
  return value && code === undefined && value !== fetching ? value : undefined;
}

export default function ResponseWrapper(props: Props): ReactNode {
  const failure = useRequestFailure();
  const dispatch = useTypedDispatch();
  if (failure === undefined) return <Response {...props} />;
  return (
    <div className="openapi-explorer__response-container">
      <div className="openapi-explorer__response-title-container">
        <span className="openapi-explorer__response-title">
          {translate({id: 'theme.openapi.response.title', message: 'Response'})}
        </span>
        <button
          type="button"
          className="openapi-explorer__response-clear-btn"
          onClick={() => dispatch(clearResponse())}>
          {translate({id: 'theme.openapi.response.clear', message: 'Clear'})}
        </button>
      </div>
      <div role="alert" className="alert alert--danger margin--md">
        {failure}
      </div>
    </div>
  );
}
