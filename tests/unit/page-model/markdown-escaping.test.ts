/**
 * The `.md` export reads as the page reads: text that CommonMark would take for syntax is
 * escaped, whitespace around emphasis and links is where a reader sees it, code spans hold any
 * backticks, and table cells stay on one row. Expected values follow the CommonMark and GFM
 * specifications (what a Markdown reader renders), written by hand; where the requirement is only
 * that text reads back as itself, the export is rendered (tests/support/commonmark.ts).
 */
import {describe, expect, it} from 'vitest';
import {
  articleBlocks,
  code,
  emphasis,
  link,
  md,
  paragraph,
  strong,
  text,
} from '../../support/page-model-blocks';
import {htmlText, rendered} from '../../support/commonmark';
import type {Block, Inline} from '../../../src/lib/page-model/model';

describe('text that would start Markdown syntax at the start of a line', () => {
  it.each([
    ['+ not a list item', '\\+ not a list item'],
    ['=== not a heading underline', '\\=== not a heading underline'],
    ['= one sign', '\\= one sign'],
    ['###### not a heading', '\\###### not a heading'],
    ['# not a heading', '\\# not a heading'],
    ['~~~ not a fence', '\\~\\~\\~ not a fence'],
    ['10. not a numbered item', '10\\. not a numbered item'],
    ['2. not a numbered item', '2\\. not a numbered item'],
    ['- not a bullet', '\\- not a bullet'],
    ['> not a quote', '\\> not a quote'],
  ])('%j is escaped', (value, expected) => {
    expect(md(paragraph(text(value)))).toBe(expected);
    expect(rendered(expected)).toBe(`<p>${htmlText(value)}</p>`);
  });

  it.each(['a + b = c', 'x == y', 'issue #12 and # sign', 'version 2. Then', 'C#', '+1'])(
    '%j elsewhere, or without the space syntax needs, stays as it is',
    (value) => {
      expect(md(paragraph(text(value)))).toBe(value);
    },
  );

  it.each(['use ~~~ fences', '#hashtag', 'a <b> c', 'AT&T &amp; co', '*a* _b_ ~c~ `d` [e](f)'])(
    '%j reads back as its text',
    (value) => {
      expect(rendered(md(paragraph(text(value))))).toBe(`<p>${htmlText(value)}</p>`);
    },
  );
});

describe('whitespace around inline formatting', () => {
  it('moves the spaces inside emphasis outside it, as a reader sees them', () => {
    expect(md(paragraph(text('a'), emphasis(text(' b ')), text('c')))).toBe('a *b* c');
    expect(md(paragraph(text('a'), strong(text(' b ')), text('c')))).toBe('a **b** c');
  });

  it('keeps one space where the text around already has one', () => {
    expect(md(paragraph(text('a '), emphasis(text(' b ')), text(' c')))).toBe('a *b* c');
  });

  it('moves a non-breaking space out too, and drops emphasis of nothing but spaces', () => {
    // A non-breaking space is whitespace to CommonMark too: `*\u00a0b*` would not be emphasis.
    expect(md(paragraph(text('a'), emphasis(text('\u00a0b')), text('c')))).toBe('a\u00a0*b*c');
    expect(md(paragraph(text('a '), emphasis(text('  ')), text('b')))).toBe('a b');
    expect(md(paragraph(text('a '), strong(text(' ')), text('b')))).toBe('a b');
  });

  it('moves spaces out of a link the same way', () => {
    expect(
      md(
        paragraph(
          text('see'),
          {type: 'link', href: '/learn/x', title: '', children: [text(' the page ')]},
          text('now'),
        ),
      ),
    ).toBe('see [the page](https://docs.example.org/learn/x) now');
  });
});

