/**
 * The normaliser on the edge cases of article HTML (issue 23): whitespace as a browser lays it
 * out around blocks, line breaks, images and empty formatting; components missing a part the
 * theme usually renders (a code block without highlighting, an admonition without a heading or
 * kind class, tabs nested in tabs, a card without a link); lists, tables and links around blocks.
 * Each expected value is written from what a reader of the page sees, by hand.
 */
import {describe, expect, it} from 'vitest';
import {
  articleBlocks as blocks,
  code,
  image,
  paragraph,
  text,
} from '../../support/page-model-blocks';
import {parseHTML} from 'linkedom';
import {titleOf} from '../../../src/lib/page-model/normalise';

describe('whitespace as a browser lays it out', () => {
  it('text loose in the body loses the spaces at its edges', () => {
    expect(blocks('  Loose text ')).toEqual([paragraph(text('Loose text'))]);
  });

  it('each block ends its line: no space is left at the end of one or the start of the next', () => {
    expect(blocks('<p>One </p><p> Two</p>')).toEqual([
      paragraph(text('One')),
      paragraph(text('Two')),
    ]);
  });

  it('a line break ends a line: the spaces around it go', () => {
    expect(blocks('<p>One <br> Two</p>')).toEqual([
      paragraph(text('One'), {type: 'break'}, text('Two')),
    ]);
  });

  it('a space after a space goes, even across an element that keeps nothing', () => {
    expect(blocks('<p>A <span> </span> B</p>')).toEqual([paragraph(text('A '), text('B'))]);
  });

  it('comments are not content', () => {
    expect(blocks('<p>A<!-- a note for writers --> B</p>')).toEqual([
      paragraph(text('A'), text(' B')),
    ]);
  });

  it('the spaces on both sides of an image are real gaps', () => {
    expect(blocks('<p>See <img src="/a.png" alt="A"> here</p>')).toEqual([
      paragraph(text('See '), image('/a.png', 'A'), text(' here')),
    ]);
  });

  it('after an image, a space inside the next formatting is a gap', () => {
    expect(blocks('<p><img src="/a.png" alt="A"><em> x</em></p>')).toEqual([
      paragraph(image('/a.png', 'A'), {type: 'emphasis', children: [text(' x')]}),
    ]);
    expect(blocks('<p><img src="/a.png" alt="A"><span></span> x</p>')).toEqual([
      paragraph(image('/a.png', 'A'), text(' x')),
    ]);
  });

  it('once text follows an image, a space after a space goes again', () => {
    expect(blocks('<p><img src="/a.png" alt="A">a <em> b</em></p>')).toEqual([
      paragraph(image('/a.png', 'A'), text('a '), {type: 'emphasis', children: [text('b')]}),
    ]);
    expect(blocks('<p><img src="/a.png" alt="A"><em>a </em> b</p>')).toEqual([
      paragraph(image('/a.png', 'A'), {type: 'emphasis', children: [text('a ')]}, text('b')),
    ]);
  });

  it('formatting around nothing but a space is that space', () => {
    expect(blocks('<p>a<em> </em>b</p>')).toEqual([paragraph(text('a'), text(' '), text('b'))]);
  });

  it('a paragraph holding only a line break is empty', () => {
    expect(blocks('<p><br></p><p>Kept.</p>')).toEqual([paragraph(text('Kept.'))]);
  });
});

describe('inline content', () => {
  it('strike-through in all its spellings', () => {
    expect(blocks('<p><s>old</s> <strike>older</strike></p>')).toEqual([
      paragraph({type: 'strikethrough', children: [text('old')]}, text(' '), {
        type: 'strikethrough',
        children: [text('older')],
      }),
    ]);
  });

  it('an image without a source shows nothing; one without alt text has an empty alt', () => {
    expect(blocks('<p><img alt="Missing">Text</p><p><img src="/b.png"></p>')).toEqual([
      paragraph(text('Text')),
      {type: 'image', src: '/b.png', alt: '', title: ''},
    ]);
  });

  it('a link around an image keeps the image inside the link, even as the whole paragraph', () => {
    expect(
      blocks('<p><a href="/big.png"><img src="/small.png" alt="Chart"> </a>caption</p>'),
    ).toEqual([
      paragraph(
        {
          type: 'link',
          href: '/big.png',
          title: '',
          children: [image('/small.png', 'Chart'), text(' ')],
        },
        text('caption'),
      ),
    ]);
    expect(blocks('<p><a href="/big.png"><img src="/small.png" alt="Chart"></a></p>')).toEqual([
      paragraph({
        type: 'link',
        href: '/big.png',
        title: '',
        children: [image('/small.png', 'Chart')],
      }),
    ]);
    expect(
      blocks('<p><a href="/ci"><strong><img src="/badge.svg" alt="CI"></strong></a></p>'),
    ).toEqual([
      paragraph({
        type: 'link',
        href: '/ci',
        title: '',
        children: [{type: 'strong', children: [image('/badge.svg', 'CI')]}],
      }),
    ]);
  });
});

