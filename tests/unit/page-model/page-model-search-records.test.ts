/**
 * Search records as a function of the page model: a hand-written page in, the DocSearch-shaped
 * records the search modal should find out.
 */
import {beforeEach, describe, expect, it} from 'vitest';
import {paragraph, text} from '../../support/page-model-blocks';
import type {Block, PageModel} from '../../../src/lib/page-model/model';
import {
  MAX_CONTENT_LENGTH,
  codeLines,
  searchRecordsOf,
} from '../../../plugins/page-model/outputs/search-records';
import {compactIndex, expandIndex} from '../../../src/lib/search/compact';
import type {SearchRecord} from '../../../src/lib/search/types';

const heading = (level: 2 | 3 | 4, id: string | null, value: string): Block => ({
  type: 'heading',
  level,
  id,
  text: value,
  content: [text(value)],
});

function page(blocks: Block[], description = 'What this page is about.'): PageModel {
  return {
    route: '/build/quickstart',
    url: 'https://docs.example.org/build/quickstart',
    type: 'doc',
    section: 'Build',
    title: 'Page title',
    description,
    language: 'en',
    searchTags: ['docs-default-current'],
    headings: [],
    blocks,
  };
}

const summary = (blocks: Block[]) =>
  searchRecordsOf(page(blocks)).map((record) => [record.type, record.anchor, record.content]);

