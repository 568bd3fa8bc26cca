/**
 * The `.md` export as a function of the page model: hand-written blocks in, the Markdown a
 * reader (or an LLM) should get out.
 */
import {describe, expect, it} from 'vitest';
import {PAGE_URL, md, paragraph, text} from '../../support/page-model-blocks';
import type {Block, Inline} from '../../../src/lib/page-model/model';
import {pageMarkdown} from '../../../src/lib/page-model/markdown';
import {rendered} from '../../support/commonmark';
import {exportBody, exportText, FALLBACK_TITLE} from '../../../src/lib/page-model/export-text';

const heading = (level: 1 | 2 | 3 | 4 | 5 | 6, value: string): Block => ({
  type: 'heading',
  level,
  id: null,
  text: value,
  content: [text(value)],
});
const list = (ordered: boolean, items: Block[][], {start = 1, spread = false} = {}): Block => ({
  type: 'list',
  ordered,
  start,
  items: items.map((blocks) => ({spread, blocks})),
});

describe('text', () => {
  it('paragraphs are separated by a blank line', () => {
    expect(md(paragraph(text('First.')), paragraph(text('Second.')))).toBe('First.\n\nSecond.');
  });

  it('bold, italic, struck out and a line break', () => {
    expect(
      md(
        paragraph(
          {type: 'strong', children: [text('bold')]},
          text(', '),
          {type: 'emphasis', children: [text('italic')]},
          text(', '),
          {type: 'strikethrough', children: [text('old')]},
          {type: 'break'},
          text('next line'),
        ),
      ),
    ).toBe('**bold**, *italic*, ~~old~~\\\nnext line');
  });

  it('spaces at the edges of formatted text move outside the markers', () => {
    expect(md(paragraph(text('a'), {type: 'strong', children: [text(' b ')]}, text('c')))).toBe(
      'a **b** c',
    );
    // A space already next to it is not doubled.
    expect(md(paragraph(text('a '), {type: 'strong', children: [text('b')]}))).toBe('a **b**');
  });

  it('inline code takes a longer backtick run than any inside it', () => {
    expect(
      md(
        paragraph(
          text('Call '),
          {type: 'code', text: 'createClient()'},
          text(' or '),
          {type: 'code', text: 'a`b'},
          text(' or '),
          {type: 'code', text: '`x`'},
        ),
      ),
    ).toBe('Call `createClient()` or ``a`b`` or `` `x` ``');
  });

  it('characters that would start Markdown are escaped, line-start ones only at the start of a line', () => {
    // A `]` with no `[` before it, `_` inside a word and `\` before a space are text as they stand.
    expect(md(paragraph(text('- not a list, *not* [a link] 2_000 \\ `x`')))).toBe(
      '\\- not a list, \\*not\\* \\[a link] 2_000 \\ \\`x\\`',
    );
    expect(
      md(
        paragraph(text('# no heading')),
        paragraph(text('1. no item')),
        paragraph(text('> no quote')),
      ),
    ).toBe('\\# no heading\n\n1\\. no item\n\n\\> no quote');
    expect(md(paragraph(text('a - b + c # d > e')))).toBe('a - b + c # d > e');
  });

  it('links and images are made absolute; in-page # links become plain text', () => {
    const link = (href: string, label: string, title = ''): Inline => ({
      type: 'link',
      href,
      title,
      children: [text(label)],
    });
    expect(
      md(
        paragraph(
          link('/learn/protocols', 'Protocols'),
          text(', '),
          link('../quickstart#install', 'up'),
          text(', '),
          link('https://github.com/NillionNetwork', 'GitHub', 'Source "code"'),
          text(', '),
          link('#setup', 'Setup'),
          text(' and '),
          link('/x(1) y', 'odd'),
          text('.'),
        ),
      ),
    ).toBe(
      '[Protocols](https://docs.example.org/learn/protocols), ' +
        '[up](https://docs.example.org/build/quickstart#install), ' +
        '[GitHub](https://github.com/NillionNetwork "Source \\"code\\""), Setup and ' +
        '[odd](https://docs.example.org/x\\(1\\)%20y).',
    );
    expect(
      md(paragraph({type: 'image', src: '/img/flow.png', alt: 'Data flow [v2]', title: ''})),
    ).toBe('![Data flow \\[v2\\]](https://docs.example.org/img/flow.png)');
    expect(md({type: 'image', src: 'cover.svg', alt: 'Cover', title: 'The cover'})).toBe(
      '![Cover](https://docs.example.org/build/guide/cover.svg "The cover")',
    );
  });
});

