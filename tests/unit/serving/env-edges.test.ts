/**
 * The edges of the portal's configuration rules (README, Environment variables): what each
 * variable accepts and refuses, the wording a maintainer reads when one is wrong, and the
 * loaders that read `.env` and the shell. Expected values come from the README's table and the
 * rules it states, not from config/env.ts.
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  EnvError,
  isProductionBuild,
  loadEnv,
  loadMcpEnv,
  loadSearchPushEnv,
  parseEnv,
  parseMcpEnv,
  parseSearchPushEnv,
} from '../../../config/env';

/** The message of the EnvError parseEnv throws, or '' when it accepts the values. */
function problem(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  return '';
}

const ASSISTANT_ON = {ASSISTANT_PUBLIC_KEY: 'public-key'};
const HOSTED = {
  ALGOLIA_APP_ID: 'ABCDE12345',
  ALGOLIA_SEARCH_API_KEY: 'public-search-key',
  ALGOLIA_INDEX_NAME: 'nillion',
};

describe('configuration errors', () => {
  it('are EnvErrors titled "Invalid portal configuration", one line per variable', () => {
    let caught: unknown;
    try {
      parseEnv({SITE_URL: 'not a url', UMAMI_WEBSITE_ID: 'not-a-uuid'});
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    expect((caught as Error).name).toBe('EnvError');
    const lines = (caught as Error).message.split('\n');
    expect(lines[0]).toBe('Invalid portal configuration:');
    expect(lines.slice(1).map((line) => line.slice(0, line.indexOf(':') + 1))).toEqual([
      '  - SITE_URL:',
      '  - UMAMI_WEBSITE_ID:',
    ]);
  });

  it('after parsing, list each rule broken on its own line under the same title', () => {
    const message = problem({
      ...ASSISTANT_ON,
      ...HOSTED,
      ASSISTANT_SCRIPT_URL: 'https://cdn.example/widget.js',
      ALGOLIA_ADMIN_API_KEY: HOSTED.ALGOLIA_SEARCH_API_KEY,
    });
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid portal configuration:');
    expect(lines.slice(1).map((line) => line.slice(0, line.indexOf(':') + 1))).toEqual([
      '  - ASSISTANT_SCRIPT_INTEGRITY:',
      '  - ALGOLIA_SEARCH_API_KEY:',
    ]);
  });
});

describe('SITE_URL and NILDB_NODE_URL', () => {
  it('lose every trailing slash', () => {
    const env = parseEnv({
      SITE_URL: 'https://docs.example.org///',
      NILDB_NODE_URL: 'https://nildb.example.org//',
    });
    expect(env.siteUrl).toBe('https://docs.example.org');
    expect(env.nildbNodeUrl).toBe('https://nildb.example.org');
  });

  it('SITE_URL takes http only for this machine, and no other scheme', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      expect(problem({SITE_URL: url}), url).toBe('');
    }
    for (const url of ['http://docs.example.org', 'ftp://localhost/', 'ws://localhost:3000']) {
      expect(problem({SITE_URL: url}), url).toMatch(/SITE_URL: must be an https:\/\/ URL/);
    }
  });
});

describe('spaces around a value', () => {
  it('are not part of it: URLs are trimmed like every other value', () => {
    const env = parseEnv({
      SITE_URL: '  https://docs.example.org/  ',
      NILDB_NODE_URL: '\thttps://nildb.example.org \n',
      UMAMI_WEBSITE_ID: '0b7c1f8e-5a4d-4f2b-9c3e-1d2e3f4a5b6c',
      UMAMI_SCRIPT_URL: ' https://stats.example.org/script.js ',
    });
    expect(env.siteUrl).toBe('https://docs.example.org');
    expect(env.nildbNodeUrl).toBe('https://nildb.example.org');
    expect(env.analytics?.scriptUrl).toBe('https://stats.example.org/script.js');
  });
});

describe('ALGOLIA_APP_ID', () => {
  it('is exactly ten capital letters and digits, nothing before or after', () => {
    for (const id of ['XABCDE12345', 'ABCDE12345X', 'ABCDE12345\nX']) {
      expect(problem({...HOSTED, ALGOLIA_APP_ID: id}), id).toMatch(/ALGOLIA_APP_ID: /);
    }
  });
});

