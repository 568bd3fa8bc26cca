#!/usr/bin/env node
// `npx nillion-docs-mcp` from a clone of the portal: runs the docs MCP server (mcp/cli.ts).
// An assistant spawns it at the start of every session, so start-up is the wait a reader feels
// (target: first answer within 1 s). Running the TypeScript through tsx costs a second process
// and a transpile of every module on each start; instead the server is bundled once with
// esbuild into node_modules/.cache/ and bundled again only when one of its inputs changed.
import {existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = path.join(root, 'node_modules', '.cache', 'nillion-docs-mcp');
const bundleFile = path.join(cacheDir, 'cli.mjs');
const inputsFile = path.join(cacheDir, 'inputs.json');

/** Whether the bundle was made from the files as they are now (same inputs, same mtimes). */
function bundleIsFresh() {
  if (!existsSync(bundleFile) || !existsSync(inputsFile)) return false;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  return Object.entries(inputs).every(([file, mtimeMs]) => {
    try {
      return statSync(path.join(root, file)).mtimeMs === mtimeMs;
    } catch {
      return false; // an input was deleted or moved
    }
  });
}

/** Writes a file whole or not at all: two servers starting at once may both bundle. */
function writeAtomically(file, contents) {
  const next = `${file}.${process.pid}.tmp`;
  writeFileSync(next, contents);
  renameSync(next, file);
}

async function bundle() {
  const {build} = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['mcp/cli.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    write: false,
    outfile: bundleFile,
    metafile: true,
    logLevel: 'warning',
    // mcp/api-operations.ts finds openapi/ from its own folder, which the bundle does not live in.
    define: {__dirname: JSON.stringify(path.join(root, 'mcp'))},
    // Bundled CommonJS dependencies call require(); an ES module has none of its own.
    banner: {
      js: "import {createRequire as createRequireForBundle} from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
  });
  mkdirSync(cacheDir, {recursive: true});
  writeAtomically(bundleFile, result.outputFiles[0].contents);
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((file) => [
      file,
      statSync(path.join(root, file)).mtimeMs,
    ]),
  );
  writeAtomically(inputsFile, JSON.stringify(inputs));
}

if (!bundleIsFresh()) await bundle();
await import(pathToFileURL(bundleFile).href);
