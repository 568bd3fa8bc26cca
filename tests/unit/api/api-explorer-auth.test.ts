import {describe, expect, it} from 'vitest';
import {lacksBearerToken, type ExplorerAuth} from '../../../src/lib/api-explorer/auth';

type Scheme = ExplorerAuth['options'][string][number];

const bearer: Scheme = {key: 'HTTPBearer', type: 'http', scheme: 'bearer'};

function auth(token: string | undefined, scheme: Scheme = bearer): ExplorerAuth {
  return {data: {[scheme.key]: {token}}, options: {[scheme.key]: [scheme]}, selected: scheme.key};
}

describe('lacksBearerToken', () => {
  it('is true when the reader typed no token, or only spaces', () => {
    expect(lacksBearerToken(auth(undefined))).toBe(true);
    expect(lacksBearerToken(auth(''))).toBe(true);
    expect(lacksBearerToken(auth('   '))).toBe(true);
  });

  it('is false for a typed token and for the masked placeholder of the code samples', () => {
    expect(lacksBearerToken(auth('Nillion2025'))).toBe(false);
    expect(lacksBearerToken(auth('<HTTPBearer>'))).toBe(false);
  });

  it('reads the scheme case-insensitively and treats OAuth 2 tokens the same way', () => {
    expect(lacksBearerToken(auth(undefined, {key: 'jwt', type: 'http', scheme: 'Bearer'}))).toBe(
      true,
    );
    expect(lacksBearerToken(auth(undefined, {key: 'oauth', type: 'oauth2'}))).toBe(true);
  });

  it('is false for operations without a bearer scheme or without security', () => {
    const basic = {key: 'basic', type: 'http', scheme: 'basic'};
    expect(lacksBearerToken(auth(undefined, basic))).toBe(false);
    expect(lacksBearerToken({data: {}, options: {}})).toBe(false);
  });

  it('needs an http scheme for "bearer", copes with a scheme without a name, and with no data yet', () => {
    expect(lacksBearerToken(auth(undefined, {key: 'key', type: 'apiKey', scheme: 'bearer'}))).toBe(
      false,
    );
    expect(lacksBearerToken(auth(undefined, {key: 'http', type: 'http'}))).toBe(false);
    expect(
      lacksBearerToken({data: {}, options: {HTTPBearer: [bearer]}, selected: 'HTTPBearer'}),
    ).toBe(true);
  });
});
