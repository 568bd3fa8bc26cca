/**
 * Specs that read a build (or serve it) call this at load time: a missing build fails the whole
 * file with a message saying how to make it, instead of letting its tests skip or pass on nothing.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

export function requireBuild(
  dir: string,
  how = 'PORTAL_TEST_FIXTURES=1 npx docusaurus build',
): void {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir}/ has no site: make it first (${how}); npm test builds it.`);
  }
}
