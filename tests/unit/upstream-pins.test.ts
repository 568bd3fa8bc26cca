/**
 * Packages whose internals the portal depends on are pinned to one exact version: the build
 * patches @docsearch/react's modal bundle (plugins/docsearch-fixes), and src/theme wraps or
 * ejects components of the Docusaurus themes and the OpenAPI theme (src/theme/README.md) and
 * imports their internal modules. A range would let an install pick up a release the patches
 * and copies were never checked against.
 */
import {readFileSync} from 'node:fs';
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