describe('titles and headings', () => {
  it('a Markdown title outside a header is the title, not a block', () => {
    expect(blocks('<h1>Page title</h1><p>Body.</p>')).toEqual([paragraph(text('Body.'))]);
  });

  it('the title of a page without an article or without a heading is empty', () => {
    const page = (body: string) => parseHTML(`<html><body>${body}</body></html>`).document;
    expect(titleOf(page('<main><h1>Not in an article</h1></main>'))).toBe('');
    expect(titleOf(page('<article><p>No heading</p></article>'))).toBe('');
    expect(titleOf(page('<article><header><h1> The  title </h1></header></article>'))).toBe(
      'The title',
    );
  });

  it('a line break in a heading is a space in its text', () => {
    expect(blocks('<h2 id="two">Line one<br>Line two</h2>')).toEqual([
      {
        type: 'heading',
        level: 2,
        id: 'two',
        text: 'Line one Line two',
        content: [text('Line one'), {type: 'break'}, text('Line two')],
      },
    ]);
  });

  it('an element whose name only starts or ends like a heading is not a heading', () => {
    expect(blocks('<x-h2>Not a heading</x-h2><h2-note>Nor this</h2-note>')).toEqual([
      paragraph(text('Not a heading'), text('Nor this')),
    ]);
  });

  it('a heading with no text (only its anchor link) is left out', () => {
    expect(
      blocks('<h2 id="empty"><a href="#empty" class="hash-link">​</a></h2><h2 id="x">X</h2>'),
    ).toEqual([{type: 'heading', level: 2, id: 'x', text: 'X', content: [text('X')]}]);
  });
});

describe('code', () => {
  const themed = (inner: string, title = '') =>
    `<div class="language-py theme-code-block">` +
    (title ? `<div class="codeBlockTitle_OeMC">${title}</div>` : '') +
    `<div class="codeBlockContent_QJqH">${inner}</div></div>`;

  it('a code block without highlighted lines keeps its text, without the trailing newlines', () => {
    expect(blocks(themed('<pre><code>print(1)\nprint(2)\n\n</code></pre>', ' run.py '))).toEqual([
      {type: 'code', language: 'py', title: 'run.py', text: 'print(1)\nprint(2)'},
    ]);
  });

  it('a code block whose pre holds no code element reads the pre', () => {
    expect(blocks(themed('<pre>x = 1\n</pre>'))).toEqual([
      {type: 'code', language: 'py', title: '', text: 'x = 1'},
    ]);
  });

  it('a code block with no code at all is nothing', () => {
    expect(blocks(themed('<p>Loading…</p>'))).toEqual([]);
  });

  it('a plain pre: its text without the last newline, its language from any class position', () => {
    expect(blocks('<pre>a\nb\n</pre>')).toEqual([
      {type: 'code', language: '', title: '', text: 'a\nb'},
    ]);
    expect(blocks('<pre><span class="token">let</span> a = 1;</pre>')).toEqual([
      {type: 'code', language: '', title: '', text: 'let a = 1;'},
    ]);
    expect(blocks('<pre><code class="hl language-rust">fn main() {}</code></pre>')).toEqual([
      {type: 'code', language: 'rust', title: '', text: 'fn main() {}'},
    ]);
    expect(blocks('<pre><code>no language</code></pre>')).toEqual([
      {type: 'code', language: '', title: '', text: 'no language'},
    ]);
  });

  it('a pre in a table cell is inline code holding its text, joined to the text around by a space', () => {
    expect(
      blocks(
        '<table><tr><th>Command<th>Note<tr>' +
          '<td>Run<pre><code class="language-sh">a | b\nc\n</code></pre>then<td>x</table>',
      ),
    ).toEqual([
      {
        type: 'table',
        header: [[text('Command')], [text('Note')]],
        rows: [[[text('Run'), text(' '), code('a | b\nc'), text(' '), text('then')], [text('x')]]],
      },
    ]);
  });

  it('a code block in a table cell is inline code holding its lines, not its title', () => {
    expect(
      blocks(
        '<table><tr><th>Command<tr><td>' +
          themed(
            '<pre class="prism-code language-py"><code>' +
              '<div class="token-line"><span class="token plain">a = 1</span><br></div>' +
              '<div class="token-line"><span class="token plain">print(a)</span><br></div>' +
              '</code></pre><button>Copy</button>',
            'run.py',
          ) +
          '</table>',
      ),
    ).toEqual([{type: 'table', header: [[text('Command')]], rows: [[[code('a = 1\nprint(a)')]]]}]);
  });

  it('an operation endpoint in a cell is its method and path as code; an empty pre is nothing', () => {
    expect(
      blocks(
        '<table><tr><th>Call<tr><td><pre class="openapi__method-endpoint">' +
          '<span class="badge">GET</span><h2>/v1/models</h2></pre><pre></pre></table>',
      ),
    ).toEqual([{type: 'table', header: [[text('Call')]], rows: [[[code('GET /v1/models')]]]}]);
  });

  it('a pre in a heading is inline code in its content and its text in the heading text', () => {
    // The parser drops the newline right after <pre>; the blank line left at the start goes too.
    expect(blocks('<h2 id="run">Run <pre>\n\nnpm i\n\n</pre></h2>')).toEqual([
      {
        type: 'heading',
        level: 2,
        id: 'run',
        text: 'Run npm i',
        content: [text('Run'), text(' '), code('npm i')],
      },
    ]);
  });

  it('an endpoint without a method badge is its path', () => {
    expect(blocks('<pre class="openapi__method-endpoint"><h2>/v1/health</h2></pre>')).toEqual([
      {type: 'endpoint', method: '', path: '/v1/health'},
    ]);
  });

  it('a diagram without its source is an empty diagram, not the drawing', () => {
    expect(blocks('<figure class="portal-diagram"><svg><text>A</text></svg></figure>')).toEqual([
      {type: 'diagram', source: ''},
    ]);
  });
});

