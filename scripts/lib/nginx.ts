/**
 * Runs Debian's nginx over a build with its generated build/nginx.conf, as a
 * foreground child process with its pid, logs and temp files in a private temp
 * directory (so it needs no /etc/nginx, /var/lib/nginx or root). Used by the
 * serving browser tests and by `npm run serve:nginx`. With `mcp`, the docs MCP server runs beside
 * it over the same build, as in production, and nginx proxies `/mcp` to it.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {standaloneNginxConfig} from '../../plugins/deploy-config/nginx';
import {NGINX_CONFIG_FILE} from '../../plugins/deploy-config/policy';
import {productionUnit, serviceAllocatorEnvironment, serviceNodeFlags} from './mcp-service';

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
  /** Lines the MCP server wrote to stderr (its request log), when one runs. */
  mcpLog: string[];
  /** The MCP server's process id, when one runs. */
  mcpPid?: number;
  stop: () => Promise<void>;
}

export interface McpBeside {
  /** Its loopback port. */
  port: number;
  /** Variables of config/env.ts (MCP_*) for it, over this process's environment. */
  env?: Record<string, string>;
  /** More node options after production's (e.g. --cpu-prof to profile the server). */
  nodeArgs?: string[];
}

export interface RunningMcp {
  process: ChildProcess;
  log: string[];
  stop: () => Promise<void>;
}

/**
 * Starts the docs MCP server over a build on 127.0.0.1, with the node options and allocator settings
 * of production's unit (mcp-service.ts), and waits until it listens (it loads the
 * build's search index once, about a second).
 */
export async function startMcpServer(root: string, mcp: McpBeside): Promise<RunningMcp> {
  const unit = productionUnit();
  const child = spawn(
    process.execPath,
    [
      ...serviceNodeFlags(unit),
      ...(mcp.nodeArgs ?? []),
      'bin/nillion-docs-mcp.mjs',
      '--build',
      path.resolve(root),
      '--http',
      '--port',
      String(mcp.port),
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {...process.env, ...serviceAllocatorEnvironment(unit), ...mcp.env},
    },
  );
  const log: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    let pending = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      log.push(...lines);
      if (lines.some((line) => line.includes(`http://127.0.0.1:${mcp.port}/mcp`))) resolve();
    });
    void exited.then((code) =>
      reject(new Error(`the MCP server exited with ${code}:\n${log.join('\n')}${pending}`)),
    );
  });
  return {
    process: child,
    log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
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
export async function startNginx(
  root: string,
  port = NGINX_PORT,
  {mcp}: {mcp?: McpBeside} = {},
): Promise<RunningNginx> {
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
  const mcpServer = mcp ? await startMcpServer(buildDir, mcp) : null;
  const runDir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  const config = path.join(runDir, 'nginx.conf');
  const mcpUpstream = mcp ? `127.0.0.1:${mcp.port}` : undefined;
  writeFileSync(
    config,
    standaloneNginxConfig({root: buildDir, include, port, runDir, mcpUpstream}),
  );

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
      await mcpServer?.stop();
      throw new Error(`nginx did not start (exit ${exitCode}):\n${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url: `http://127.0.0.1:${port}`,
    include,
    mcpLog: mcpServer?.log ?? [],
    mcpPid: mcpServer?.process.pid,
    async stop() {
      await mcpServer?.stop();
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