describe('PORTAL_TEST_FIXTURES', () => {
  it('is on for 1 and true, off for 0 and false, and refuses anything else', () => {
    expect(parseEnv({PORTAL_TEST_FIXTURES: '1'}).testFixtures).toBe(true);
    expect(parseEnv({PORTAL_TEST_FIXTURES: 'true'}).testFixtures).toBe(true);
    expect(parseEnv({PORTAL_TEST_FIXTURES: '0'}).testFixtures).toBe(false);
    expect(parseEnv({PORTAL_TEST_FIXTURES: 'false'}).testFixtures).toBe(false);
    expect(problem({PORTAL_TEST_FIXTURES: 'yes'})).toMatch(/PORTAL_TEST_FIXTURES: /);
  });
});

describe('the assistant script URL', () => {
  const scriptUrlProblem = (url: string) =>
    problem({
      ...ASSISTANT_ON,
      ASSISTANT_SCRIPT_URL: url,
      ASSISTANT_SCRIPT_INTEGRITY: 'sha384-AAAA',
    });

  it('accepts an exact version on jsDelivr or unpkg, scoped or not, with a pre-release', () => {
    for (const url of [
      'https://cdn.jsdelivr.net/npm/@cookbookdev/docsbot@14.0.2/dist/index.js',
      'https://cdn.jsdelivr.net/npm/docsbot@4.25.15/dist/index.js',
      'https://unpkg.com/docsbot@4.25.15/dist/index.js',
      'https://unpkg.com/@cookbookdev/docsbot@4.26.0-beta.1/dist/index.js',
    ]) {
      expect(scriptUrlProblem(url), url).toBe('');
    }
  });

  it('refuses a version that is not exact on unpkg too', () => {
    for (const url of [
      'https://unpkg.com/docsbot/dist/index.js',
      'https://unpkg.com/docsbot@4.25/dist/index.js',
      'https://unpkg.com/x/docsbot@4.25.15/dist/index.js',
    ]) {
      expect(scriptUrlProblem(url), url).toMatch(/must name an exact package version/);
    }
  });

  it('leaves URLs of other hosts to their owner, even under a /npm/ path', () => {
    expect(scriptUrlProblem('https://widgets.example.org/npm/docsbot.js')).toBe('');
    expect(scriptUrlProblem('https://cdn.jsdelivr.net/gh/example/widget@1/index.js')).toBe('');
  });

  it('that is no URL at all stops the build naming it, not as an unpinned version', () => {
    const message = scriptUrlProblem('not a url');
    expect(message).toMatch(/^ {2}- ASSISTANT_SCRIPT_URL: /m);
    expect(message).not.toContain('must name an exact package version');
  });

  it('must be https', () => {
    expect(
      scriptUrlProblem('http://cdn.jsdelivr.net/npm/@cookbookdev/docsbot@4.25.15/x.js'),
    ).toMatch(/ASSISTANT_SCRIPT_URL: must be an https:\/\/ URL/);
  });
});

describe('Subresource Integrity values', () => {
  it('are one algorithm-dash-digest, nothing before or after', () => {
    for (const value of ['xsha384-AAAA', 'sha384-AAAA bad', 'sha384-AAAA=!']) {
      expect(problem({...ASSISTANT_ON, ASSISTANT_SCRIPT_INTEGRITY: value}), value).toMatch(
        /ASSISTANT_SCRIPT_INTEGRITY: must be a Subresource Integrity hash/,
      );
    }
    expect(problem({...ASSISTANT_ON, ASSISTANT_SCRIPT_INTEGRITY: 'sha512-AbC+/9=='})).toBe('');
  });
});

