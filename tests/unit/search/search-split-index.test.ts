/**
 * The split index (src/lib/search/split.ts; issue 36): a reader's browser fetches the directory,
 * then only the shards holding a query's words and the texts of the pages shown, and ranks exactly
 * as the whole index ranks the same records: the same records, scores, order and matched words.
 */
import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../../../src/lib/search/engine';
import {NEXT_KEY_WAIT_MS, SplitSearchEngine} from '../../../src/lib/search/split';
import type {RecordType, SearchRecord} from '../../../src/lib/search/types';
import {splitIndexOf} from '../../support/split-index';

/** A deterministic sequence of numbers in [0, 1). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * Words whose first appearance is not in sorted order and that share prefixes at several depths
 * (so MiniSearch's tree of words differs from one built in another order), identifiers made of
 * words, and stop words.
 */
const WORDS = (
  'verifying_key verify verifying verified nildb nil nilai nilauth nilcc nilDB SecretVaults ' +
  'secret vaults secretvaults blindfold blind fold module modules modular attestation attest ' +
  'storage store stored private privately collection collections collectionExplorer query ' +
  'queries queried network networks configuration configure builder NucTokenBuilder token ' +
  'tokens credits credit wallet wallets sign signing the a of to how do'
).split(' ');
const TYPES: RecordType[] = ['lvl2', 'lvl3', 'content', 'content', 'content'];

function corpus(pages: number, seed: number): SearchRecord[] {
  const next = random(seed);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)];
  const text = (length: number) => Array.from({length}, pick).join(' ');
  const records: SearchRecord[] = [];
  for (let page = 0; page < pages; page += 1) {
    const route = `/section-${page % 3}/page-${page}`;
    const url = `https://docs.example.org${route}`;
    const title = text(3);
    const section = ['Build', 'Learn', 'API'][page % 3];
    const tags = page % 4 === 0 ? ['docs-default-current'] : ['default'];
    const base = {
      url_without_anchor: url,
      language: 'en',
      docusaurus_tag: tags,
    };
    const count = 2 + Math.floor(next() * 5);
    let heading: string | null = null;
    for (let position = 0; position < count; position += 1) {
      const type = position === 0 ? 'lvl1' : TYPES[Math.floor(next() * TYPES.length)];
      if (type !== 'content' && type !== 'lvl1') heading = text(2);
      const anchor = heading ? `h-${position}` : null;
      records.push({
        ...base,
        objectID: `${route}#${anchor ?? ''}-${position}`,
        url: anchor ? `${url}#${anchor}` : url,
        anchor,
        type,
        hierarchy: {
          lvl0: section,
          lvl1: title,
          lvl2: heading,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        content: type === 'content' ? text(4 + Math.floor(next() * 20)) : null,
        position,
        ...(type === 'content' && next() < 0.2 ? {code: true as const} : {}),
      });
    }
  }
  return records;
}

/** Queries of every kind the engine plans: prefixes, typos, pairs, split and joined names. */
function queries(): string[] {
  const list = new Set<string>();
  for (const word of WORDS) {
    const lower = word.toLowerCase();
    for (let length = 1; length <= lower.length; length += 1) list.add(lower.slice(0, length));
    if (lower.length >= 5) {
      list.add(lower.slice(0, 2) + lower[3] + lower[2] + lower.slice(4));
      list.add(lower.slice(0, -1) + 'x');
    }
  }
  list.add('secret vaults');
  list.add('collectionexplorer');
  list.add('nuc token builder');
  list.add('how do I verify nildb attestation');
  list.add('the');
  list.add('private stor');
  list.add('');
  return [...list];
}

