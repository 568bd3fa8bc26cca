// Wrapped: without a typed token the theme sent "Authorization: Bearer <TOKEN>"; send no Authorization header, so the node answers as to any unauthenticated call.
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
