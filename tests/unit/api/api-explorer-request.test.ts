/**
 * The request explorer's wrapped buildPostmanRequest (README, "Request explorer"): with the
 * bearer token field empty it sends no Authorization header at all (the theme sent
 * `Bearer <TOKEN>`); with a token, or for operations that need none, the theme's request is
 * kept as it built it. The theme's own function is a stand-in that builds the headers it is given.
 */
import {describe, expect, it} from 'vitest';
import buildPostmanRequest from '../../../src/theme/ApiExplorer/buildPostmanRequest';
import type {ExplorerAuth} from '../../../src/lib/api-explorer/auth';

interface Header {
  key: string;
  value: string;
}

const bearerAuth = (token: string | undefined): ExplorerAuth => ({
  data: {HTTPBearer: {token}},
  options: {HTTPBearer: [{key: 'HTTPBearer', type: 'http', scheme: 'bearer'}]},
  selected: 'HTTPBearer',
});

function headersSent(auth: ExplorerAuth, headers: Header[]): Header[] {
  const request = buildPostmanRequest({}, {auth, headers}) as unknown as {
    headers: {all(): Header[]};
  };
  return request.headers.all();
}

const authorization = (value: string) => ({key: 'Authorization', value});
const accept = {key: 'Accept', value: 'application/json'};

describe('the request explorer', () => {
  it('sends no Authorization header when the reader typed no token', () => {
    expect(headersSent(bearerAuth(undefined), [accept, authorization('Bearer <TOKEN>')])).toEqual([
      accept,
    ]);
    expect(
      headersSent(bearerAuth('  '), [{key: 'authorization', value: 'Bearer '}, accept]),
    ).toEqual([accept]);
  });

  it('sends the typed token as the theme built it', () => {
    const sent = [accept, authorization('Bearer Nillion2025')];
    expect(headersSent(bearerAuth('Nillion2025'), sent)).toEqual(sent);
  });

  it('leaves operations without a bearer scheme alone', () => {
    const sent = [accept, authorization('Basic dXNlcjpwYXNz')];
    expect(headersSent({data: {}, options: {}}, sent)).toEqual(sent);
  });
});