describe('the assistant origins', () => {
  it('name the entry that is not a URL or not https', () => {
    const message = problem({...ASSISTANT_ON, ASSISTANT_CONNECT_ORIGINS: 'nope'});
    expect(message).toContain('ASSISTANT_CONNECT_ORIGINS: "nope" is not a URL');
    expect(
      problem({...ASSISTANT_ON, ASSISTANT_ASSET_ORIGINS: 'https://user:pw@img.example'}),
    ).toContain(
      'ASSISTANT_ASSET_ORIGINS: "https://user:pw@img.example" must be an https:// origin',
    );
  });

  it('with connect origins set, no notice says the widget can call no server', () => {
    const env = parseEnv({...ASSISTANT_ON, ASSISTANT_CONNECT_ORIGINS: 'https://api.example'});
    expect(env.assistant?.connectSources).toEqual(['https://api.example']);
    expect(env.assistant?.assetSources).toEqual([]);
    expect(env.notices.join('\n')).not.toContain('ASSISTANT_CONNECT_ORIGINS');
  });
});

describe('the hosted-search notice', () => {
  it('says "is" for one missing variable and "are" for several', () => {
    const oneMissing = parseEnv({ALGOLIA_APP_ID: 'ABCDE12345', ALGOLIA_SEARCH_API_KEY: 'k'});
    expect(oneMissing.notices).toContain(
      'Hosted search is off: ALGOLIA_INDEX_NAME is not set; search uses the embedded index.',
    );
  });
});

describe('search:push', () => {
  it('names exactly what it lacks, joined by "and"', () => {
    const message = (source: Record<string, string>) => {
      try {
        parseSearchPushEnv(source);
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return (error as Error).message;
      }
      return '';
    };
    expect(message(HOSTED)).toBe(
      'search:push needs ALGOLIA_ADMIN_API_KEY (see README, Environment variables).',
    );
    expect(message({ALGOLIA_ADMIN_API_KEY: 'k'})).toBe(
      'search:push needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME (see README, Environment variables).',
    );
    expect(message({})).toBe(
      'search:push needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME and ALGOLIA_ADMIN_API_KEY (see README, Environment variables).',
    );
    expect(message({...HOSTED, ALGOLIA_ADMIN_API_KEY: '   '})).toMatch(/ALGOLIA_ADMIN_API_KEY/);
  });

  it('trims the admin key', () => {
    expect(parseSearchPushEnv({...HOSTED, ALGOLIA_ADMIN_API_KEY: ' admin-key '}).adminApiKey).toBe(
      'admin-key',
    );
  });
});

describe('MCP_PORT', () => {
  const port = (source: Record<string, string>) => parseMcpEnv(source).httpPort;

  it('defaults to 3939 and takes any TCP port number', () => {
    expect(port({})).toBe(3939);
    expect(port({MCP_PORT: ''})).toBe(3939);
    expect(port({MCP_PORT: '1'})).toBe(1);
    expect(port({MCP_PORT: ' 8080 '})).toBe(8080);
    expect(port({MCP_PORT: '65535'})).toBe(65535);
  });

  it('refuses what is not a TCP port number', () => {
    for (const value of ['0', '65536', '80.5', 'http', '-1']) {
      expect(() => parseMcpEnv({MCP_PORT: value}), value).toThrow(
        new EnvError('Invalid MCP_PORT: it must be a TCP port number (1-65535).'),
      );
    }
  });
});

