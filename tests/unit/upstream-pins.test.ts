/**
 * Packages whose internals the portal depends on are pinned to one exact version: the build
 * patches @docsearch/react's modal bundle (plugins/docsearch-fixes), patches/ holds exact diffs
 * of published packages (linkedom), src/lib/search/split.ts reads MiniSearch's internals, and
 * src/theme wraps or ejects components of the Docusaurus themes and the OpenAPI theme
 * (src/theme/README.md) and imports their internal modules. A range would let an install pick up a release the patches
 * and copies were never checked against.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const PATCHED_OR_SWIZZLED = [
  '@docsearch/react',
  '@algolia/autocomplete-core',
  'algoliasearch',
  'algoliasearch-helper',
  '@docusaurus/theme-classic',
  '@docusaurus/theme-common',
  '@docusaurus/theme-search-algolia',
  '@docusaurus/plugin-content-docs',
  '@docusaurus/plugin-content-blog',
  'docusaurus-plugin-openapi-docs',
  'docusaurus-theme-openapi-docs',
  'linkedom',
  'minisearch',
];

const installedVersion = (name: string): string =>
  (
    JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

describe('packages the build patches or the theme swizzles', () => {
  it.each(PATCHED_OR_SWIZZLED)('%s is a dependency pinned to the installed version', (name) => {
    const declared = manifest.dependencies[name];
    expect(declared, `${name} in dependencies`).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installedVersion(name)).toBe(declared);
  });
});

describe('patches of published packages (patches/)', () => {
  const patches = readdirSync(path.join(root, 'patches')).filter((file) => file.endsWith('.patch'));
  const readme = readFileSync(path.join(root, 'patches', 'README.md'), 'utf8');

  it.each(patches)('%s is made on the pinned, installed version and names its upstream', (file) => {
    // patch-package's names: the package (a scope's "/" written "+"), "+", the version.
    const [, packageName, version] = /^(.+)\+(\d+\.\d+\.\d+)\.patch$/.exec(file) ?? [];
    const name = packageName.replace('+', '/');
    expect(PATCHED_OR_SWIZZLED).toContain(name);
    expect(manifest.dependencies[name]).toBe(version);
    expect(installedVersion(name)).toBe(version);
    const section = readme.split(/^## /m).find((part) => part.startsWith(`\`${file}\``));
    expect(section, `a section of patches/README.md for ${file}`).toBeDefined();
    expect(section).toMatch(/\*\*Upstream:\*\* \S/);
  });
});
