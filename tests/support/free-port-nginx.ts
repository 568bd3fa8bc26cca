/**
 * nginx for unit tests, which may run in several processes at once (vitest workers, Stryker's
 * test runners): each takes the first free port of a small block after the browser tests' own
 * (E2E_NGINX_PORT + 10 … + 29), retrying when another process took it first.
 */
import {NGINX_PORT, startNginx, type RunningNginx} from '../../scripts/lib/nginx';

export type {RunningNginx};

const FIRST = NGINX_PORT + 10;
const COUNT = 20;

export async function startNginxOnFreePort(root: string): Promise<RunningNginx> {
  const problems: string[] = [];
  // Start at a different port in each process, so parallel runs rarely race for the same one.
  const offset = process.pid % COUNT;
  for (let attempt = 0; attempt < COUNT; attempt += 1) {
    const port = FIRST + ((offset + attempt) % COUNT);
    try {
      return await startNginx(root, port);
    } catch (error) {
      const message = (error as Error).message;
      if (/not found|is missing/.test(message)) throw error;
      problems.push(`${port}: ${message.split('\n')[0]}`);
    }
  }
  throw new Error(
    `nginx found no free port in ${FIRST}-${FIRST + COUNT - 1}:\n${problems.join('\n')}`,
  );
}