describe('the split index', () => {
  const records = corpus(250, 7);
  const whole = new SearchEngine(records);
  const {directory, fetchFile} = splitIndexOf(records);

  it('is cut into several shards per family, so a query fetches a part of the index', () => {
    expect(directory.headingShards.length).toBeGreaterThan(0);
    expect(directory.bodyShards.length).toBeGreaterThan(1);
  });

  it('ranks every query exactly as the whole index: records, scores, order, matched words', async () => {
    const split = new SplitSearchEngine(directory, fetchFile);
    const filters = [
      undefined,
      ['language:en'],
      ['hierarchy.lvl0:Learn'],
      [['docusaurus_tag:default']],
    ];
    let compared = 0;
    for (const [at, query] of queries().entries()) {
      // Every query unfiltered, every fourth under each filter too.
      for (const facetFilters of at % 4 === 0 ? filters : filters.slice(0, 1)) {
        const expected = whole.rank(query, {facetFilters});
        expect(await split.rank(query, {facetFilters}), `${query} ${String(facetFilters)}`).toEqual(
          expected,
        );
        compared += expected.length;
      }
    }
    // The comparison is not of empty lists.
    expect(compared).toBeGreaterThan(5_000);
  }, 30_000);

  it('gives the records of the matches shown, as the whole index holds them', async () => {
    const split = new SplitSearchEngine(directory, fetchFile);
    for (const query of ['nildb', 'collection explorer', 'verifying']) {
      const shown = whole.rank(query).slice(0, 20);
      expect(await split.recordsOf(shown)).toEqual(whole.recordsOf(shown));
    }
  });
});

describe('what a query fetches', () => {
  const records = corpus(400, 11);
  const fetched: string[] = [];
  const {directory, fetchFile} = splitIndexOf(records, fetched);
  const shardsOf = (family: [string, string][]) => new Set(family.map(([, file]) => file));
  const headingShards = shardsOf(directory.headingShards);
  const bodyShards = shardsOf(directory.bodyShards);
  const pageTexts = new Set(directory.textChunks);

  it('fetches heading shards only for a query of one or two letters', async () => {
    fetched.length = 0;
    await new SplitSearchEngine(directory, fetchFile).rank('ni');
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((file) => headingShards.has(file))).toBe(true);
  });

  it('preloads the headings family, after which a query of two letters fetches nothing', async () => {
    fetched.length = 0;
    const split = new SplitSearchEngine(directory, fetchFile);
    await split.loadHeadings();
    expect(new Set(fetched)).toEqual(headingShards);
    const preloaded = fetched.length;
    expect(preloaded).toBe(headingShards.size);
    await split.rank('ni');
    await split.rank('wa');
    expect(fetched).toHaveLength(preloaded);
  });

  it('fetches the shards of the words a query matches, each once, and no page text', async () => {
    fetched.length = 0;
    const split = new SplitSearchEngine(directory, fetchFile);
    await split.rank('wallet');
    const first = [...fetched];
    expect(first.some((file) => bodyShards.has(file))).toBe(true);
    expect(first.some((file) => pageTexts.has(file))).toBe(false);
    // Fewer than all: "wallet" and "wallets" sit in one or two shards of each family.
    expect(first.length).toBeLessThanOrEqual(4);
    expect(new Set(first).size).toBe(first.length);
    // Asked again, nothing more is fetched.
    await split.rank('wallet');
    await split.rank('wallets');
    expect(fetched).toEqual(first);
  });

  it('fetches the chunk of page texts of each page shown, once', async () => {
    const split = new SplitSearchEngine(directory, fetchFile);
    const shown = (await split.rank('credits')).slice(0, 20);
    fetched.length = 0;
    await split.recordsOf(shown);
    await split.recordsOf(shown);
    const pages = [...new Set(shown.map(({id}) => records[id].url_without_anchor))];
    const chunks = new Set(
      pages.map((url) => {
        const page = directory.pages.findIndex(([route]) => url.endsWith(route));
        return directory.textChunks[directory.pages[page][7]];
      }),
    );
    expect(new Set(fetched)).toEqual(chunks);
    expect(fetched).toHaveLength(chunks.size);
    // Fewer files than pages: chunks hold several pages each.
    expect(chunks.size).toBeLessThan(pages.length);
    expect(fetched.every((file) => pageTexts.has(file))).toBe(true);
  });

  it('tries a file again after its download failed', async () => {
    let failing = true;
    const split = new SplitSearchEngine(directory, async (name) => {
      if (failing) throw new Error('offline');
      return fetchFile(name);
    });
    await expect(split.rank('storage')).rejects.toThrow('offline');
    failing = false;
    const whole = new SearchEngine(records);
    expect(await split.rank('storage')).toEqual(whole.rank('storage'));
  });
});

