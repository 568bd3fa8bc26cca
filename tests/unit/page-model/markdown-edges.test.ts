/**
 * The edges of the `.md` export: where blank lines go inside list items, what code fences and code
 * spans must hold for the text to read back as written, and links, images, summaries and cells
 * at their edges. Expected values follow CommonMark and GFM (what a Markdown reader renders) and the
 * export's own rules (src/lib/page-model/mdast.ts header), written by hand.
 */
import {describe, expect, it} from 'vitest';
import {
  articleBlocks,
  code,
  emphasis,
  image,
  link,
  md,
  paragraph,
  strong,
  text,
  tightList,
} from '../../support/page-model-blocks';
import {htmlText, rendered} from '../../support/commonmark';
import type {Block, Inline} from '../../../src/lib/page-model/model';

const codeBlock = (value: string, language = 'sh'): Block => ({
  type: 'code',
  language,
  title: '',
  text: value,
});

describe('blocks inside a tight list item', () => {
  it('a block between two lines of the item has a blank line on both sides', () => {
    expect(
      md(
        tightList([
          paragraph(text('Install it:')),
          codeBlock('npm i'),
          paragraph(text('Then run it.')),
        ]),
      ),
    ).toBe('- Install it:\n\n  ```sh\n  npm i\n  ```\n\n  Then run it.');
  });

  it('a nested list that is not the last block ends with a blank line', () => {
    // Without it, "Then" would continue the nested item's line.
    expect(
      md(
        tightList([
          paragraph(text('Choose:')),
          tightList([paragraph(text('one'))], [paragraph(text('two'))]),
          paragraph(text('Then go on.')),
        ]),
      ),
    ).toBe('- Choose:\n\n  - one\n  - two\n\n  Then go on.');
  });

  it('a list at the end of tabs inside an item is closed before the next line', () => {
    expect(
      md(
        tightList([
          paragraph(text('Pick one:')),
          {
            type: 'tabs',
            tabs: [
              {label: 'npm', blocks: [tightList([paragraph(text('a'))], [paragraph(text('b'))])]},
            ],
          },
          paragraph(text('Then go on.')),
        ]),
      ),
    ).toBe('- Pick one:\n\n  **npm**\n\n  - a\n  - b\n\n  Then go on.');
  });

  it('link cards followed by a line of the item are closed by a blank line', () => {
    expect(
      md(
        tightList([
          {type: 'linkCard', href: '/tools', title: 'Tools', description: ''},
          paragraph(text('After.')),
        ]),
      ),
    ).toBe('- - [Tools](https://docs.example.org/tools)\n\n  After.');
  });

  it('an image is a line of the item', () => {
    expect(
      md(
        tightList([
          paragraph(text('Flow:')),
          {type: 'image', src: '/img/f.png', alt: 'F', title: ''},
        ]),
      ),
    ).toBe('- Flow:\n  ![F](https://docs.example.org/img/f.png)');
  });
});

describe('code fences', () => {
  // A run of backticks indented by up to three spaces would close the fence, so the fence is longer
  // than any run of backticks inside (the serialiser counts every run, wherever it stands).
  it.each([
    ['  ```bash\n  ls\n  ```', '````'],
    ['   `````', '``````'],
    ['    ````', '`````'],
    ['x = "````"', '`````'],
  ])('around %j are %j, and the code reads back as written', (value, fence) => {
    const markdown = md(codeBlock(value, ''));
    expect(markdown).toBe(`${fence}\n${value}\n${fence}`);
    expect(rendered(markdown)).toBe(`<pre><code>${htmlText(value)}\n</code></pre>`);
  });
});

describe('code spans with spaces at their edges', () => {
  // CommonMark strips one space from each side when the code both starts and ends with one (and
  // is not all spaces); the export pads such code so that it reads back as written. (Inline code
  // has its edge spaces moved outside; an operation's code span keeps its text whole.)
  it.each([
    [' a ', '`  a  `'],
    [' a b ', '`  a b  `'],
    ['a b ', '`a b `'],
    [' a b', '` a b`'],
    ['  ', '`  `'],
  ])('%j reads back as its text', (value, expected) => {
    expect(md({type: 'endpoint', method: '', path: value})).toBe(expected);
  });
});

