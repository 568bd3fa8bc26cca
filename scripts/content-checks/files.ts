/** Resolves which content files a check runs on: the given ones, or every page of the site. */
import {existsSync, readdirSync, statSync} from 'node:fs';
import {join, relative, resolve, sep} from 'node:path';
import {contentChecks} from '../../config/content-checks';

const CONTENT_FILE = /\.mdx?$/;

export function isGenerated(path: string): boolean {
  return contentChecks.generatedSuffixes.some((suffix) => path.endsWith(suffix));
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Repository-relative POSIX path, as printed in reports. */
export function displayPath(path: string, root = process.cwd()): string {
  return relative(root, resolve(root, path)).split(sep).join('/');
}

/**
 * Content files to check. With arguments: those files (folders are expanded);
 * without: every hand-written page under the configured roots.
 */
export function contentFiles(args: readonly string[], root = process.cwd()): string[] {
  const inputs = args.length > 0 ? args : contentChecks.roots;
  const files = inputs.flatMap((input) => {
    const path = resolve(root, input);
    if (!existsSync(path)) throw new Error(`No such file or folder: ${input}`);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
  return [...new Set(files.map((file) => displayPath(file, root)))]
    .filter((file) => CONTENT_FILE.test(file) && !isGenerated(file))
    .sort();
}
