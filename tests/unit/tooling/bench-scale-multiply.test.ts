import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {multiplySite} from '../../../scripts/bench-scale/multiply';

/** A site with one page per section of each docs version, one API page and one article. */
function tinySite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'scale-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  };
  write('docs/build/a.md', '# A\n');
  write('docs/build/sub/b.mdx', '# B\n');
  write('docs/learn/c.md', '# C\n');
  write('docs/tools.mdx', '# Tools\n');
  write('versioned_docs/version-2025/build/a.md', '# A\n');
  write('versioned_sidebars/version-2025-sidebars.json', '{"nillionSidebar": ["build/a"]}');
  write('sidebars.ts', 'const sidebars = {nillionSidebar: []};\n\nexport default sidebars;\n');
  write('api/nilai/op.api.mdx', '---\nid: op\n---\n');
  write('api/overview.mdx', '# API\n');
  write('sidebars-api.ts', 'const sidebars = {apiSidebar: []};\nexport default sidebars;\n');
  write('articles/2025-01-01-post.mdx', '---\nslug: post\ntitle: Post\n---\nBody\n');
  write('articles/authors.yml', 'x: {}\n');
  return dir;
}

describe('npm run bench:scale: the site with its content multiplied', () => {
  it('adds factor − 1 copies of every section, API instance and article', () => {
    const site = tinySite();
    expect(multiplySite(site, 3)).toEqual({docs: 8, apiPages: 2, articles: 2});
    const read = (file: string) => readFileSync(path.join(site, file), 'utf8');
    for (const copy of ['scale-2', 'scale-3']) {
      expect(read(`docs/build/${copy}/a.md`)).toBe('# A\n');
      expect(read(`docs/build/${copy}/sub/b.mdx`)).toBe('# B\n');
      expect(read(`docs/learn/${copy}/c.md`)).toBe('# C\n');
      expect(read(`versioned_docs/version-2025/build/${copy}/a.md`)).toBe('# A\n');
      expect(existsSync(path.join(site, `api/${copy}/nilai/op.api.mdx`))).toBe(true);
      expect(read(`articles/2025-01-01-post-${copy}.mdx`)).toContain(`slug: post-${copy}\n`);
    }
    // A copy is made of the original only, never of an earlier copy.
    expect(readdirSync(path.join(site, 'docs/build/scale-3')).sort()).toEqual(['a.md', 'sub']);
    expect(existsSync(path.join(site, '.bench-scale-original'))).toBe(false);
    // Each copy is a category of its version's sidebar.
    expect(read('sidebars.ts')).toContain('"dirName":"build/scale-3"');
    expect(read('sidebars-api.ts')).toContain('"dirName":"scale-2"');
    const versioned = JSON.parse(read('versioned_sidebars/version-2025-sidebars.json')) as {
      nillionSidebar: unknown[];
    };
    expect(versioned.nillionSidebar).toHaveLength(1 + 2);
  });

  it('leaves the site as it is at factor 1', () => {
    const site = tinySite();
    expect(multiplySite(site, 1)).toEqual({docs: 0, apiPages: 0, articles: 0});
    expect(readdirSync(path.join(site, 'docs/build')).sort()).toEqual(['a.md', 'sub']);
  });
});