describe('admonitions', () => {
  it('the kind class may come first among the classes', () => {
    expect(
      blocks(
        '<div class="theme-admonition-danger theme-admonition alert"><div class="admonitionHeading_x">Stop here</div>' +
          '<div class="admonitionContent_x"><p>Stop.</p></div></div>',
      ),
    ).toEqual([
      {type: 'admonition', kind: 'danger', title: 'Stop here', blocks: [paragraph(text('Stop.'))]},
    ]);
  });

  it('without a kind class the heading names the kind; without either it is a note', () => {
    expect(
      blocks(
        '<div class="theme-admonition alert"><div class="admonitionHeading_x">Careful</div>' +
          '<div class="admonitionContent_x"><p>Mind the gap.</p></div></div>',
      ),
    ).toEqual([
      {type: 'admonition', kind: 'careful', title: '', blocks: [paragraph(text('Mind the gap.'))]},
    ]);
    expect(
      blocks(
        '<div class="theme-admonition"><div class="admonitionContent_x"><p>Hi.</p></div></div>',
      ),
    ).toEqual([{type: 'admonition', kind: 'note', title: '', blocks: [paragraph(text('Hi.'))]}]);
  });

  it('an admonition without a heading has no title', () => {
    expect(
      blocks(
        '<div class="theme-admonition theme-admonition-info"><div class="admonitionContent_x"><p>FYI.</p></div></div>',
      ),
    ).toEqual([{type: 'admonition', kind: 'info', title: '', blocks: [paragraph(text('FYI.'))]}]);
  });
});

