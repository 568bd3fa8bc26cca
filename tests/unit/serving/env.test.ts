import {describe, expect, it} from 'vitest';
import {EnvError, parseEnv, parseSearchPushEnv, thirdPartyScripts} from '../../../config/env';

const ASSISTANT_CANNOT_CALL =
  'Documentation assistant: ASSISTANT_CONNECT_ORIGINS is not set, so the CSP lets the widget call no server.';
const SEARCH_OFF =
  'Hosted search is off: ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME are not set; search uses the embedded index.';

describe('parseEnv', () => {
  it('gives an offline site with everything optional switched off', () => {
    const env = parseEnv({});
    expect(env.siteUrl).toBe('https://docs.nillion.com');
    expect(env.nildbNodeUrl).toBe('https://nildb-stg-n1.nillion.network');
    expect(env.assistant).toBeNull();
    expect(env.analytics).toBeNull();
    expect(env.testFixtures).toBe(false);
    expect(thirdPartyScripts(env)).toEqual([]);
    expect(env.notices).toEqual([
      'Documentation assistant widget is off: ASSISTANT_PUBLIC_KEY is not set.',
      'Analytics are off: UMAMI_WEBSITE_ID is not set.',
      SEARCH_OFF,
    ]);
    expect(env.search).toEqual({mode: 'local', indexName: 'nillion_docs'});
  });

  it('tells a production build (docusaurus build sets NODE_ENV) from start and other commands', () => {
    expect(parseEnv({NODE_ENV: 'production'}).productionBuild).toBe(true);
    expect(parseEnv({NODE_ENV: 'development'}).productionBuild).toBe(false);
    expect(parseEnv({}).productionBuild).toBe(false);
  });

  it('treats empty values as unset', () => {
    const env = parseEnv({ASSISTANT_PUBLIC_KEY: '', UMAMI_WEBSITE_ID: '  ', SITE_URL: ''});
    expect(env.assistant).toBeNull();
    expect(env.analytics).toBeNull();
    expect(env.siteUrl).toBe('https://docs.nillion.com');
  });

  it('switches the assistant and analytics on when configured', () => {
    const env = parseEnv({
      ASSISTANT_PUBLIC_KEY: 'public-key',
      UMAMI_WEBSITE_ID: '0b7c1f8e-5a4d-4f2b-9c3e-1d2e3f4a5b6c',
      SITE_URL: 'https://example.org/',
    });
    expect(env.siteUrl).toBe('https://example.org');
    expect(env.notices).toEqual([ASSISTANT_CANNOT_CALL, SEARCH_OFF]);
    expect(thirdPartyScripts(env)).toEqual([
      {
        id: 'assistant',
        // One published version, and the sha384 of that very file (dist/standalone/index.cjs.js
        // in the npm tarball of @cookbookdev/docsbot 4.25.15, the file jsDelivr serves).
        src: 'https://cdn.jsdelivr.net/npm/@cookbookdev/docsbot@4.25.15/dist/standalone/index.cjs.js',
        integrity: 'sha384-GrWIZalQWs/yEt0qHIzvGSGMBDRfF+cLJZwNdbew1SpRuDgKAzaGM/ZRr2Faser6',
        attributes: {'data-api-key': 'public-key'},
        respectsPrivacySignals: false,
        connectSources: [],
        assetSources: [],
        excludedPathPrefixes: ['/api/'],
      },
      {
        id: 'analytics',
        src: 'https://cloud.umami.is/script.js',
        integrity: null,
        attributes: {'data-website-id': '0b7c1f8e-5a4d-4f2b-9c3e-1d2e3f4a5b6c'},
        respectsPrivacySignals: true,
        connectSources: ['https://cloud.umami.is'],
        assetSources: [],
        excludedPathPrefixes: [],
      },
    ]);
  });

  it('reads the test-fixture flag', () => {
    expect(parseEnv({PORTAL_TEST_FIXTURES: '1'}).testFixtures).toBe(true);
    expect(parseEnv({PORTAL_TEST_FIXTURES: 'true'}).testFixtures).toBe(true);
    expect(parseEnv({PORTAL_TEST_FIXTURES: '0'}).testFixtures).toBe(false);
  });

  it('rejects bad values with one error naming every variable', () => {
    let error: unknown;
    try {
      parseEnv({
        SITE_URL: 'not a url',
        UMAMI_WEBSITE_ID: 'abc',
        ASSISTANT_SCRIPT_URL: 'http://insecure.example/widget.js',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid portal configuration:/);
    expect(message).toMatch(/SITE_URL/);
    expect(message).toMatch(/UMAMI_WEBSITE_ID: must be the website id \(a UUID\) from Umami/);
    expect(message).toMatch(/ASSISTANT_SCRIPT_URL: must be an https:\/\/ URL/);
  });

  it('accepts an https site URL, and http only for this machine', () => {
    expect(parseEnv({SITE_URL: 'https://docs.example.org'}).siteUrl).toBe(
      'https://docs.example.org',
    );
    expect(parseEnv({SITE_URL: 'http://localhost:3000'}).siteUrl).toBe('http://localhost:3000');
    expect(parseEnv({SITE_URL: 'http://127.0.0.1:8130/'}).siteUrl).toBe('http://127.0.0.1:8130');
    for (const url of ['http://docs.example.org', 'http://localhost.evil.example', 'ftp://x.org']) {
      expect(() => parseEnv({SITE_URL: url}), url).toThrow(
        /SITE_URL: must be an https:\/\/ URL \(http:\/\/ only for localhost or 127\.0\.0\.1\)/,
      );
    }
  });

  it('ignores unrelated variables', () => {
    expect(() => parseEnv({PATH: '/usr/bin', HOME: '/root'})).not.toThrow();
  });
});

describe('search configuration', () => {
  const hosted = {
    ALGOLIA_APP_ID: 'ABCDE12345',
    ALGOLIA_SEARCH_API_KEY: 'public-search-key',
    ALGOLIA_INDEX_NAME: 'nillion',
  };

  it('uses Algolia only when all three variables are set', () => {
    expect(parseEnv(hosted).search).toEqual({
      mode: 'algolia',
      appId: 'ABCDE12345',
      apiKey: 'public-search-key',
      indexName: 'nillion',
    });
  });

  it('names what is missing when the hosted configuration is partial', () => {
    const env = parseEnv({ALGOLIA_APP_ID: 'ABCDE12345'});
    expect(env.search.mode).toBe('local');
    expect(env.notices).toContain(
      'Hosted search is off: ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME are not set; search uses the embedded index.',
    );
  });

  it('accepts only an Algolia application id, since it is pasted into the CSP', () => {
    for (const id of ['ABCDE12345', 'X1Y2Z3W4V5']) {
      expect(parseEnv({...hosted, ALGOLIA_APP_ID: id}).search).toMatchObject({appId: id});
    }
    for (const id of ["APP; script-src 'unsafe-eval'", 'app id 123', 'ABCDE1234', 'abcde12345']) {
      expect(() => parseEnv({...hosted, ALGOLIA_APP_ID: id}), id).toThrow(
        /ALGOLIA_APP_ID: must be the Application ID from the Algolia dashboard/,
      );
    }
  });

  it('stops the build when the search key is the admin key', () => {
    expect(() =>
      parseEnv({...hosted, ALGOLIA_ADMIN_API_KEY: hosted.ALGOLIA_SEARCH_API_KEY}),
    ).toThrow(/ALGOLIA_SEARCH_API_KEY: is the admin key \(ALGOLIA_ADMIN_API_KEY\)/);
    expect(() =>
      parseSearchPushEnv({...hosted, ALGOLIA_ADMIN_API_KEY: hosted.ALGOLIA_SEARCH_API_KEY}),
    ).toThrow(EnvError);
  });

  it('keeps the admin key out of the site configuration', () => {
    const env = parseEnv({...hosted, ALGOLIA_ADMIN_API_KEY: 'secret-admin-key'});
    expect(JSON.stringify(env)).not.toContain('secret-admin-key');
  });

  it('gives search:push the admin key, or says which variables it lacks', () => {
    expect(parseSearchPushEnv({...hosted, ALGOLIA_ADMIN_API_KEY: 'secret-admin-key'})).toEqual({
      appId: 'ABCDE12345',
      adminApiKey: 'secret-admin-key',
      indexName: 'nillion',
    });
    expect(() => parseSearchPushEnv(hosted)).toThrow(/ALGOLIA_ADMIN_API_KEY/);
    expect(() => parseSearchPushEnv({ALGOLIA_ADMIN_API_KEY: 'k'})).toThrow(
      /ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME/,
    );
  });
});

describe('assistant script', () => {
  const on = {ASSISTANT_PUBLIC_KEY: 'public-key'};
  const problem = (env: Record<string, string>) => {
    try {
      parseEnv(env);
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as Error).message;
    }
    return '';
  };

  it('refuses a CDN URL that does not name an exact version', () => {
    for (const url of [
      'https://cdn.jsdelivr.net/npm/@cookbookdev/docsbot/dist/standalone/index.cjs.js',
      'https://cdn.jsdelivr.net/npm/@cookbookdev/docsbot@4/dist/standalone/index.cjs.js',
      'https://cdn.jsdelivr.net/npm/@cookbookdev/docsbot@latest/dist/standalone/index.cjs.js',
      'https://unpkg.com/@cookbookdev/docsbot/dist/standalone/index.cjs.js',
    ]) {
      expect(problem({...on, ASSISTANT_SCRIPT_URL: url}), url).toMatch(
        /ASSISTANT_SCRIPT_URL: must name an exact package version/,
      );
    }
  });

  it('needs the integrity of any file but the default one', () => {
    const url =
      'https://cdn.jsdelivr.net/npm/@cookbookdev/docsbot@4.25.11/dist/standalone/index.cjs.js';
    expect(problem({...on, ASSISTANT_SCRIPT_URL: url})).toMatch(
      /ASSISTANT_SCRIPT_INTEGRITY: required when ASSISTANT_SCRIPT_URL names another file/,
    );
    const integrity = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
    const [script] = thirdPartyScripts(
      parseEnv({...on, ASSISTANT_SCRIPT_URL: url, ASSISTANT_SCRIPT_INTEGRITY: integrity}),
    );
    expect(script).toMatchObject({src: url, integrity});
    expect(problem({...on, ASSISTANT_SCRIPT_INTEGRITY: 'md5-abc'})).toMatch(
      /ASSISTANT_SCRIPT_INTEGRITY: must be a Subresource Integrity hash/,
    );
    // Off, nothing about it is required.
    expect(problem({ASSISTANT_SCRIPT_URL: url})).toBe('');
  });

  it('takes the origins the widget calls and loads assets from as configuration', () => {
    const [script] = thirdPartyScripts(
      parseEnv({
        ...on,
        ASSISTANT_CONNECT_ORIGINS: 'https://api.widget.example, https://events.widget.example/v1/',
        ASSISTANT_ASSET_ORIGINS: 'https://img.widget.example/',
      }),
    );
    expect(script.connectSources).toEqual([
      'https://api.widget.example',
      'https://events.widget.example/v1/',
    ]);
    expect(script.assetSources).toEqual(['https://img.widget.example']);
    for (const value of ['http://api.widget.example', "https://a.example 'unsafe-eval'", '*']) {
      expect(problem({...on, ASSISTANT_CONNECT_ORIGINS: value}), value).toMatch(
        /ASSISTANT_CONNECT_ORIGINS: /,
      );
    }
  });
});