describe('a query that scores many postings', () => {
  const records = corpus(200, 13);
  const {directory, fetchFile} = splitIndexOf(records);
  // "storage" and the words it begins score a few hundred postings here; the limit is lowered
  // under that, as a site ten times larger puts "nil" over the real one.
  const limit = 50;

  it('waits for the next key before it scores, is not scored once a newer query came, and leaves that query its shards', async () => {
    const split = new SplitSearchEngine(directory, fetchFile, limit);
    const controller = new AbortController();
    const ranking = split.rank('stor', {}, controller.signal);
    setTimeout(() => controller.abort(new Error('superseded')), NEXT_KEY_WAIT_MS / 2);
    await expect(ranking).rejects.toThrow('superseded');
    // Typed on: "storage" needs shards "stor" fetched and, superseded, never read.
    expect(await split.rank('storage')).toEqual(new SearchEngine(records).rank('storage'));
  });

  it('scores as the whole index once the wait passes with no newer query', async () => {
    const split = new SplitSearchEngine(directory, fetchFile, limit);
    const started = performance.now();
    const ranked = await split.rank('stor', {}, new AbortController().signal);
    expect(performance.now() - started).toBeGreaterThanOrEqual(NEXT_KEY_WAIT_MS - 1);
    expect(ranked).toEqual(new SearchEngine(records).rank('stor'));
  });

  it('does not wait when it scores fewer, or when nothing can supersede it', async () => {
    const few = new SplitSearchEngine(directory, fetchFile);
    await few.rank('stor');
    let started = performance.now();
    await few.rank('stor', {}, new AbortController().signal);
    expect(performance.now() - started).toBeLessThan(NEXT_KEY_WAIT_MS);
    const noSignal = new SplitSearchEngine(directory, fetchFile, limit);
    await noSignal.rank('stor');
    started = performance.now();
    await noSignal.rank('stor');
    expect(performance.now() - started).toBeLessThan(NEXT_KEY_WAIT_MS);
  });
});

