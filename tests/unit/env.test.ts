import {describe, expect, it} from 'vitest';
import {EnvError, parseEnv, parseSearchPushEnv, thirdPartyScripts} from '../../config/env';

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
    expect(env.notices).toEqual([SEARCH_OFF]);
    expect(thirdPartyScripts(env)).toEqual([
      {
        id: 'assistant',
        src: 'https://cdn.jsdelivr.net/npm/@cookbookdev/docsbot/dist/standalone/index.cjs.js',
        attributes: {'data-api-key': 'public-key'},
        respectsPrivacySignals: false,
      },
      {
        id: 'analytics',
        src: 'https://cloud.umami.is/script.js',
        attributes: {'data-website-id': '0b7c1f8e-5a4d-4f2b-9c3e-1d2e3f4a5b6c'},
        respectsPrivacySignals: true,
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

  it('ignores unrelated variables', () => {
    expect(() => parseEnv({PATH: '/usr/bin', HOME: '/root'})).not.toThrow();
  });
});

describe('search configuration', () => {
  const hosted = {
    ALGOLIA_APP_ID: 'APPID123',
    ALGOLIA_SEARCH_API_KEY: 'public-search-key',
    ALGOLIA_INDEX_NAME: 'nillion',
  };

  it('uses Algolia only when all three variables are set', () => {
    expect(parseEnv(hosted).search).toEqual({
      mode: 'algolia',
      appId: 'APPID123',
      apiKey: 'public-search-key',
      indexName: 'nillion',
    });
  });

  it('names what is missing when the hosted configuration is partial', () => {
    const env = parseEnv({ALGOLIA_APP_ID: 'APPID123'});
    expect(env.search.mode).toBe('local');
    expect(env.notices).toContain(
      'Hosted search is off: ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME are not set; search uses the embedded index.',
    );
  });

  it('keeps the admin key out of the site configuration', () => {
    const env = parseEnv({...hosted, ALGOLIA_ADMIN_API_KEY: 'secret-admin-key'});
    expect(JSON.stringify(env)).not.toContain('secret-admin-key');
  });

  it('gives search:push the admin key, or says which variables it lacks', () => {
    expect(parseSearchPushEnv({...hosted, ALGOLIA_ADMIN_API_KEY: 'secret-admin-key'})).toEqual({
      appId: 'APPID123',
      adminApiKey: 'secret-admin-key',
      indexName: 'nillion',
    });
    expect(() => parseSearchPushEnv(hosted)).toThrow(/ALGOLIA_ADMIN_API_KEY/);
    expect(() => parseSearchPushEnv({ALGOLIA_ADMIN_API_KEY: 'k'})).toThrow(
      /ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME/,
    );
  });
});
