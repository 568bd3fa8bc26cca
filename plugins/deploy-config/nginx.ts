/**
 * nginx emitter: the deployment policy as directives for the inside of a
 * `server {}` block (the operator's block owns listen, TLS, server_name and
 * root), plus a standalone main configuration for tests and local previews.
 */
import {DEFAULT_MCP_MAX_CONCURRENT} from '../../config/env';
import {
  CACHE_CONTROL,
  NGINX_HTTP_CONFIG_FILE,
  REDIRECT_MAX_AGE,
  type CacheClass,
  type DeployPolicy,
  type Header,
  type McpProxy,
  type PathMatch,
} from './policy';

/** A double-quoted nginx string; control characters cannot be written safely, so they throw. */
export function nginxString(value: string): string {
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    throw new Error(`Cannot write ${JSON.stringify(value)} into nginx configuration`);
  }
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * A Location header value for a redirect target: percent-encoded, and `$`
 * encoded too, so nginx never reads part of a path as a variable.
 */
export function nginxRedirectTarget(to: string): string {
  return encodeURI(to).replace(/\$/g, '%24');
}

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Media types by extension, so the include does not depend on the host's mime.types. */
const MEDIA_TYPES: [string, string[]][] = [
  ['text/html', ['html', 'htm']],
  ['text/css', ['css']],
  ['text/plain', ['txt']],
  ['text/markdown', ['md']],
  ['text/xml', ['xml']],
  ['application/javascript', ['js', 'mjs']],
  ['application/json', ['json', 'map']],
  ['application/manifest+json', ['webmanifest']],
  ['application/wasm', ['wasm']],
  ['application/pdf', ['pdf']],
  ['application/zip', ['zip']],
  ['image/svg+xml', ['svg']],
  ['image/png', ['png']],
  ['image/jpeg', ['jpg', 'jpeg']],
  ['image/gif', ['gif']],
  ['image/webp', ['webp']],
  ['image/avif', ['avif']],
  ['image/x-icon', ['ico']],
  ['font/woff', ['woff']],
  ['font/woff2', ['woff2']],
  ['font/ttf', ['ttf']],
];

function locationOf(match: PathMatch): string {
  switch (match.kind) {
    case 'exact':
      return `= ${nginxString(match.path)}`;
    case 'prefix':
      return `^~ ${nginxString(match.path)}`;
    case 'hashed': {
      const [before, after] = match.path.split('{hash}');
      // Stryker disable next-line StringLiteral: every hashed path has text after {hash}
      return `~ ${nginxString(`^${escapeRegex(before)}[0-9a-f]{8,}${escapeRegex(after ?? '')}$`)}`;
    }
    case 'extension':
      return `~* ${nginxString(`\\.(?:${match.extensions.map(escapeRegex).join('|')})$`)}`;
  }
}

/** Exact and prefix locations win by nginx's own rules; regex locations are tried in order. */
const LOCATION_RANK: Record<PathMatch['kind'], number> = {
  exact: 0,
  prefix: 1,
  hashed: 2,
  extension: 3,
};

/**
 * The 4-digit key of a q-value (`1` → 1000, `0.85` → 0850), for comparing two by regex. The
 * digits are a named capture: nginx reads `${name}` but not `${1}`, and `$100` would be `$1`.
 */
function qualityKeyDirectives(media: string, variable: string): string[] {
  const params = `${variable}_params`;
  const digits = `${variable}_digits`;
  const q = (value: string) => `";\\s*q\\s*=\\s*${value}\\s*(?:;|$)"`;
  const fraction = (count: number) =>
    `if ($${params} ~* ${q(`0\\.(?<${digits}>\\d{${count}})`)}) { set $${variable} "0\${${digits}}${'0'.repeat(3 - count)}"; }`;
  return [
    `set $${variable} "0000";`,
    `if ($http_accept ~* "(?:^|,)\\s*${escapeRegex(media)}\\s*(?<${params}>;[^,]*)?(?:,|$)") {`,
    `    set $${variable} "1000";`,
    '}',
    `if ($${params} ~* ${q('0(?:\\.0{0,3})?')}) { set $${variable} "0000"; }`,
    fraction(1),
    fraction(2),
    fraction(3),
  ];
}

/**
 * `A:B` of two 4-digit keys matches when A is not zero and A >= B: equal, or, after a common
 * prefix, a greater digit in A (PCRE backreferences make the prefix common).
 */
