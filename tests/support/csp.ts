/**
 * A Content-Security-Policy read the way a browser reads it (CSP Level 3, "does a source list
 * match this URL"), written from the standard rather than from our policy code, so header tests
 * can ask what a directive allows instead of comparing strings with the emitter's output.
 */

export type Csp = Map<string, string[]>;

/** Directive name → its sources, in order. A repeated directive: the first one counts. */
export function parseCsp(header: string): Csp {
  const csp: Csp = new Map();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!csp.has(key)) csp.set(key, sources);
  }
  return csp;
}

/** The sources a fetch of this kind obeys: the directive, else default-src. */
export function effectiveSources(csp: Csp, directive: string): string[] {
  return csp.get(directive) ?? csp.get('default-src') ?? [];
}

const defaultPort = (scheme: string) =>
  ({'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443'})[scheme];

/** Whether one source expression allows a URL, for a page served from `self`. */
function sourceAllows(source: string, url: URL, self: URL): boolean {
  const lower = source.toLowerCase();
  if (lower === "'self'") {
    return (
      url.origin === self.origin ||
      // CSP3: 'self' also allows the secure upgrade of the page's own host.
      (self.protocol === 'http:' && url.protocol === 'https:' && url.host === self.host)
    );
  }
  if (lower.startsWith("'")) return false; // 'none', hashes, nonces, keywords: no URL
  if (lower === '*') return !['data:', 'blob:', 'filesystem:'].includes(url.protocol);
  const scheme = /^([a-z][a-z0-9+.-]*:)$/.exec(lower);
  if (scheme) {
    // A scheme source; http: also allows https:, ws: wss: (CSP3 upgrades).
    const upgrades: Record<string, string[]> = {'http:': ['https:'], 'ws:': ['wss:']};
    return url.protocol === scheme[1] || (upgrades[scheme[1]] ?? []).includes(url.protocol);
  }
  const host = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^:/]+|\*)(?::(\d+|\*))?(\/.*)?$/.exec(lower);
  if (!host) return false;
  const [, sourceScheme, wildcard, hostName, port, path] = host;
  if (sourceScheme) {
    const allowedSchemes =
      sourceScheme === 'http'
        ? ['http:', 'https:']
        : sourceScheme === 'ws'
          ? ['ws:', 'wss:']
          : [`${sourceScheme}:`];
    if (!allowedSchemes.includes(url.protocol)) return false;
  } else if (!['http:', 'https:'].includes(url.protocol) && url.protocol !== self.protocol) {
    return false;
  }
  const urlHost = url.hostname.toLowerCase();
  if (hostName !== '*') {
    if (wildcard ? !urlHost.endsWith(`.${hostName}`) : urlHost !== hostName) return false;
  }
  const urlPort = url.port || defaultPort(url.protocol);
  if (port !== '*') {
    const wanted = port ?? defaultPort(sourceScheme ? `${sourceScheme}:` : url.protocol);
    // A source without a port on http also matches https on 443 (upgrade).
    if (
      urlPort !== wanted &&
      !(port === undefined && url.protocol === 'https:' && urlPort === '443')
    ) {
      return false;
    }
  }
  if (path && path !== '/') {
    return path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path;
  }
  return true;
}

/** Whether the directive (or default-src) lets the page at `self` fetch `url`. */
export function allows(csp: Csp, directive: string, url: string, self: string): boolean {
  const sources = effectiveSources(csp, directive);
  if (sources.length === 0 || sources.some((source) => source.toLowerCase() === "'none'")) {
    return false;
  }
  return sources.some((source) => sourceAllows(source, new URL(url), new URL(self)));
}
