/**
 * Runs Debian's nginx over a build with its generated build/nginx.conf, as a
 * foreground child process with its pid, logs and temp files in a private temp
 * directory (so it needs no /etc/nginx, /var/lib/nginx or root). Used by the
 * serving browser tests and by `npm run serve:nginx`.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {standaloneNginxConfig} from '../../plugins/deploy-config/nginx';
import {NGINX_CONFIG_FILE} from '../../plugins/deploy-config/policy';

/** Where nginx listens in tests (127.0.0.1 only); move it with E2E_NGINX_PORT. */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 8130);

export function nginxPath(): string | null {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((c): c is string => !!c && existsSync(c)) ?? null;
}

export interface RunningNginx {
  url: string;
  /** The generated site include it serves with. */
  include: string;
  stop: () => Promise<void>;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({host: '127.0.0.1', port}, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Starts nginx over `root` (a build directory with its nginx.conf) and waits until it answers. */
export async function startNginx(root: string, port = NGINX_PORT): Promise<RunningNginx> {
  const binary = nginxPath();
  if (!binary) {
    throw new Error(
      'nginx not found: install it with "apt-get install -y nginx" (or set NGINX_PATH).',
    );
  }
  const buildDir = path.resolve(root);
  const include = path.join(buildDir, NGINX_CONFIG_FILE);
  if (!existsSync(include)) {
    throw new Error(`${include} is missing: build the site first (npx docusaurus build).`);
  }
  if (await portAnswers(port)) {
    throw new Error(`Port ${port} is taken: set E2E_NGINX_PORT to a free port.`);
  }
  const runDir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  const config = path.join(runDir, 'nginx.conf');
  writeFileSync(config, standaloneNginxConfig({root: buildDir, include, port, runDir}));

  const child: ChildProcess = spawn(
    binary,
    ['-p', runDir, '-c', config, '-e', path.join(runDir, 'error.log')],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const errorLog = () => {
    const file = path.join(runDir, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };

  const deadline = Date.now() + 10_000;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  while (!(await portAnswers(port))) {
    if (exitCode !== undefined || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start (exit ${exitCode}):\n${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url: `http://127.0.0.1:${port}`,
    include,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT'); // graceful: finish in-flight requests, then exit
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(runDir, {recursive: true, force: true});
    },
  };
}