const NOT_LESS_THAN = `^(?!0000:)(?:(\\d{4}):\\1|(\\d*)(?:${[1, 2, 3, 4, 5, 6, 7, 8, 9]
  .map((digit) => `${digit}\\d*:\\2[0-${digit - 1}]`)
  .join('|')})\\d*)$`;

/**
 * Markdown by content negotiation, decided at server level (an `if` inside a location would
 * turn off its try_files): $markdown_suffix is `.md` when the Accept header names text/markdown
 * with a q-value above zero and no lower than that of text/html. Pages then try `$uri.md` first,
 * which exists exactly for the pages the page model exported.
 */
function markdownNegotiationDirectives(): string[] {
  return [
    ...qualityKeyDirectives('text/markdown', 'accept_markdown_q'),
    ...qualityKeyDirectives('text/html', 'accept_html_q'),
    'set $accept_markdown_vs_html "$accept_markdown_q:$accept_html_q";',
    // Stryker disable next-line StringLiteral: nginx reads an unset variable as empty; setting it keeps "uninitialized variable" warnings out of the error log
    'set $markdown_suffix "";',
    `if ($accept_markdown_vs_html ~ "${NOT_LESS_THAN}") { set $markdown_suffix ".md"; }`,
  ];
}

/** The variable that holds the `Link` header of the request's path (empty: no header). */
const LINK_VARIABLE = '$signpost_link';

/**
 * The `Link` header of each path the policy gives one, chosen at server level by literal
 * comparison of the path (no part of a request reaches the header). nginx sends no header
 * whose value is empty, so every other path answers without one.
 */
function linkHeaderDirectives(policy: DeployPolicy): string[] {
  if (policy.linkHeaders.length === 0) return [];
  return [
    // Stryker disable next-line StringLiteral: a comment line of the generated file
    '# Link headers: a page names its Markdown twin, a twin its llms.txt, the API catalog itself.',
    `set ${LINK_VARIABLE} "";`,
    ...policy.linkHeaders.map(
      ({path, value}) =>
        `if ($uri = ${nginxString(path)}) { set ${LINK_VARIABLE} ${nginxString(value)}; }`,
    ),
    '',
  ];
}

/** The upstream the `/mcp` location proxies to; defined at http level (nginxHttpConfig). */
export const MCP_UPSTREAM_NAME = 'nillion_docs_mcp';

/**
 * The upstream block of the MCP server, for nginx's http {} block (an include inside server {}
 * cannot hold one). Idle connections are kept for reuse, and dropped before Node's own 5 s
 * keep-alive ends (mcp/http.ts), so nginx never sends on a connection Node is closing. As many
 * are kept as the server handles at once: with fewer, every request beyond them opened a new
 * connection, which waits in the kernel's accept queue while the server is busy (seconds under
 * load) and was then refused as having waited too long.
 */
export function nginxMcpUpstream(address: string, {down = false} = {}): string[] {
  return [
    `upstream ${MCP_UPSTREAM_NAME} {`,
    `    server ${address}${down ? ' down' : ''};`,
    `    keepalive ${DEFAULT_MCP_MAX_CONCURRENT};`,
    '    keepalive_timeout 4s;',
    '}',
  ];
}

/** build/nginx-http.conf: what the operator includes in nginx's http {} block. */
export function nginxHttpConfig(policy: DeployPolicy): string {
  return [
    // Stryker disable StringLiteral: comment lines of the generated file, which nginx skips
    '# Generated at build time by plugins/deploy-config (MCP_UPSTREAM in config/env.ts).',
    '# Include it inside the http {} block, beside the server {} block that includes nginx.conf:',
    '#   http {',
    '#       include /srv/portal/build/nginx-http.conf;',
    '#       server { ... include /srv/portal/build/nginx.conf; }',
    '#   }',
    // Stryker restore StringLiteral
    ...nginxMcpUpstream(policy.mcp.upstream),
    '',
  ].join('\n');
}

/**
 * `/mcp` to the MCP server over Streamable HTTP. nginx caps the body and the time to send it
 * and buffers the body before forwarding, so a slow client ties up nginx, never a slot of the
 * server's concurrency cap. The client's Host (port included: the server compares it with
 * Origin) and address go along; the server trusts the address headers from loopback only.
 */
