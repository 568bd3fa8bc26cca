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
  readAllBuiltRecords,
  readBuiltRecords,
  searchIndexOutput,
  writeSearchIndex,
} from '../../../plugins/page-model/outputs/search-index';
import type {SearchRecord} from '../../../src/lib/search/types';
import type {PageModel} from '../../../src/lib/page-model/model';
import {compactIndex, expandIndex} from '../../../src/lib/search/compact';

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
    const {index: file} = await writeSearchIndex(outDir, records);
    expect(file).toMatch(/^\/search\/index\.[0-9a-f]{12}\.json$/);
    const manifest = JSON.parse(await readFile(path.join(outDir, 'search/manifest.json'), 'utf8'));
    expect(manifest).toEqual({
      index: file,
      records: 2,
      scopes: {current: {index: file, records: 2}},
    });
    await expect(readBuiltRecords(outDir)).resolves.toEqual(records);
    // Same records, same file name; other records, another name.
    expect((await writeSearchIndex(outDir, records)).index).toBe(file);
    expect((await writeSearchIndex(outDir, records.slice(1))).index).not.toBe(file);
  });

  it('writes one index per docs version, each with the pages outside the docs, never the other version', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    dirs.push(root);
    const tagged = (route: string, tag: string): SearchRecord => ({
      ...records[0],
      objectID: `${route}#-0`,
      url: `https://docs.nillion.com${route}`,
      url_without_anchor: `https://docs.nillion.com${route}`,
      docusaurus_tag: [tag],
    });
    const latest = tagged('/build/quickstart', 'docs-default-current');
    const older = tagged('/2025/build/quickstart', 'docs-default-2025');
    const api = tagged('/api/nilai/overview', 'docs-api-current');
    const article = tagged('/articles/a', 'default');
    const manifest = await writeSearchIndex(root, [latest, older, api, article]);
    expect(Object.keys(manifest.scopes).sort()).toEqual(['2025', 'current']);
    const ids = async (scope: string) =>
      (await readBuiltRecords(root, scope)).map(({objectID}) => objectID);
    expect(await ids('current')).toEqual([latest, api, article].map((r) => r.objectID));
    expect(await ids('2025')).toEqual([older, api, article].map((r) => r.objectID));
    // Latest's index is the one a reader outside the docs fetches.
    expect(manifest.index).toBe(manifest.scopes.current.index);
    await expect(readBuiltRecords(root, '2019')).rejects.toThrow('has no index for "2019"');
    // The hosted index gets every record once.
    expect((await readAllBuiltRecords(root)).map(({objectID}) => objectID).sort()).toEqual(
      [latest, older, api, article].map((r) => r.objectID).sort(),
    );
  });

  it('is named as the build reports it', () => {
    expect(searchIndexOutput.name).toBe('Search index');
  });

  it("holds the records of every page, and the build log says how many and the file's size", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    dirs.push(root);
    const pages = Array.from({length: 3}, (_value, at) => ({
      route: `/build/page-${at}`,
      url: `https://docs.nillion.com/build/page-${at}`,
      type: 'doc',
      section: 'Build',
      title: `Page ${at}`,
      description: `${'A sentence about the page. '.repeat(40)}${at}`,
      language: 'en',
      searchTags: ['docs-default-current'],
      headings: [],
      blocks: [],
    })) as unknown as PageModel[];
    const message = await searchIndexOutput.write({pages, outDir: root, files: []}, {} as never);
    const manifest = JSON.parse(await readFile(path.join(root, 'search/manifest.json'), 'utf8'));
    // Per page: its title record and its description record.
    expect(manifest.records).toBe(6);
    const records = await readBuiltRecords(root);
    expect(records.map(({objectID}) => objectID)).toEqual([
      '/build/page-0#-0',
      '/build/page-0#-1',
      '/build/page-1#-0',
      '/build/page-1#-1',
      '/build/page-2#-0',
      '/build/page-2#-1',
    ]);
    // The directory: the words and the three pages' facts, under a KiB. The files it names: a
    // chunk of the three pages' texts (a description of about 1.1 kB each) and a shard of
    // postings per family.
    const bytes = Buffer.byteLength(await readFile(path.join(root, manifest.index), 'utf8'));
    expect(bytes).toBeLessThan(1024);
    expect(message).toBe(
      `current: 6 records, directory 0 KiB and 3 files of 4 KiB raw, ${manifest.index}`,
    );
  });
});

describe('the compact wire format', () => {
  const base = records[0];
  const under = (
    type: SearchRecord['type'],
    position: number,
    levels: Partial<SearchRecord['hierarchy']>,
    anchor: string | null,
    content: string | null,
  ): SearchRecord => ({
    ...base,
    objectID: `/build/a#${anchor ?? ''}-${position}`,
    url: anchor ? `${base.url}#${anchor}` : base.url,
    anchor,
    type,
    hierarchy: {...base.hierarchy, ...levels},
    content,
    position,
  });
  const deep = {lvl2: 'Two', lvl3: 'Three', lvl4: 'Four', lvl5: 'Five', lvl6: 'Six'};
  const page: SearchRecord[] = [
    under('lvl1', 0, {}, null, null),
    under('lvl2', 1, {lvl2: 'Two'}, 'two', null),
    under('content', 2, {lvl2: 'Two'}, 'two', 'Text under two.'),
    under('content', 3, {lvl2: 'Two'}, 'two', 'More text under two.'),
    under('lvl3', 4, {lvl2: 'Two', lvl3: 'Three'}, 'three', null),
    under('lvl4', 5, {lvl2: 'Two', lvl3: 'Three', lvl4: 'Four'}, 'four', null),
    under('lvl5', 6, {lvl2: 'Two', lvl3: 'Three', lvl4: 'Four', lvl5: 'Five'}, 'five', null),
    under('lvl6', 7, deep, 'six', null),
    {...under('content', 8, deep, 'six', 'run()\nstop()'), code: true},
  ];

  it('reads back every record type and heading level unchanged', () => {
    expect(expandIndex(compactIndex(page))).toEqual(page);
  });

  it('lists the page facts once, and each heading path once for the records under it', () => {
    const [compacted] = compactIndex(page).pages;
    expect(compacted).toEqual({
      r: '/build/a',
      u: 'https://docs.nillion.com/build/a',
      s: 'Build',
      t: '/build/a',
      l: 'en',
      g: ['docs-default-current'],
      c: [
        [null, null, null, null, null, null],
        ['two', 'Two', null, null, null, null],
        ['three', 'Two', 'Three', null, null, null],
        ['four', 'Two', 'Three', 'Four', null, null],
        ['five', 'Two', 'Three', 'Four', 'Five', null],
        ['six', 'Two', 'Three', 'Four', 'Five', 'Six'],
      ],
      x: [
        [0, 0, null],
        [1, 1, null],
        [1, 6, 'Text under two.'],
        [1, 6, 'More text under two.'],
        [2, 2, null],
        [3, 3, null],
        [4, 4, null],
        [5, 5, null],
        [5, 6, 'run()\nstop()', 1],
      ],
    });
  });
});
