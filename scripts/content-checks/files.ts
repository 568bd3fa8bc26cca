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

/**
 * Test-only pages (built with PORTAL_TEST_FIXTURES=1). Not content, so no content check reads
 * them, but their diagrams are rendered and committed like the site's: a fixture build inlines
 * them the same way.
 */
export const FIXTURE_DOCS_DIR = 'tests/fixtures/docs';

/** The fixture pages (none when the folder is missing). */
export function fixtureFiles(root = process.cwd()): string[] {
  return existsSync(resolve(root, FIXTURE_DOCS_DIR)) ? contentFiles([FIXTURE_DOCS_DIR], root) : [];
}

/** Every file whose ```mermaid blocks need a rendered SVG: the site's pages and the fixtures. */
export function diagramFiles(root = process.cwd()): string[] {
  return [...contentFiles([], root), ...fixtureFiles(root)];
}