function mcpLocationDirectives(mcp: McpProxy): string[] {
  return [
    `client_max_body_size ${Math.ceil(mcp.maxBodyBytes / 1024)}k;`,
    `client_body_timeout ${mcp.bodyTimeoutSeconds}s;`,
    `proxy_pass http://${MCP_UPSTREAM_NAME};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    // When nginx received it: the server sheds requests that waited too long behind it.
    'proxy_set_header X-Request-Start "t=${msec}";',
    'proxy_connect_timeout 2s;',
    `proxy_send_timeout ${mcp.bodyTimeoutSeconds}s;`,
    `proxy_read_timeout ${mcp.readTimeoutSeconds}s;`,
  ];
}

export function nginxSiteConfig(policy: DeployPolicy): string {
  const links = policy.linkHeaders.length > 0;
  const headers = (cache?: CacheClass, security: Header[] = policy.securityHeaders) => [
    // `always`: also on redirects and 404s. A location that sets any header of
    // its own drops all the server-level ones, so those locations repeat them.
    ...security.map(({name, value}) => `add_header ${name} ${nginxString(value)} always;`),
    ...(cache ? [`add_header Cache-Control ${nginxString(CACHE_CONTROL[cache])} always;`] : []),
    ...(links ? [`add_header Link ${LINK_VARIABLE} always;`] : []),
  ];
  const block = (location: string, body: string[], comment?: string) => [
    // Stryker disable next-line ArrayDeclaration,StringLiteral: a comment line, for readers of the file
    ...(comment ? [`# ${comment}`] : []),
    `location ${location} {`,
    ...body.map((line) => `    ${line}`),
    '}',
  ];
  const types = MEDIA_TYPES.map(([type, extensions]) => `    ${type} ${extensions.join(' ')};`);
  const cacheLocations = [...policy.cacheRules]
    .sort((a, b) => LOCATION_RANK[a.match.kind] - LOCATION_RANK[b.match.kind])
    .flatMap((rule) =>
      block(
        locationOf(rule.match),
        [
          ...headers(rule.cache),
          // Stryker disable next-line StringLiteral: without try_files nginx serves the file or 404s, the same
          'try_files $uri =404;',
        ],
        rule.why,
      ),
    );
  // The OpenAPI documents and the API catalog: their own media type, whatever the extension.
  const typedFileLocations = policy.typedFiles.flatMap(({path, mediaType, cache, headers: own}) =>
    block(`= ${nginxString(path)}`, [
      'types { }',
      `default_type ${nginxString(mediaType)};`,
      ...headers(cache),
      ...own.map(({name, value}) => `add_header ${name} ${nginxString(value)} always;`),
      'try_files $uri =404;',
    ]),
  );
  // Pages: clean URLs of .html files (or their Markdown twins, negotiated above), and everything
  // no rule above covers. The answer to a page's URL depends on Accept, so caches must key on it.
  const negotiates = policy.markdownTwins.length > 0;
  const pageBody = (security: Header[]) => [
    ...headers(policy.defaultCache, security),
    ...(negotiates ? ['add_header Vary Accept always;'] : []),
    `try_files ${negotiates ? '$uri$markdown_suffix ' : ''}$uri $uri.html $uri/index.html =404;`,
  ];

  return [
    // Stryker disable StringLiteral: comment lines of the generated file, which nginx skips
    '# Generated at build time by plugins/deploy-config from config/redirects.ts,',
    '# config/env.ts and the build itself. Do not edit: change the sources and rebuild.',
    '#',
    '# Include it inside the server {} block that serves this build directory:',
    '#   server {',
    '#       listen 443 ssl;',
    '#       server_name docs.example.com;',
    '#       root /srv/portal/build;',
    '#       include /srv/portal/build/nginx.conf;',
    '#   }',
    `# /mcp also needs ${NGINX_HTTP_CONFIG_FILE} (its upstream) in the http {} block.`,
    // Stryker restore StringLiteral
    '',
    // Stryker disable next-line StringLiteral: index.html is nginx's default index too
    'index index.html;',
    // Location headers carry the path only, right behind any proxy or port.
    'absolute_redirect off;',
    'server_tokens off;',
    'charset utf-8;',
    `charset_types ${policy.compressibleTypes.join(' ')};`,
    'types {',
    ...types,
    '}',
    'default_type application/octet-stream;',
    '',
    'gzip on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    'gzip_comp_level 5;',
    'gzip_min_length 256;',
    `gzip_types ${policy.compressibleTypes.join(' ')};`,
    '',
    ...(negotiates
      ? [
          // Stryker disable next-line StringLiteral: a comment line of the generated file
          "# Markdown by content negotiation: Accept preferring text/markdown gets a page's .md twin.",
          ...markdownNegotiationDirectives(),
          '',
        ]
      : []),
    ...linkHeaderDirectives(policy),
    `error_page 404 ${policy.notFoundPage};`,
    ...headers(),
    '',
    ...block(`= ${nginxString(policy.notFoundPage)}`, ['internal;', ...headers('revalidate')]),
    // Locations without add_header of their own inherit the server-level headers above.
    ...block(
      `= ${nginxString(policy.notFoundPath)}`,
      ['return 404;'],
      // Stryker disable next-line StringLiteral: a comment line of the generated file
      'The not-found page is no page: its clean path answers 404 like any unknown path.',
    ),
    ...policy.privateFiles.flatMap((file) => block(`= ${nginxString(file)}`, ['return 404;'])),
    '',
    ...block(
      `= ${nginxString(policy.mcp.path)}`,
      mcpLocationDirectives(policy.mcp),
      // Stryker disable next-line StringLiteral: a comment line of the generated file
      `The docs MCP server (Streamable HTTP); its upstream is in ${NGINX_HTTP_CONFIG_FILE}.`,
    ),
    '',
    // Stryker disable StringLiteral: comment lines of the generated file, which nginx skips
    '# Permanent redirects: legacy paths (config/redirects.ts), then /page/, /page.html and',
    '# /page/index.html of every page. Literal paths only, so no part of a request can reach',
    '# a Location header; the query string is kept. `expires` gives them a cache lifetime.',
    // Stryker restore StringLiteral
    ...policy.redirects.flatMap(({from, to, status}) =>
      block(`= ${nginxString(from)}`, [
        `expires ${REDIRECT_MAX_AGE}s;`,
        `return ${status} ${nginxString(`${nginxRedirectTarget(to)}$is_args$args`)};`,
      ]),
    ),
    '',
    ...cacheLocations,
    '',
    ...typedFileLocations,
    '',
    ...policy.scopedHeaders.flatMap((scope) =>
      block(nginxString(scope.prefix), pageBody(scope.headers), scope.why),
    ),
    '',
    ...block(
      '/',
      pageBody(policy.securityHeaders),
      // Stryker disable next-line StringLiteral: a comment line of the generated file
      'Pages and everything no rule above covers.',
    ),
    '',
  ].join('\n');
}