describe('the files of a split index', () => {
  const records = corpus(250, 17);
  const {directory, files} = splitIndexOf(records);
  const read = <T>(file: string) => JSON.parse(files.get(file)!) as T;
  type Shard = {words: [string, [number, number[], number[] | 0, number[], number[]][]][]};
  const postingsOf = (shard: Shard) =>
    shard.words.reduce(
      (sum, [, fields]) => sum + fields.reduce((count, [, gaps]) => count + gaps.length, 0),
      0,
    );

  it('cuts each family into shards of sorted words, each closed once it holds 3,000 postings', () => {
    for (const family of [directory.headingShards, directory.bodyShards]) {
      const shards = family.map(([first, file]) => ({first, shard: read<Shard>(file)}));
      const words = shards.flatMap(({shard}) => shard.words.map(([word]) => word));
      expect(words).toEqual([...words].sort());
      expect(new Set(words).size).toBe(words.length);
      for (const [at, {first, shard}] of shards.entries()) {
        expect(shard.words[0][0]).toBe(first);
        if (at === shards.length - 1) continue;
        // Full, and it was not full before its last word.
        expect(postingsOf(shard)).toBeGreaterThanOrEqual(3000);
        expect(postingsOf({words: shard.words.slice(0, -1)})).toBeLessThan(3000);
      }
    }
  });

  it('writes a word count only where a record holds the word more than once', () => {
    const counts = directory.bodyShards
      .flatMap(([, file]) => read<Shard>(file).words)
      .flatMap(([, fields]) => fields.map(([, , count]) => count));
    expect(counts).toContain(0);
    const written = counts.filter((count): count is number[] => count !== 0);
    expect(written.length).toBeGreaterThan(0);
    for (const list of written) expect(list.some((count) => count > 1)).toBe(true);
  });

  it('lists each section, language and set of tags once, in the order pages first have them', () => {
    expect(directory.sections).toEqual(['Build', 'Learn', 'API']);
    expect(directory.languages).toEqual(['en']);
    expect(directory.tagSets).toEqual([['docs-default-current'], ['default']]);
  });

  it('puts consecutive pages in chunks of about 8 kB of text', () => {
    const bytes = (text: unknown) => JSON.stringify(text).length;
    expect(directory.textChunks.length).toBeGreaterThan(3);
    for (const [at, file] of directory.textChunks.entries()) {
      const {pages} = read<{pages: unknown[]}>(file);
      const size = pages.reduce<number>((sum, page) => sum + bytes(page), 0);
      if (at < directory.textChunks.length - 1) {
        expect(size).toBeGreaterThanOrEqual(8000);
        expect(size - bytes(pages.at(-1))).toBeLessThan(8000);
      }
    }
    // Each page in the chunk it names, in order.
    expect(directory.pages.map((page) => page[7])).toEqual(
      [...directory.pages.map((page) => page[7])].sort((a, b) => a - b),
    );
  });

  it('writes a page URL only where it is not the origin followed by the route', async () => {
    expect(directory.pages.every(([, url]) => url === null)).toBe(true);
    const elsewhere = records.map((record) =>
      record.url_without_anchor.endsWith('/page-3')
        ? {
            ...record,
            url: record.url.replace('docs.example.org', 'mirror.example.org'),
            url_without_anchor: 'https://mirror.example.org/section-0/page-3',
          }
        : record,
    );
    const moved = splitIndexOf(elsewhere);
    const page = moved.directory.pages.find(([route]) => route === '/section-0/page-3')!;
    expect(page[1]).toBe('https://mirror.example.org/section-0/page-3');
    const split = new SplitSearchEngine(moved.directory, moved.fetchFile);
    const whole = new SearchEngine(elsewhere);
    const ranked = await split.rank('wallet');
    expect(await split.recordsOf(ranked)).toEqual(whole.recordsOf(whole.rank('wallet')));
  });

  it('knows the words only page titles and heading paths hold, and plans as the whole index', async () => {
    // A section heading no record of its own carries: "zephyr" and "quasar" are in the heading
    // path of the records under it only.
    const target = records.findIndex((record) => record.type === 'content');
    const lone = records.map((record, at) =>
      at === target ? {...record, hierarchy: {...record.hierarchy, lvl2: 'Zephyr Quasar'}} : record,
    );
    const {directory: planned, fetchFile} = splitIndexOf(lone);
    expect(planned.vocabularyMissing.map((at) => planned.words[at]).sort()).toEqual([
      'quasar',
      'zephyr',
    ]);
    const split = new SplitSearchEngine(planned, fetchFile);
    const whole = new SearchEngine(lone);
    // As one word, "zephyrquasar" splits into two only where both are words planning knows.
    for (const query of ['zephyrquasar', 'zephyr quasar', 'zephyr', 'secretvaults']) {
      expect(await split.rank(query)).toEqual(whole.rank(query));
    }
  });

  it('fetches nothing for a query no word matches', async () => {
    const fetched: string[] = [];
    const {directory: quiet, fetchFile} = splitIndexOf(records, fetched);
    const split = new SplitSearchEngine(quiet, fetchFile);
    expect(await split.rank('qqqqqqqqq')).toEqual([]);
    expect(fetched).toEqual([]);
  });

  it('fetches a chunk of page texts again after its download failed', async () => {
    const index = splitIndexOf(records);
    let failing = false;
    const split = new SplitSearchEngine(index.directory, async (name) => {
      if (failing && index.directory.textChunks.includes(name)) throw new Error('offline');
      return index.fetchFile(name);
    });
    const ranked = await split.rank('wallet');
    failing = true;
    await expect(split.recordsOf(ranked)).rejects.toThrow('offline');
    failing = false;
    const whole = new SearchEngine(records);
    expect(await split.recordsOf(ranked)).toEqual(whole.recordsOf(whole.rank('wallet')));
  });
});
