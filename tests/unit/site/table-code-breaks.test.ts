import {createProcessor} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import remarkTableCodeBreaks, {breakOffsets} from '../../../plugins/table-code-breaks';

/** The code split at its break offsets, with `|` where a line may break. */
function marked(code: string): string {
  const offsets = breakOffsets(code);
  let out = '';
  [...code].forEach((char, index) => {
    if (offsets.includes(index)) out += '|';
    out += char;
  });
  return out;
}

describe('breakOffsets', () => {
  it.each([
    // The cell: it broke as `.csv:/app/d | ata.csv`.
    ['$FILES/data.csv:/app/data.csv', '$FILES|/data|.csv:|/app|/data|.csv'],
    ['${FILES}/cache.db:/cache.db:ro', '${FILES}|/cache|.db:|/cache|.db:|ro'],
    ['source:destination[:mode]', 'source:|destination[:|mode]'],
    ['driver_opts', 'driver|_opts'],
    ['network-mode', 'network|-mode'],
  ])('breaks %s only between its parts', (code, expected) => {
    expect(marked(code)).toBe(expected);
  });

  it.each([['../'], ['./run.sh'], ['--flag'], ['/home'], ['.env'], ['privileged'], ['a:']])(
    'keeps a leading separator run and the ends whole: %s',
    (code) => {
      const offsets = breakOffsets(code);
      expect(offsets.every((offset) => offset > 0 && offset < code.length)).toBe(true);
      expect(marked(code)).not.toMatch(/^[./-]+\|/);
    },
  );

  it('gives a word without separators no break', () => {
    expect(breakOffsets('privileged')).toEqual([]);
  });
});

/** Compiles a page as Docusaurus does (MDX with GFM tables, then the plugin) to JSX source. */
async function compile(markdown: string): Promise<string> {
  const processor = createProcessor({remarkPlugins: [remarkGfm, remarkTableCodeBreaks]});
  return String(await processor.process({path: '/site/docs/a.mdx', value: markdown}));
}

describe('table code breaks (remark)', () => {
  const table = '| Allowed |\n| --- |\n| `$FILES/a.csv:/app/a.csv` |\n';

  it('puts a <wbr> at each break of code in a table cell', async () => {
    const jsx = await compile(table);
    const code = jsx.slice(jsx.indexOf('_components.code'));
    const runs = [...code.matchAll(/"([^"]*)"|_components\.wbr|"wbr"/g)]
      .slice(0, 11)
      .map((match) => match[1] ?? 'wbr');
    expect(runs).toEqual([
      '$FILES',
      'wbr',
      '/a',
      'wbr',
      '.csv:',
      'wbr',
      '/app',
      'wbr',
      '/a',
      'wbr',
      '.csv',
    ]);
  });

  it('leaves code outside tables as one run', async () => {
    const jsx = await compile('Mount `$FILES/a.csv:/app/a.csv` read-only.\n');
    expect(jsx).toContain('"$FILES/a.csv:/app/a.csv"');
    expect(jsx).not.toMatch(/wbr/);
  });
});
