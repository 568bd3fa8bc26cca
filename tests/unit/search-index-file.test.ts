/**
 * The embedded index as files (docs-dev/search.md): build/search/index.<hash>.json, content
 * hashed, and build/search/manifest.json naming it with the record count; what is written is
 * read back as the same records.
 */
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  readBuiltRecords,
  searchIndexOutput,
  writeSearchIndex,
} from '../../plugins/page-model/outputs/search-index';
import type {SearchRecord} from '../../src/lib/search/types';

// Each the first record (position 0) of its page, as the page model writes them.
const records: SearchRecord[] = ['/build/a', '/build/b'].map((route) => ({
  objectID: `${route}#-0`,
  url: `https://docs.nillion.com${route}`,
  url_without_anchor: `https://docs.nillion.com${route}`,
  anchor: null,
  type: 'lvl1',
  hierarchy: {
    lvl0: 'Build',
    lvl1: route,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: null,
  language: 'en',
  docusaurus_tag: ['docs-default-current'],
  position: 0,
}));

describe('the search index files', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, {recursive: true, force: true});
  });

  it('writes a content-hashed index and a manifest naming it, into a build not yet created', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    dirs.push(root);
    const outDir = path.join(root, 'deeper', 'build');
    const {file, bytes} = await writeSearchIndex(outDir, records);
    expect(file).toMatch(/^\/search\/index\.[0-9a-f]{12}\.json$/);
    const body = await readFile(path.join(outDir, file), 'utf8');
    expect(bytes).toBe(Buffer.byteLength(body));
    const manifest = JSON.parse(await readFile(path.join(outDir, 'search/manifest.json'), 'utf8'));
    expect(manifest).toEqual({index: file, records: 2});
    await expect(readBuiltRecords(outDir)).resolves.toEqual(records);
    // Same records, same file name; other records, another name.
    expect((await writeSearchIndex(outDir, records)).file).toBe(file);
    expect((await writeSearchIndex(outDir, records.slice(1))).file).not.toBe(file);
  });

  it('is named as the build reports it', () => {
    expect(searchIndexOutput.name).toBe('Search index');
  });
});