describe('searchRecordsOf', () => {
  const blocks: Block[] = [
    paragraph(
      text('Intro with '),
      {type: 'code', text: 'nilDB'},
      text(' and a '),
      {
        type: 'link',
        href: '/x',
        title: '',
        children: [text('link')],
      },
      text(', inline.'),
    ),
    heading(2, 'setup', 'Setup'),
    paragraph(text('Install the SDK.')),
    {type: 'code', language: 'bash', title: '', text: 'npm install secret-code'},
    {type: 'diagram', source: 'flowchart LR\n  secret --> diagram'},
    heading(3, 'keys', 'Keys'),
    {
      type: 'list',
      ordered: false,
      start: 1,
      items: [
        {
          spread: false,
          blocks: [
            paragraph(text('First item')),
            {
              type: 'list',
              ordered: false,
              start: 1,
              items: [{spread: false, blocks: [paragraph(text('Nested item'))]}],
            },
          ],
        },
      ],
    },
    {
      type: 'table',
      header: [[text('Name')], [text('Value')]],
      rows: [
        [[text('chain')], [{type: 'code', text: 'nillion-1'}]],
        [[text('empty')], []],
      ],
    },
    heading(2, 'next', 'Next steps'),
    paragraph(text('<img src=x onerror=alert(1)> is text here.')),
  ];
  // Built before each test, not while the tests are collected: a defect in searchRecordsOf then
  // fails the tests rather than stopping the file from loading (which Stryker counts as no test).
  let records: SearchRecord[] = [];
  beforeEach(() => {
    records = searchRecordsOf(page(blocks));
  });

  it('one record per title, description, heading and piece of text, in page order', () => {
    expect(records.map((record) => [record.type, record.anchor, record.content])).toEqual([
      ['lvl1', null, null],
      ['content', null, 'What this page is about.'],
      ['content', null, 'Intro with nilDB and a link, inline.'],
      ['lvl2', 'setup', null],
      ['content', 'setup', 'Install the SDK.'],
      ['content', 'setup', 'npm install secret-code'],
      ['lvl3', 'keys', null],
      ['content', 'keys', 'First item'],
      ['content', 'keys', 'Nested item'],
      ['content', 'keys', 'Name | Value'],
      ['content', 'keys', 'chain | nillion-1'],
      ['content', 'keys', 'empty'],
      ['lvl2', 'next', null],
      ['content', 'next', '<img src=x onerror=alert(1)> is text here.'],
    ]);
  });

  it('each record has its heading path, the anchor URL, the page facets and a unique id', () => {
    const nested = records.find((record) => record.content === 'Nested item')!;
    expect(nested).toEqual({
      objectID: '/build/quickstart#keys-8',
      url: 'https://docs.example.org/build/quickstart#keys',
      url_without_anchor: 'https://docs.example.org/build/quickstart',
      anchor: 'keys',
      type: 'content',
      hierarchy: {
        lvl0: 'Build',
        lvl1: 'Page title',
        lvl2: 'Setup',
        lvl3: 'Keys',
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: 'Nested item',
      language: 'en',
      docusaurus_tag: ['docs-default-current'],
      position: 8,
    });
    const afterReset = records.find((record) => record.content?.startsWith('<img'))!;
    expect(afterReset.hierarchy.lvl2).toBe('Next steps');
    expect(afterReset.hierarchy.lvl3).toBeNull();
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it('a code block gives one record of its command and identifier lines, flagged as code', () => {
    const code = records.filter((record) => record.code);
    expect(code.map((record) => [record.anchor, record.content])).toEqual([
      ['setup', 'npm install secret-code'],
    ]);
    expect(JSON.stringify(records)).not.toContain('diagram');
  });

  it('keeps code lines that name an identifier, once per page, and drops comments and values', () => {
    const seen = new Set<string>();
    const sample = [
      '// set up the client',
      'const builder = await SecretVaultBuilderClient.from({',
      '  nilauthUrl: NILAUTH_URL,',
      "  name: 'demo',",
      '});',
      'await builder.refreshRootToken();',
      'await fetch(`${base}/v1/workloads/create`);',
    ].join('\n');
    expect(codeLines(sample, seen)).toEqual([
      'const builder = await SecretVaultBuilderClient.from({',
      'nilauthUrl: NILAUTH_URL,',
      'await builder.refreshRootToken();',
      'await fetch(`${base}/v1/workloads/create`);',
    ]);
    // The same identifiers again on the page add nothing.
    expect(codeLines('builder.refreshRootToken()\nconst x = NILAUTH_URL', seen)).toEqual([]);
  });

  it('a heading without an id keeps the anchor above it', () => {
    expect(summary([heading(2, 'a', 'A'), heading(3, null, 'B'), paragraph(text('x'))])).toEqual([
      ['lvl1', null, null],
      ['content', null, 'What this page is about.'],
      ['lvl2', 'a', null],
      ['lvl3', 'a', null],
      ['content', 'a', 'x'],
    ]);
  });

  it('a link card is one piece of text, its title and description; never a heading', () => {
    const records = searchRecordsOf(
      page([
        heading(2, 'guides', 'Guides in this section'),
        {
          type: 'linkCard',
          href: '/community/guides/testnet-faucet',
          title: 'Testnet Faucet Guide',
          description: 'Request testnet NIL.',
        },
        {type: 'linkCard', href: '/tools', title: 'Tools', description: ''},
      ]),
    );
    expect(records.map((record) => [record.type, record.content, record.hierarchy.lvl2])).toEqual([
      ['lvl1', null, null],
      ['content', 'What this page is about.', null],
      ['lvl2', null, 'Guides in this section'],
      ['content', 'Testnet Faucet Guide: Request testnet NIL.', 'Guides in this section'],
      ['content', 'Tools', 'Guides in this section'],
    ]);
  });

  it('admonitions, quotes, tabs and collapsible sections: their text, tab labels first', () => {
    expect(
      summary([
        {type: 'admonition', kind: 'tip', title: 'Plan ahead', blocks: [paragraph(text('Early.'))]},
        {type: 'quote', blocks: [paragraph(text('Said.'))]},
        {
          type: 'tabs',
          tabs: [
            {label: '200', blocks: [paragraph(text('The models.'))]},
            {label: '401', blocks: [paragraph(text('Bad token.'))]},
          ],
        },
        {type: 'details', summary: [text('Why?')], blocks: [paragraph(text('Because.'))]},
        {type: 'endpoint', method: 'GET', path: '/v1/models'},
        {type: 'image', src: '/a.png', alt: 'A chart', title: ''},
      ]).slice(2),
    ).toEqual([
      ['content', null, 'Early.'],
      ['content', null, 'Said.'],
      ['content', null, '200'],
      ['content', null, '401'],
      ['content', null, 'The models.'],
      ['content', null, 'Bad token.'],
      ['content', null, 'Why?'],
      ['content', null, 'Because.'],
    ]);
  });

  it('the same text under the same anchor is indexed once', () => {
    expect(summary([paragraph(text('Same.')), paragraph(text('Same.'))]).slice(2)).toEqual([
      ['content', null, 'Same.'],
    ]);
  });

  it('cuts very long text at a word boundary', () => {
    const long = searchRecordsOf(page([paragraph(text('word '.repeat(600)))]));
    const content = long.at(-1)!.content!;
    expect(content.length).toBeLessThanOrEqual(MAX_CONTENT_LENGTH + 1);
    expect(content.endsWith('word…')).toBe(true);
  });

  it('keeps text of exactly the longest length whole', () => {
    const exact = `${'abcd '.repeat(239)}abcde`;
    expect(exact).toHaveLength(MAX_CONTENT_LENGTH);
    expect(searchRecordsOf(page([paragraph(text(exact))])).at(-1)!.content).toBe(exact);
    expect(searchRecordsOf(page([paragraph(text(`${exact}f`))])).at(-1)!.content).toBe(
      `${'abcd '.repeat(239).trimEnd()}…`,
    );
  });

  it('a piece of text with no words (an image alone, spaces) gives no record', () => {
    expect(
      summary([
        paragraph({type: 'image', src: '/a.png', alt: 'A chart', title: ''}),
        paragraph(text('   ')),
        {type: 'table', header: [[], []], rows: []},
      ]).slice(2),
    ).toEqual([]);
  });

  it('an h1 in the body is neither a record nor a level: the page title stays lvl1', () => {
    const records = searchRecordsOf(
      page([
        {type: 'heading', level: 1, id: 'again', text: 'Title again', content: [text('x')]},
        paragraph(text('Under it.')),
      ]),
    );
    expect(records.map((record) => [record.type, record.anchor, record.content])).toEqual([
      ['lvl1', null, null],
      ['content', null, 'What this page is about.'],
      ['content', null, 'Under it.'],
    ]);
    expect(records.at(-1)!.hierarchy.lvl1).toBe('Page title');
  });

  it('a heading clears every deeper level, down to lvl6', () => {
    const deep = (level: 2 | 3 | 4 | 5 | 6, value: string): Block => ({
      type: 'heading',
      level,
      id: value.toLowerCase(),
      text: value,
      content: [text(value)],
    });
    const records = searchRecordsOf(
      page([
        deep(2, 'Two'),
        deep(3, 'Three'),
        deep(4, 'Four'),
        deep(5, 'Five'),
        deep(6, 'Six'),
        paragraph(text('Deep text.')),
        deep(2, 'Other'),
        paragraph(text('Shallow text.')),
      ]),
    );
    expect(records.find((record) => record.content === 'Deep text.')!.hierarchy).toEqual({
      lvl0: 'Build',
      lvl1: 'Page title',
      lvl2: 'Two',
      lvl3: 'Three',
      lvl4: 'Four',
      lvl5: 'Five',
      lvl6: 'Six',
    });
    expect(records.find((record) => record.content === 'Shallow text.')!.hierarchy).toEqual({
      lvl0: 'Build',
      lvl1: 'Page title',
      lvl2: 'Other',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
  });

  it('a page without a description has no description record', () => {
    expect(searchRecordsOf(page([], '')).map((record) => record.type)).toEqual(['lvl1']);
  });

  it('survives the compact wire format unchanged', () => {
    expect(expandIndex(compactIndex(records))).toEqual(records);
  });
});

describe('codeLines: which lines of a sample are indexed', () => {
  const kept = (text: string) => codeLines(text, new Set());

  it('keeps command lines, with or without a prompt, and no other plain line', () => {
    expect(
      kept(
        [
          '$ npm install @nillion/client',
          '  python3 -m venv .venv',
          'python app.py',
          'pip install nilrag',
          'echo done',
          'install npm things',
          'npx',
        ].join('\n'),
      ),
    ).toEqual([
      '$ npm install @nillion/client',
      'python3 -m venv .venv',
      'python app.py',
      'pip install nilrag',
    ]);
  });

  it('drops comment lines of every common syntax, but keeps a shebang', () => {
    expect(
      kept(
        [
          '// const a = firstName;',
          '# export NIL_KEY=1',
          '/* makeClient() */',
          ' * getToken()',
          '-- SELECT user_id',
          '#!/usr/bin/env ts_node',
          '--flag user_id',
          'x--y userName',
        ].join('\n'),
      ),
    ).toEqual(['#!/usr/bin/env ts_node', '--flag user_id', 'x--y userName']);
  });

  it('keeps lines naming camelCase, PascalCase, snake_case or UPPER_CASE names, or an API path', () => {
    expect(
      kept(
        [
          'const x = makeClient;',
          'new SecretVault',
          'new Secret',
          'use store_prompt here',
          'read NIL_API_KEY now',
          'GET /v1/models',
          'GET /models',
          'plain words only',
          'x = aB',
          'X = A_',
        ].join('\n'),
      ),
    ).toEqual([
      'const x = makeClient;',
      'new SecretVault',
      'use store_prompt here',
      'read NIL_API_KEY now',
      'GET /v1/models',
      'x = aB',
    ]);
  });

  it('keeps a line whose names were all seen only when it is a command', () => {
    const seen = new Set<string>();
    expect(codeLines('run makeClient\nnpm run makeClient', seen)).toEqual([
      'run makeClient',
      'npm run makeClient',
    ]);
    expect(codeLines('call makeClient and makeToken', seen)).toEqual([
      'call makeClient and makeToken',
    ]);
    expect(codeLines('again makeClient, makeToken', seen)).toEqual([]);
  });

  it('collapses spaces and cuts a line over 120 characters at a word', () => {
    const words = Array.from({length: 30}, (_value, at) => `w${at}`).join(' ');
    const [line] = kept(`callApi(   ${words}   ${words})`);
    expect(line.length).toBeLessThanOrEqual(120);
    expect(`callApi( ${words} ${words})`.startsWith(line)).toBe(true);
    expect(line.endsWith(' ')).toBe(false);
    expect(`callApi( ${words} ${words})`.charAt(line.length)).toBe(' ');
    // A line of exactly 120 characters is kept whole.
    const exact = `callApi(${'x'.repeat(111)})`;
    expect(exact).toHaveLength(120);
    expect(kept(exact)).toEqual([exact]);
    // Without a space in reach, it is cut at 60 characters.
    expect(kept(`makeClient${'y'.repeat(200)} tail`)).toEqual([`makeClient${'y'.repeat(50)}`]);
  });

  it('gives no record for a code block with no line worth indexing', () => {
    expect(
      summary([{type: 'code', language: 'text', title: '', text: '// only a comment\n\n42'}]).slice(
        2,
      ),
    ).toEqual([]);
    expect(
      summary([{type: 'code', language: 'ts', title: '', text: 'makeClient()\nmakeToken()'}]).slice(
        2,
      ),
    ).toEqual([['content', null, 'makeClient()\nmakeToken()']]);
  });
});
