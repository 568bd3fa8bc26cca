/**
 * Packages whose internals the portal depends on are pinned to one exact version: patches/ holds
 * exact diffs of published packages, src/lib/search/split.ts reads MiniSearch's internals, and src/theme
 * wraps or ejects components of the Docusaurus themes and the OpenAPI theme (src/theme/README.md)
 * and imports their internal modules. A range would let an install pick up a release the patches
 * and copies were never checked against.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** The version package.json declares (the MCP server's SDK is a development dependency). */
const declared = (name: string): string | undefined =>
  manifest.dependencies[name] ?? manifest.devDependencies[name];

const PATCHED_OR_SWIZZLED = [
  '@docusaurus/core',
  'algoliasearch',
  '@docusaurus/theme-classic',
  '@docusaurus/theme-common',
  '@docusaurus/theme-search-algolia',
  '@docusaurus/plugin-content-docs',
  '@docusaurus/plugin-content-blog',
  'docusaurus-plugin-openapi-docs',
  'docusaurus-theme-openapi-docs',
  'feed',
  'linkedom',
  'minisearch',
  '@modelcontextprotocol/sdk',
  'react-live',
];

const installedVersion = (name: string): string =>
  (
    JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

describe('packages the build patches or the theme swizzles', () => {
  it.each(PATCHED_OR_SWIZZLED)('%s is a dependency pinned to the installed version', (name) => {
    expect(declared(name), `${name} in package.json`).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installedVersion(name)).toBe(declared(name));
  });
});

describe('patches of published packages (patches/)', () => {
  const patches = readdirSync(path.join(root, 'patches')).filter((file) => file.endsWith('.patch'));
  const readme = readFileSync(path.join(root, 'patches', 'README.md'), 'utf8');
  const sectionOf = (file: string) =>
    // A section's heading names each diff it is about.
    readme.split(/^## /m).find((part) => part.split('\n')[0].includes(`\`${file}\``));

  it.each(patches)('%s is made on the pinned, installed version and names its upstream', (file) => {
    // patch-package's names: the package (a scope's "/" written "+"), "+", the version, and for
    // one of several diffs of a package "+", its place in the sequence and its name.
    const [, packageName, version] =
      /^(.+?)\+(\d+\.\d+\.\d+)(?:\+\d{3}\+[a-z0-9-]+)?\.patch$/.exec(file) ?? [];
    expect(packageName, `${file} is named as patch-package names it`).toBeDefined();
    const name = packageName.replace('+', '/');
    expect(PATCHED_OR_SWIZZLED).toContain(name);
    expect(declared(name)).toBe(version);
    expect(installedVersion(name)).toBe(version);
    const section = sectionOf(file);
    expect(section, `a section of patches/README.md for ${file}`).toBeDefined();
    expect(section).toMatch(/\*\*Upstream:\*\* \S/);
    // The diff itself opens with what it changes and its upstream, before the first file.
    const header = readFileSync(path.join(root, 'patches', file), 'utf8').split(/^diff --git /m)[0];
    expect(header, `${file} opens with its upstream`).toMatch(
      /^Upstream: (https:\/\/github\.com\/\S+|none filed yet, draft in patches\/README\.md)$/m,
    );
  });

  it.each(patches)('%s is applied to the installed package', (file) => {
    // Each hunk's new text (its context and added lines) is in the installed file, in one piece:
    // an install that skipped patch-package, or a diff that no longer applies, fails here.
    const diff = readFileSync(path.join(root, 'patches', file), 'utf8');
    for (const filePatch of diff.split(/^diff --git /m).slice(1)) {
      const target = /^\+\+\+ b\/(.+)$/m.exec(filePatch)?.[1];
      expect(target, 'the file the diff writes').toBeDefined();
      const installed = readFileSync(path.join(root, target!), 'utf8');
      for (const hunk of filePatch.split(/^@@ .* @@.*$/m).slice(1)) {
        const after = hunk
          .split('\n')
          .filter((line) => line.startsWith(' ') || line.startsWith('+'))
          .map((line) => line.slice(1))
          .join('\n');
        expect(installed.includes(after), `${target}: a hunk of ${file}`).toBe(true);
      }
    }
  });
});