export interface StandaloneOptions {
  /** The build directory to serve. */
  root: string;
  /** The generated site include (build/nginx.conf). */
  include: string;
  port: number;
  /** A private directory for the pid file, logs and temp files. */
  runDir: string;
  /** host:port of the MCP server behind `/mcp`; without one, `/mcp` answers 502. */
  mcpUpstream?: string;
}

/**
 * A complete nginx.conf around the site include, for running nginx as a
 * foreground child process (tests, `npm run serve:nginx`): one process, no
 * daemon, every path it writes inside runDir, listening on 127.0.0.1 only.
 */
export function standaloneNginxConfig({
  root,
  include,
  port,
  runDir,
  mcpUpstream,
}: StandaloneOptions): string {
  const inRunDir = (name: string) => nginxString(`${runDir}/${name}`);
  return [
    'daemon off;',
    'master_process off;',
    'worker_processes 1;',
    `pid ${inRunDir('nginx.pid')};`,
    `error_log ${inRunDir('error.log')} warn;`,
    'events {',
    // Two per proxied request (client and upstream): the MCP load test runs 100 clients at once.
    '    worker_connections 1024;',
    '}',
    'http {',
    `    access_log ${inRunDir('access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${inRunDir(`${kind}_temp`)};`,
    ),
    ...nginxMcpUpstream(mcpUpstream ?? '127.0.0.1:9', {down: !mcpUpstream}).map(
      (line) => `    ${line}`,
    ),
    '    server {',
    `        listen 127.0.0.1:${port};`,
    // Stryker disable next-line StringLiteral: the only server block answers every name anyway
    '        server_name localhost;',
    `        root ${nginxString(root)};`,
    `        include ${nginxString(include)};`,
    '    }',
    '}',
    '',
  ].join('\n');
}
