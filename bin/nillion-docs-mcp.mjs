#!/usr/bin/env node
// `npx nillion-docs-mcp` from a clone of the portal: runs mcp/cli.ts with tsx (a dev dependency of
// the clone), passing stdio through untouched, since over stdio it carries the protocol.
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const tsx = require.resolve('tsx/cli');
const cli = fileURLToPath(new URL('../mcp/cli.ts', import.meta.url));
const child = spawn(process.execPath, [tsx, cli, ...process.argv.slice(2)], {stdio: 'inherit'});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
