import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';

/** A throwaway build folder holding `files` (path relative to the folder → contents), for unit tests. */
export function writeFakeBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'fake-build-'));
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    writeFileSync(join(dir, file), body);
  }
  return dir;
}
