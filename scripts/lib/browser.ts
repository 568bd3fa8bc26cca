import {existsSync} from 'node:fs';

/** Debian's Chromium, or the browser named by CHROME_PATH; never a downloaded one. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return (
    candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate)) ??
    null
  );
}

/** Offline by construction: every host but the local server is unresolvable. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