describe('line breaks at the edges of formatted text', () => {
  // A closing `*`, `**` or `~` right after a line break (or an opening one right before it) is not
  // a delimiter in CommonMark and GFM: `**a\`, a new line, then `**` is not bold. The break reads
  // the same outside the markers, so it goes there; a break between words stays inside.
  const br: Inline = {type: 'break'};
  const struck = (...children: Inline[]): Inline => ({type: 'strikethrough', children});

  it('a break at the end of bold, italic or struck-out text follows the closing marker', () => {
    expect(md(paragraph(strong(text('a'), br), text('b')))).toBe('**a**\\\nb');
    expect(md(paragraph(emphasis(text('a'), br), text('b')))).toBe('*a*\\\nb');
    expect(md(paragraph(struck(text('a'), br), text('b')))).toBe('~~a~~\\\nb');
  });

  it('a break at the start of bold or italic comes before the opening marker', () => {
    expect(md(paragraph(text('a'), strong(br, text('b'))))).toBe('a\\\n**b**');
    expect(md(paragraph(text('a'), emphasis(br, text('b'))))).toBe('a\\\n*b*');
  });

  it('breaks at both edges of nested bold and italic leave every marker', () => {
    expect(md(paragraph(emphasis(strong(text('a'), br)), text('b')))).toBe('***a***\\\nb');
    expect(md(paragraph(strong(emphasis(text('a'), br)), text('b')))).toBe('**_a_**\\\nb');
    expect(md(paragraph(text('a'), strong(emphasis(br, text('b')), br), text('c')))).toBe(
      'a\\\n**_b_**\\\nc',
    );
  });

  it('formatting around nothing but a break is the break', () => {
    expect(md(paragraph(text('a'), strong(br), text('b')))).toBe('a\\\nb');
  });

  it('a break between words stays inside, and a link keeps its break', () => {
    expect(md(paragraph(strong(text('a'), br, text('b'))))).toBe('**a\\\nb**');
    expect(md(paragraph(emphasis(link('/x', text('a'), br)), text(' b')))).toBe(
      '*[a\\\n](https://docs.example.org/x)* b',
    );
  });

  it('bold ending in a line break on the page is bold in the export', () => {
    expect(md(...articleBlocks('<p><strong>Note:<br></strong>read this first.</p>'))).toBe(
      '**Note:**\\\nread this first.',
    );
    expect(
      md(
        ...articleBlocks('<p>One<em><strong><br>two</strong></em> and <em>three<br></em>four</p>'),
      ),
    ).toBe('One\\\n***two*** and *three*\\\nfour');
  });
});

describe('code spans', () => {
  it.each([
    ['plain', '`plain`'],
    ['a`b', '``a`b``'],
    ['a``b`c', '```a``b`c```'],
    ['`start', '`` `start ``'],
    ['end`', '`` end` ``'],
    ['line\nbreak', '`line break`'],
    ['line\r\nbreak', '`line break`'],
  ])('%j reads back as its text', (value, expected) => {
    expect(md(paragraph(code(value)))).toBe(expected);
  });

  it('an empty code span is left out', () => {
    expect(md(paragraph(text('a'), code(''), text('b')))).toBe('ab');
  });
});

describe('code blocks', () => {
  it('use a fence longer than any backtick run at the start of a line inside', () => {
    const block: Block = {
      type: 'code',
      language: 'md',
      title: '',
      text: '````\nnested\n````',
    };
    expect(md(block)).toBe('`````md\n````\nnested\n````\n`````');
  });

  it('put the title in the info string, its quotes escaped', () => {
    // CommonMark reads backslash escapes in an info string, so `\\"` reads back as `\"`: the
    // title keeps the backslash that quotes its quote inside `title="…"`.
    const block: Block = {type: 'code', language: 'ts', title: 'a "b".ts', text: 'x'};
    expect(md(block)).toBe('```ts title="a \\\\"b\\\\".ts"\nx\n```');
  });
});

describe('table cells', () => {
  it('stay on one row: line breaks inside a cell are whitespace in the cell', () => {
    const table: Block = {
      type: 'table',
      header: [[text('Name')], [text('What')]],
      rows: [[[text('a')], [text('first \n\n  second')]]],
    };
    const html = rendered(md(table)).replace(/\s+/g, ' ');
    expect(html).toBe(
      '<table> <thead> <tr> <th>Name</th> <th>What</th> </tr> </thead> ' +
        '<tbody> <tr> <td>a</td> <td>first second</td> </tr> </tbody> </table>',
    );
  });
});

describe('images', () => {
  it('an image without an address is left out', () => {
    expect(md(paragraph(text('a'), {type: 'image', src: '', alt: 'x', title: ''}, text('b')))).toBe(
      'ab',
    );
  });

  it('alt text is one line with its brackets escaped', () => {
    expect(md(paragraph({type: 'image', src: '/img/a.png', alt: 'a  [b]\nc', title: ''}))).toBe(
      '![a \\[b\\] c](https://docs.example.org/img/a.png)',
    );
  });
});
