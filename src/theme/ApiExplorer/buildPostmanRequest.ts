// Wrapped: without a typed token the theme sent "Authorization: Bearer <TOKEN>"; send no Authorization header, so the node answers as to any unauthenticated call.
// Can go when the theme leaves out Authorization while no token is typed. Upstream: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/blob/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/ApiExplorer/buildPostmanRequest.ts
import buildPostmanRequest from '@theme-original/ApiExplorer/buildPostmanRequest';
import {lacksBearerToken, type ExplorerAuth} from '@site/src/lib/api-explorer/auth';

interface PostmanRequest {
  headers: {remove(predicate: (header: {key: string}) => boolean, context: unknown): void};
}

type Options = {auth: ExplorerAuth} & Record<string, unknown>;

export default function buildPostmanRequestWithoutPlaceholderToken(
  postman: unknown,
  options: Options,
): PostmanRequest {
  const request = (buildPostmanRequest as (p: unknown, o: Options) => PostmanRequest)(
    postman,
    options,
  );
  // Code samples pass masked credentials (`<jwt>`), never a blank token, so they keep the header.
  if (lacksBearerToken(options.auth)) {
    request.headers.remove((header) => header.key.toLowerCase() === 'authorization', null);
  }
  return request;
}