describe('the MCP endpoint on the open internet', () => {
  it("answers SITE_URL's host and this machine's names, and SITE_URL's origin", () => {
    expect(parseMcpEnv({})).toEqual({
      httpPort: 3939,
      allowedHosts: ['docs.nillion.com', 'localhost', '127.0.0.1', '[::1]'],
      allowedOrigins: ['https://docs.nillion.com'],
      rateLimitPerMinute: 120,
      maxConcurrent: 128,
    });
    const env = parseMcpEnv({
      SITE_URL: 'https://docs.example.org/',
      MCP_ALLOWED_HOSTS: 'MCP.example.org, docs.example.org',
      MCP_ALLOWED_ORIGINS: 'https://app.example.org https://docs.example.org',
    });
    expect(env.allowedHosts).toEqual([
      'docs.example.org',
      'localhost',
      '127.0.0.1',
      '[::1]',
      'mcp.example.org',
    ]);
    expect(env.allowedOrigins).toEqual(['https://docs.example.org', 'https://app.example.org']);
  });

  it('takes its limits from MCP_RATE_LIMIT_PER_MINUTE and MCP_MAX_CONCURRENT', () => {
    const env = parseMcpEnv({MCP_RATE_LIMIT_PER_MINUTE: '1000000', MCP_MAX_CONCURRENT: '4'});
    expect(env.rateLimitPerMinute).toBe(1_000_000);
    expect(env.maxConcurrent).toBe(4);
  });

  it('refuses limits that are no whole positive number, and origins that are no origin', () => {
    expect(() => parseMcpEnv({MCP_RATE_LIMIT_PER_MINUTE: '0'})).toThrow(
      /^Invalid MCP_RATE_LIMIT_PER_MINUTE/,
    );
    expect(() => parseMcpEnv({MCP_MAX_CONCURRENT: 'many'})).toThrow(/^Invalid MCP_MAX_CONCURRENT/);
    expect(() => parseMcpEnv({MCP_ALLOWED_ORIGINS: 'https://app.example.org/path'})).toThrow(
      /^Invalid MCP_ALLOWED_ORIGINS/,
    );
  });

  it('MCP_UPSTREAM, the address nginx proxies /mcp to, is host:port and nothing else', () => {
    expect(parseEnv({}).mcpUpstream).toBe('127.0.0.1:3939');
    expect(parseEnv({MCP_UPSTREAM: 'mcp.internal:8080'}).mcpUpstream).toBe('mcp.internal:8080');
    expect(parseEnv({MCP_UPSTREAM: '[::1]:3939'}).mcpUpstream).toBe('[::1]:3939');
    for (const value of ['127.0.0.1', '127.0.0.1:3939; return 200', 'http://a:1', 'a b:1']) {
      expect(() => parseEnv({MCP_UPSTREAM: value}), value).toThrow(/MCP_UPSTREAM/);
    }
  });
});

describe('loading from the process', () => {
  const saved = {...process.env};
  let dir: string | undefined;
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
    if (dir) rmSync(dir, {recursive: true, force: true});
    dir = undefined;
  });

  const envFile = (text: string) => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-env-'));
    const file = path.join(dir, '.env');
    writeFileSync(file, text);
    return file;
  };

  it('a .env file fills in what the shell did not set; the shell wins', () => {
    delete process.env.SITE_URL;
    process.env.NILDB_NODE_URL = 'https://nildb.shell.example';
    const env = loadEnv(
      envFile('SITE_URL=https://docs.file.example\nNILDB_NODE_URL=https://nildb.file.example\n'),
    );
    expect(env.siteUrl).toBe('https://docs.file.example');
    expect(env.nildbNodeUrl).toBe('https://nildb.shell.example');
  });

  it('without a .env file, the shell alone', () => {
    process.env.SITE_URL = 'https://docs.shell.example';
    expect(loadEnv(path.join(tmpdir(), 'no-such-dir-portal', '.env')).siteUrl).toBe(
      'https://docs.shell.example',
    );
  });

  it('search:push reads its keys from .env too', () => {
    for (const key of [...Object.keys(HOSTED), 'ALGOLIA_ADMIN_API_KEY']) delete process.env[key];
    const file = envFile(
      'ALGOLIA_APP_ID=ABCDE12345\nALGOLIA_SEARCH_API_KEY=search\nALGOLIA_INDEX_NAME=docs\nALGOLIA_ADMIN_API_KEY=admin\n',
    );
    expect(loadSearchPushEnv(file)).toEqual({
      appId: 'ABCDE12345',
      adminApiKey: 'admin',
      indexName: 'docs',
    });
  });

  it('the MCP server reads MCP_PORT from the shell', () => {
    process.env.MCP_PORT = '4100';
    expect(loadMcpEnv().httpPort).toBe(4100);
  });

  it('a production build is NODE_ENV=production, read when asked', () => {
    process.env.NODE_ENV = 'production';
    expect(isProductionBuild()).toBe(true);
    process.env.NODE_ENV = 'development';
    expect(isProductionBuild()).toBe(false);
  });
});
