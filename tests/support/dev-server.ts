/**
 * The development server (`docusaurus start`) the dev-server spec runs against,
 * and its fake upstream. Only that spec needs it, so only that spec starts it:
 * every other browser test loads the production build through nginx. Ports can
 * be moved (E2E_DEV_PORT, E2E_FAKE_NILDB_PORT) so several checkouts can run
 * their browser tests side by side.
 */
import {spawn} from 'node:child_process';

export const DEV_SERVER_PORT = Number(process.env.E2E_DEV_PORT ?? 3200);
export const DEV_SERVER_URL = `http://127.0.0.1:${DEV_SERVER_PORT}`;
export const FAKE_NILDB_PORT = Number(process.env.E2E_FAKE_NILDB_PORT ?? 3299);

/**
 * A cold start compiles the app shell (pages compile when first opened); on a busy 2-core machine
 * compiling every route took up to ~4 minutes, and the shell alone can still take minutes there.
 */
export const DEV_SERVER_START_TIMEOUT_MS = 300_000;

export interface RunningDevServer {
  url: string;
  stop: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {signal: AbortSignal.timeout(5_000)});
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts `docusaurus start` in its own process group and waits until its home page answers. */
export async function startDevServer(env: Record<string, string>): Promise<RunningDevServer> {
  if (await answers(`${DEV_SERVER_URL}/`)) {
    throw new Error(`Port ${DEV_SERVER_PORT} is taken: set E2E_DEV_PORT to a free port.`);
  }
  const child = spawn(
    'npx',
    ['docusaurus', 'start', '--port', String(DEV_SERVER_PORT), '--host', '127.0.0.1', '--no-open'],
    {env: {...process.env, ...env, BROWSER: 'none'}, stdio: 'ignore', detached: true},
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let exitCode: number | null | undefined;
  child.once('exit', (code) => (exitCode = code));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, 'SIGTERM'); // the whole group: npx, node and its workers
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    // npx exits before the server it started lets go of the port: a retry starting the server
    // again must find the port free.
    const freed = Date.now() + 10_000;
    while ((await answers(`${DEV_SERVER_URL}/`)) && Date.now() < freed) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const deadline = Date.now() + DEV_SERVER_START_TIMEOUT_MS;
  while (!(await answers(`${DEV_SERVER_URL}/`))) {
    if (exitCode !== undefined) throw new Error(`docusaurus start exited with code ${exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`docusaurus start did not answer within ${DEV_SERVER_START_TIMEOUT_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {url: DEV_SERVER_URL, stop};
}