describe('blocks', () => {
  it('headings', () => {
    expect(md(heading(2, 'Two'), heading(3, 'Three'), heading(6, 'Six'))).toBe(
      '## Two\n\n### Three\n\n###### Six',
    );
    expect(
      md({
        type: 'heading',
        level: 2,
        id: 'install',
        text: 'Install nilai',
        content: [text('Install '), {type: 'code', text: 'nilai'}],
      }),
    ).toBe('## Install `nilai`');
  });

  it('code keeps its language, title and blank lines; a fence inside gets a longer fence', () => {
    expect(
      md({type: 'code', language: 'ts', title: 'demo.ts', text: 'const a = 1;\n\nconsole.log(a);'}),
    ).toBe('```ts title="demo.ts"\nconst a = 1;\n\nconsole.log(a);\n```');
    expect(md({type: 'code', language: 'md', title: '', text: '```bash\nls\n```'})).toBe(
      '````md\n```bash\nls\n```\n````',
    );
    expect(md({type: 'code', language: '', title: '', text: 'plain'})).toBe('```\nplain\n```');
  });

  it('a diagram is a mermaid code block', () => {
    expect(md({type: 'diagram', source: 'flowchart LR\n  A --> B\n'})).toBe(
      '```mermaid\nflowchart LR\n  A --> B\n```',
    );
  });

  it('nested and numbered lists; a loose item is followed by a blank line', () => {
    expect(
      md(
        list(false, [
          [
            paragraph(text('One')),
            list(false, [[paragraph(text('One.a'))], [paragraph(text('One.b'))]]),
          ],
          [paragraph(text('Two'))],
        ]),
        list(true, [[paragraph(text('Three'))], [paragraph(text('Four'))]], {start: 3}),
      ),
    ).toBe('- One\n  - One.a\n  - One.b\n- Two\n\n3. Three\n4. Four');
    expect(
      md(
        list(
          true,
          [
            [paragraph(text('Step')), {type: 'code', language: 'bash', title: '', text: 'ls'}],
            [paragraph(text('Done'))],
          ],
          {
            spread: true,
          },
        ),
      ),
    ).toBe('1. Step\n\n   ```bash\n   ls\n   ```\n\n2. Done');
  });

  it('tables: the header, its rule, one line per row, pipes escaped', () => {
    expect(
      md({
        type: 'table',
        header: [[text('Name')], [text('Value')]],
        rows: [
          [[{type: 'code', text: 'a|b'}], [text('one two')]],
          [[text('x')], []],
        ],
      }),
    ).toBe('| Name | Value |\n| - | - |\n| `a\\|b` | one two |\n| x | |');
  });

  it('an admonition is a quote headed by its kind in capitals, then its title', () => {
    const body = [
      paragraph(text('Keep the '), {type: 'strong', children: [text('key')]}, text(' safe.')),
      paragraph(text('Always.')),
    ];
    expect(md({type: 'admonition', kind: 'warning', title: '', blocks: body})).toBe(
      '> **WARNING**\n>\n> Keep the **key** safe.\n>\n> Always.',
    );
    expect(md({type: 'admonition', kind: 'tip', title: 'Plan ahead', blocks: body})).toBe(
      '> **TIP**\n>\n> **Plan ahead**\n>\n> Keep the **key** safe.\n>\n> Always.',
    );
  });

  it('quotes', () => {
    expect(
      md({type: 'quote', blocks: [paragraph(text('First.')), paragraph(text('Second.'))]}),
    ).toBe('> First.\n>\n> Second.');
  });

  it('tabs: each a bold label, then its content', () => {
    expect(
      md({
        type: 'tabs',
        tabs: [
          {
            label: 'npm',
            blocks: [{type: 'code', language: 'bash', title: '', text: 'npm install x'}],
          },
          {label: '', blocks: [paragraph(text('Use pnpm.'))]},
        ],
      }),
    ).toBe('**npm**\n\n```bash\nnpm install x\n```\n\n**Tab 2**\n\nUse pnpm.');
  });

  it('link cards: a run of them is one list of links with their descriptions, never a heading', () => {
    expect(
      md(
        heading(2, 'Guides'),
        {
          type: 'linkCard',
          href: '/community/guides/testnet-faucet',
          title: 'Testnet Faucet Guide',
          description: 'Request testnet NIL.',
        },
        {type: 'linkCard', href: '/tools', title: 'Tools', description: ''},
      ),
    ).toBe(
      '## Guides\n\n' +
        '- [Testnet Faucet Guide](https://docs.example.org/community/guides/testnet-faucet): Request testnet NIL.\n' +
        '- [Tools](https://docs.example.org/tools)',
    );
  });

  it('a collapsible section: its summary as a bold line, then its content', () => {
    expect(
      md({type: 'details', summary: [text('Why?')], blocks: [paragraph(text('Because.'))]}),
    ).toBe('**Why?**\n\nBecause.');
  });

  it('a summary the page sets in bold is bold once', () => {
    const summary: Inline[] = [{type: 'strong', children: [text('Schema')]}];
    expect(md({type: 'details', summary, blocks: [paragraph(text('Fields.'))]})).toBe(
      '**Schema**\n\nFields.',
    );
  });

  it('a list without items is left out', () => {
    expect(md(paragraph(text('Before.')), list(false, []), paragraph(text('After.')))).toBe(
      'Before.\n\nAfter.',
    );
  });

  it('a code block with a title and no language keeps its title after the language text', () => {
    expect(md({type: 'code', language: '', title: 'notes', text: 'plain'})).toBe(
      '```text title="notes"\nplain\n```',
    );
  });

  it('a link whose text is its address is still written as a link', () => {
    const address = 'https://github.com/NillionNetwork';
    expect(md(paragraph({type: 'link', href: address, title: '', children: [text(address)]}))).toBe(
      `[${address}](${address})`,
    );
  });

  it('a link around nothing but an image stays a link', () => {
    const logo: Inline = {type: 'image', src: '/logo.png', alt: 'Logo', title: ''};
    expect(md(paragraph({type: 'link', href: '/x', title: '', children: [logo]}))).toBe(
      '[![Logo](https://docs.example.org/logo.png)](https://docs.example.org/x)',
    );
  });

  it('a tight item that ends with a code block sets it apart from its line', () => {
    const code: Block = {type: 'code', language: 'sh', title: '', text: 'npm i'};
    expect(md(list(false, [[paragraph(text('Install:')), code]]))).toBe(
      '- Install:\n\n  ```sh\n  npm i\n  ```',
    );
  });

  it('text in a list item starts with its first word, not with the space before it', () => {
    expect(md(list(false, [[paragraph(text(' a'))], [paragraph(text('b '))]]))).toBe('- a\n- b');
  });

  it('two lists in a row stay two lists', () => {
    const markdown = md(
      list(false, [[paragraph(text('a'))]]),
      list(false, [[paragraph(text('b'))]]),
    );
    expect(rendered(markdown)).toBe('<ul>\n<li>a</li>\n</ul>\n<ul>\n<li>b</li>\n</ul>');
  });

  it("an API operation's method and path, and a rule", () => {
    expect(md({type: 'endpoint', method: 'GET', path: '/v1/models'}, {type: 'rule'})).toBe(
      '`GET /v1/models`\n\n---',
    );
  });
});

