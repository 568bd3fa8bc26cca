import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentFiles, diagramFiles} from '../../../scripts/content-checks/files';

function site(): string {
  const root = mkdtempSync(join(tmpdir(), 'content-files-'));
  const files = [
    'docs/learn/a.mdx',
    'docs/b.md',
    'docs/learn/notes.txt',
    'api/overview.mdx',
    'api/nildb/overview.mdx',
    'api/nildb/create-record.api.mdx',
    'api/nildb/nildb.info.mdx',
    'api/nildb/records.tag.mdx',
    'articles/2025-01-01-post.mdx',
    // The 2025 SDK generation's frozen docs (issue 34).
    'versioned_docs/version-2025/learn/a.mdx',
    'src/pages/index.tsx',
  ];
  for (const file of files) {
    mkdirSync(join(root, file, '..'), {recursive: true});
    writeFileSync(join(root, file), 'text');
  }
  return root;
}

describe('content file selection', () => {
  it('takes every hand-written page of both docs versions, api and articles, never generated API pages', () => {
    expect(contentFiles([], site())).toEqual([
      'api/nildb/overview.mdx',
      'api/overview.mdx',
      'articles/2025-01-01-post.mdx',
      'docs/b.md',
      'docs/learn/a.mdx',
      'versioned_docs/version-2025/learn/a.mdx',
    ]);
  });

  it('checks only the files and folders given, once each', () => {
    const root = site();
    expect(contentFiles(['docs/learn', 'docs/learn/a.mdx', 'api/nildb'], root)).toEqual([
      'api/nildb/overview.mdx',
      'docs/learn/a.mdx',
    ]);
  });

  it('refuses a path that does not exist instead of passing silently', () => {
    expect(() => contentFiles(['docs/missing.mdx'], site())).toThrow(/No such file or folder/);
  });

  it('diagrams are read from the pages and from the test fixture pages, which no other check reads', () => {
    const root = site();
    expect(diagramFiles(root)).toEqual(contentFiles([], root));
    mkdirSync(join(root, 'tests/fixtures/docs'), {recursive: true});
    writeFileSync(join(root, 'tests/fixtures/docs/every-block.mdx'), 'text');
    expect(diagramFiles(root)).toEqual([
      ...contentFiles([], root),
      'tests/fixtures/docs/every-block.mdx',
    ]);
    expect(contentFiles([], root)).not.toContain('tests/fixtures/docs/every-block.mdx');
  });
});