describe('spaces around formatted text', () => {
  it('a space next to the text around is not repeated, wherever else that text has spaces', () => {
    expect(md(paragraph(text('x a'), emphasis(text(' b'))))).toBe('x a *b*');
    expect(md(paragraph(emphasis(text('b ')), text('c d')))).toBe('*b* c d');
    expect(md(paragraph(text('a'), emphasis(text('b ')), text(' c')))).toBe('a*b* c');
  });

  it('formatting around nothing but spaces leaves one space between the words', () => {
    expect(md(paragraph(text('x a'), strong(text(' ')), text('b')))).toBe('x a b');
    expect(md(paragraph(text('a '), strong(text(' '), text(' ')), text('b')))).toBe('a b');
    expect(md(paragraph(emphasis(text(' ')), text('b')))).toBe('b');
  });

  it('an image is no space: text after it inside a link stays inside', () => {
    expect(
      md(paragraph(text('See'), link('/x', image('/logo.png', 'Logo'), text(' the docs')))),
    ).toBe('See[![Logo](https://docs.example.org/logo.png) the docs](https://docs.example.org/x)');
  });
});

describe('links, summaries, operations and cells at their edges', () => {
  it('an address that cannot be resolved is kept as written, in angle brackets for its space', () => {
    expect(md(paragraph(link('https://exa mple.org/a', text('odd'))))).toBe(
      '[odd](<https://exa mple.org/a>)',
    );
  });

  it('a summary is bold without the spaces around it; without one, only the content', () => {
    expect(
      md({type: 'details', summary: [text(' Why? ')], blocks: [paragraph(text('Because.'))]}),
    ).toBe('**Why?**\n\nBecause.');
    expect(md({type: 'details', summary: [], blocks: [paragraph(text('Because.'))]})).toBe(
      'Because.',
    );
  });

  it('an operation without a method is its path alone', () => {
    expect(md({type: 'endpoint', method: '', path: '/v1/models'})).toBe('`/v1/models`');
  });

  it('a cell is trimmed; a row without cells is left out', () => {
    expect(
      md({
        type: 'table',
        header: [[text(' Name ')]],
        rows: [[], [[text('first second ')]]],
      }),
    ).toBe('| Name |\n| - |\n| first second |');
  });
});

describe('code blocks where Markdown takes only inline code', () => {
  // A table row and a heading are one line each: a fenced block cannot sit in them. The code
  // reads as inline code on that one line, its line breaks as spaces (as CommonMark reads a line
  // break inside a code span) and, in a cell, its pipes escaped so they do not split the row.
  const heading = (...content: Inline[]): Block => ({
    type: 'heading',
    level: 2,
    id: null,
    text: '',
    content,
  });

  it('code of several lines in a cell is one code span on the row, pipes escaped', () => {
    expect(
      md({
        type: 'table',
        header: [[text('Command')], [text('Note')]],
        rows: [[[text('Run'), text(' '), code('a | b\nc')], [text('x')]]],
      }),
    ).toBe('| Command | Note |\n| - | - |\n| Run `a \\| b c` | x |');
  });

  it('code of several lines in a heading is one code span on the heading line', () => {
    expect(md(heading(text('Run'), text(' '), code('npm i\n--save')))).toBe(
      '## Run `npm i --save`',
    );
  });

  it('a pre in a table cell of the page keeps its text in the export', () => {
    expect(
      md(
        ...articleBlocks(
          '<table><tr><th>Command<th>Note<tr>' +
            '<td><pre><code class="language-sh">ls | wc -l\n</code></pre><td>counts files</table>',
        ),
      ),
    ).toBe('| Command | Note |\n| - | - |\n| `ls \\| wc -l` | counts files |');
  });

  it("a theme code block in a table cell of the page keeps its lines' text in the export", () => {
    expect(
      md(
        ...articleBlocks(
          '<table><tr><th>Setup<tr><td>' +
            '<div class="language-sh theme-code-block"><div class="codeBlockContent_QJqH">' +
            '<pre class="prism-code language-sh"><code>' +
            '<div class="token-line"><span class="token plain">npm i</span><br></div>' +
            '<div class="token-line"><span class="token plain">npm start</span><br></div>' +
            '</code></pre></div></div></table>',
        ),
      ),
    ).toBe('| Setup |\n| - |\n| `npm i npm start` |');
  });

  it('a pre in a heading of the page keeps its text in the export', () => {
    expect(
      md(...articleBlocks('<h3 id="install">Install with <pre>pip install nilai</pre></h3>')),
    ).toBe('### Install with `pip install nilai`');
  });
});