describe('export text', () => {
  it('is a title line, a URL line, then the body', () => {
    expect(
      pageMarkdown({title: 'Quickstart', url: PAGE_URL, blocks: [paragraph(text('Body.'))]}),
    ).toEqual({text: `# Quickstart\n\nURL: ${PAGE_URL}\n\nBody.\n`, body: 'Body.'});
    expect(exportText('Quickstart', PAGE_URL, 'Body.')).toBe(
      `# Quickstart\n\nURL: ${PAGE_URL}\n\nBody.\n`,
    );
  });

  it('a page without content is the title and URL lines only', () => {
    expect(pageMarkdown({title: 'Empty', url: PAGE_URL, blocks: []}).text).toBe(
      `# Empty\n\nURL: ${PAGE_URL}\n`,
    );
  });

  it('falls back to "Documentation Page" without a title', () => {
    expect(exportText('  ', PAGE_URL, 'Body.')).toBe(
      `# Documentation Page\n\nURL: ${PAGE_URL}\n\nBody.\n`,
    );
    expect(FALLBACK_TITLE).toBe('Documentation Page');
  });

  it('has the title on one line and the body without the space around it', () => {
    expect(exportText(' Quick \n  start ', PAGE_URL, '\n  Body.  \n')).toBe(
      `# Quick start\n\nURL: ${PAGE_URL}\n\nBody.\n`,
    );
    expect(exportText('T', PAGE_URL, ' \n ')).toBe(`# T\n\nURL: ${PAGE_URL}\n`);
  });

  it('reads the body only after a title and URL at the very start', () => {
    const text = `Intro.\n# T\n\nURL: ${PAGE_URL}\nBody.`;
    expect(exportBody(text)).toBe(text);
    expect(exportBody(exportText('A longer title', PAGE_URL, 'Body.'))).toBe('Body.');
  });

  it('tells an empty body apart', () => {
    expect(exportBody(exportText('T', PAGE_URL, ''))).toBe('');
    expect(exportBody(exportText('T', PAGE_URL, '  \n'))).toBe('');
    expect(exportBody(exportText('T', PAGE_URL, 'Body.\n\nMore.'))).toBe('Body.\n\nMore.');
  });
});