describe('tabs', () => {
  const tabList = (...labels: string[]) =>
    `<ul role="tablist">${labels.map((label) => `<li role="tab">${label}</li>`).join('')}</ul>`;
  const panel = (inner: string) => `<div role="tabpanel">${inner}</div>`;

  it('tabs inside a tab stay the inner tab group of that one tab', () => {
    expect(
      blocks(
        `<div class="tabs-container">${tabList('JavaScript', 'Python')}<div>` +
          panel(
            `<div class="tabs-container">${tabList('npm', 'yarn')}<div>` +
              `${panel('<p>n</p>')}${panel('<p>y</p>')}</div></div>`,
          ) +
          `${panel('<p>pip</p>')}</div></div>`,
      ),
    ).toEqual([
      {
        type: 'tabs',
        tabs: [
          {
            label: 'JavaScript',
            blocks: [
              {
                type: 'tabs',
                tabs: [
                  {label: 'npm', blocks: [paragraph(text('n'))]},
                  {label: 'yarn', blocks: [paragraph(text('y'))]},
                ],
              },
            ],
          },
          {label: 'Python', blocks: [paragraph(text('pip'))]},
        ],
      },
    ]);
  });

  it('a panel without a label of its own has an empty label', () => {
    expect(
      blocks(`<div>${tabList('Only')}<div>${panel('<p>a</p>')}${panel('<p>b</p>')}</div></div>`),
    ).toEqual([
      {
        type: 'tabs',
        tabs: [
          {label: 'Only', blocks: [paragraph(text('a'))]},
          {label: '', blocks: [paragraph(text('b'))]},
        ],
      },
    ]);
  });

  it('a tab list with no panels shows nothing', () => {
    expect(blocks(`${tabList('Lonely')}<p>After.</p>`)).toEqual([paragraph(text('After.'))]);
  });

  it('a panel outside any tab group is read as a box of blocks', () => {
    expect(blocks(panel('<p>Alone.</p>'))).toEqual([paragraph(text('Alone.'))]);
  });
});

describe('lists and tables', () => {
  it('empty items and children that are not items are left out', () => {
    expect(blocks('<ul><li></li><li>A</li><div>Not an item</div></ul>')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [{spread: false, blocks: [paragraph(text('A'))]}],
      },
    ]);
  });

  it('an item is loose when its text is all in paragraphs, whatever the whitespace between them', () => {
    expect(blocks('<ol><li>\n<p>One</p>\n<p>Two</p>\n</li></ol>')).toEqual([
      {
        type: 'list',
        ordered: true,
        start: 1,
        items: [{spread: true, blocks: [paragraph(text('One')), paragraph(text('Two'))]}],
      },
    ]);
    expect(blocks('<ul><li><a id="anchor"></a><p>One</p><p>Two</p></li></ul>')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [{spread: true, blocks: [paragraph(text('One')), paragraph(text('Two'))]}],
      },
    ]);
  });

  it('an item whose text is all formatted is tight', () => {
    expect(blocks('<ul><li><em>Only emphasis</em></li></ul>')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          {
            spread: false,
            blocks: [paragraph({type: 'emphasis', children: [text('Only emphasis')]})],
          },
        ],
      },
    ]);
  });

  it('a table without rows is nothing', () => {
    expect(blocks('<table></table><p>After.</p>')).toEqual([paragraph(text('After.'))]);
  });

  it('a collapsible section without a summary has an empty summary and keeps its blocks', () => {
    expect(blocks('<details><p>Body.</p></details>')).toEqual([
      {type: 'details', summary: [], blocks: [paragraph(text('Body.'))]},
    ]);
  });
});

describe('links around blocks', () => {
  it('an anchor without a link around a paragraph is just the paragraph', () => {
    expect(blocks('<a id="anchor"><p>Text.</p></a>')).toEqual([paragraph(text('Text.'))]);
  });

  it('a link with a title around one paragraph keeps its title', () => {
    expect(blocks('<a href="/x" title=" Go  there "><p>Text.</p></a>')).toEqual([
      paragraph({type: 'link', href: '/x', title: 'Go there', children: [text('Text.')]}),
    ]);
  });

  it('a card: its title from a heading, its description from the rest joined by a space', () => {
    expect(blocks('<a href="/build/x"><h3>Title</h3><p>First.</p><p>Second.</p></a>')).toEqual([
      {type: 'linkCard', href: '/build/x', title: 'Title', description: 'First. Second.'},
    ]);
    expect(blocks('<a href="/build/y"><h3>Heading only</h3></a>')).toEqual([
      {type: 'linkCard', href: '/build/y', title: 'Heading only', description: ''},
    ]);
  });

  it('the picture on top of a card is neither its title nor its description', () => {
    expect(
      blocks(
        '<a href="/build/z"><div><img src="/cover.png" alt=""></div><div>Title</div><div>Description.</div></a>',
      ),
    ).toEqual([{type: 'linkCard', href: '/build/z', title: 'Title', description: 'Description.'}]);
  });

  it('a link around empty boxes is nothing', () => {
    expect(blocks('<a href="/x"><div> </div></a><p>After.</p>')).toEqual([
      paragraph(text('After.')),
    ]);
  });

  it('a doc card without a link or a title keeps what it has', () => {
    expect(
      blocks(
        '<a class="card theme-doc-card-container"><p class="theme-doc-card-description">Only a description.</p></a>',
      ),
    ).toEqual([{type: 'linkCard', href: '', title: '', description: 'Only a description.'}]);
  });
});
