/**
 * Vitest's global setup: every unit test's temporary files go under one folder for the run,
 * removed when it ends. Tests make their folders with `mkdtempSync(path.join(tmpdir(), …))` and
 * leave them; before this, each run left a few thousand in the system's temporary folder.
 * Workers start after this runs and inherit `TMPDIR`, which `os.tmpdir()` reads on every call.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-unit-'));
  process.env.TMPDIR = root;
  return () => rmSync(root, {recursive: true, force: true});
}
