/**
 * The normaliser: article HTML as the theme renders it (small hand-written fixtures) read into
 * the page model's blocks, and a built page read into a page model.
 */
import {describe, expect, it} from 'vitest';
import {articleBlocks as blocks, paragraph, text} from '../../support/page-model-blocks';
import {readPageModel} from '../../../plugins/page-model/read';

/** A code block as the theme renders it: one element per line, no newline characters between lines. */
function codeBlock(language: string, lines: string[], {title = '', numbered = false} = {}): string {
  const rendered = lines
    .map(
      (line) =>
        `<div class="token-line">${numbered ? '<span class="codeLineNumber_Tfdd">7</span>' : ''}` +
        `<span class="codeLineContent_feaV"><span class="token plain">${line}</span></span><br></div>`,
    )
    .join('');
  return (
    `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block">` +
    (title ? `<div class="codeBlockTitle_OeMC">${title}</div>` : '') +
    `<div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-${language}">` +
    `<code class="codeBlockLines_e6Vv">${rendered}</code></pre>` +
    `<div class="buttonGroup_M5ko"><button type="button" aria-label="Copy code to clipboard" class="clean-btn">Copy</button></div>` +
    `</div></div>`
  );
}

const admonition = (kind: string, title: string, body: string) =>
  `<div class="theme-admonition theme-admonition-${kind} admonition_xJq3 alert alert--info">` +
  `<div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 14 16"><path d="M0 0"/></svg></span>${title}</div>` +
  `<div class="admonitionContent_BuS1">${body}</div></div>`;

/** A category's doc card as the theme renders it (the icon is part of the heading). */
const docCard = (href: string, title: string, description: string) =>
  `<article class="col col--6"><a class="card padding--lg cardContainer_fWXF theme-doc-card-container" href="${href}">` +
  `<h2 class="text--truncate cardTitle_rnsV theme-doc-card-heading" title="${title}"><span class="theme-doc-card-icon">📄️</span>` +
  `<span class="theme-doc-card-title">${title}</span></h2>` +
  (description
    ? `<p class="theme-doc-card-description" title="${description}">${description}</p>`
    : '') +
  `</a></article>`;

describe('text', () => {
  it('collapses whitespace as a browser lays it out and keeps each text run apart', () => {
    expect(blocks('<p>\n  First   line\n of <em> text </em>.  </p>')).toEqual([
      paragraph(text('First line of '), {type: 'emphasis', children: [text('text ')]}, text('.')),
    ]);
  });

  it('keeps formatting, links, images and line breaks', () => {
    expect(
      blocks(
        '<p><strong>Bold</strong>, <b>b</b>, <i>i</i>, <del>gone</del>, <code>a  b</code>, ' +
          '<a href="/learn/x" title=" The  page ">link</a>, <a href="#s">here</a>, <a>no href</a><br>' +
          '<img src="/img/a.png" alt="A  chart" title="Chart"></p>',
      ),
    ).toEqual([
      paragraph(
        {type: 'strong', children: [text('Bold')]},
        text(', '),
        {type: 'strong', children: [text('b')]},
        text(', '),
        {type: 'emphasis', children: [text('i')]},
        text(', '),
        {type: 'strikethrough', children: [text('gone')]},
        text(', '),
        {type: 'code', text: 'a b'},
        text(', '),
        {type: 'link', href: '/learn/x', title: 'The page', children: [text('link')]},
        text(', '),
        {type: 'link', href: '#s', title: '', children: [text('here')]},
        text(', '),
        text('no href'),
        {type: 'break'},
        {type: 'image', src: '/img/a.png', alt: 'A chart', title: 'Chart'},
      ),
    ]);
  });

  it('a paragraph that is only an image is an image block; empty paragraphs are dropped', () => {
    expect(
      blocks('<p><img src="/img/cover.svg" alt="Cover"></p><p> </p><p><span></span></p>'),
    ).toEqual([{type: 'image', src: '/img/cover.svg', alt: 'Cover', title: ''}]);
  });

  it('text loose in a layout box is a paragraph', () => {
    expect(blocks('<div><span class="badge">Version: 0.1.0</span></div>')).toEqual([
      paragraph(text('Version: 0.1.0')),
    ]);
  });
});

describe('headings', () => {
  it('level, id, plain text and formatted content; the heading link is chrome', () => {
    expect(
      blocks(
        '<h2 id="install">Install <code>nilai</code><a href="#install" class="hash-link" aria-label="Direct link">​</a></h2>' +
          '<h4>No id</h4>',
      ),
    ).toEqual([
      {
        type: 'heading',
        level: 2,
        id: 'install',
        text: 'Install nilai',
        content: [text('Install '), {type: 'code', text: 'nilai'}],
      },
      {type: 'heading', level: 4, id: null, text: 'No id', content: [text('No id')]},
    ]);
  });

  it('a paragraph inside a heading is the heading text', () => {
    expect(blocks('<h3 style="margin:0"><p>Contact</h3>')).toEqual([
      {type: 'heading', level: 3, id: null, text: 'Contact', content: [text('Contact')]},
    ]);
  });
});

describe('code and diagrams', () => {
  it('a code block keeps its language, title and blank lines; copy buttons and line numbers go', () => {
    expect(
      blocks(
        codeBlock('ts', ['const a = 1;', '', 'console.log(a);'], {
          title: 'demo.ts',
          numbered: true,
        }),
      ),
    ).toEqual([
      {type: 'code', language: 'ts', title: 'demo.ts', text: 'const a = 1;\n\nconsole.log(a);'},
    ]);
  });

  it('a plain <pre><code> block', () => {
    expect(blocks('<pre><code class="language-json">{"a":  1}\n</code></pre>')).toEqual([
      {type: 'code', language: 'json', title: '', text: '{"a":  1}'},
    ]);
  });

  it('a Mermaid diagram is its source, not the drawing', () => {
    expect(
      blocks(
        '<figure class="portal-diagram diagram_x1" data-mermaid-source="flowchart LR\n  A --> B">' +
          '<div class="portal-diagram__viewport" tabindex="0"><svg><text>A</text></svg></div>' +
          '<p aria-hidden="true">Scroll sideways to see the whole diagram</p></figure>',
      ),
    ).toEqual([{type: 'diagram', source: 'flowchart LR\n  A --> B'}]);
  });

  it("an API operation's method and path", () => {
    expect(
      blocks(
        '<pre class="openapi__method-endpoint"><span class="badge badge--success">POST</span> ' +
          '<h2 class="openapi__method-endpoint-path">/v1/chat/completions</h2></pre>',
      ),
    ).toEqual([{type: 'endpoint', method: 'POST', path: '/v1/chat/completions'}]);
  });
});

describe('lists and tables', () => {
  it('tight items write their text straight in; loose items set it in paragraphs', () => {
    expect(
      blocks(
        '<ul><li>One<ul><li><strong>A</strong> b</li></ul></li></ul>' +
          '<ol start="3"><li><p>Three</p><p>More</p></li></ol>',
      ),
    ).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          {
            spread: false,
            blocks: [
              paragraph(text('One')),
              {
                type: 'list',
                ordered: false,
                start: 1,
                items: [
                  {
                    spread: false,
                    blocks: [paragraph({type: 'strong', children: [text('A')]}, text(' b'))],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [{spread: true, blocks: [paragraph(text('Three')), paragraph(text('More'))]}],
      },
    ]);
  });

  it('a table: the first row is the header, paragraphs in a cell are joined by a space', () => {
    expect(
      blocks(
        '<table><thead><tr><th>Name<th>Value<tbody>' +
          '<tr><td><code>a|b</code><td><p>one</p><p>two</p><tr><td>x<td></table>',
      ),
    ).toEqual([
      {
        type: 'table',
        header: [[text('Name')], [text('Value')]],
        rows: [
          [[{type: 'code', text: 'a|b'}], [text('one'), text(' '), text('two')]],
          [[text('x')], []],
        ],
      },
    ]);
  });
});

describe('components', () => {
  it('an admonition: its kind, a title only when it is not the kind, its blocks', () => {
    expect(blocks(admonition('warning', 'warning', '<p>Keep it safe.</p>'))).toEqual([
      {type: 'admonition', kind: 'warning', title: '', blocks: [paragraph(text('Keep it safe.'))]},
    ]);
    expect(blocks(admonition('tip', 'Plan ahead', '<p>Early.</p>'))).toEqual([
      {type: 'admonition', kind: 'tip', title: 'Plan ahead', blocks: [paragraph(text('Early.'))]},
    ]);
  });

  it('tabs: each label with its panel, hidden panels included', () => {
    expect(
      blocks(
        '<div class="tabs-container"><ul role="tablist" class="tabs">' +
          '<li role="tab" aria-selected="true" class="tabs__item">npm</li><li role="tab" class="tabs__item">pnpm</li></ul>' +
          '<div class="margin-top--md"><div role="tabpanel">' +
          codeBlock('bash', ['npm install x']) +
          '</div><div role="tabpanel" hidden><p>Use pnpm.</p></div></div></div>',
      ),
    ).toEqual([
      {
        type: 'tabs',
        tabs: [
          {
            label: 'npm',
            blocks: [{type: 'code', language: 'bash', title: '', text: 'npm install x'}],
          },
          {label: 'pnpm', blocks: [paragraph(text('Use pnpm.'))]},
        ],
      },
    ]);
  });

  it('API response tabs keep the heading that sits beside their labels', () => {
    expect(
      blocks(
        '<div class="openapi-tabs__container"><div class="openapi-tabs__response-header-section">' +
          '<h2 id="responses">Responses</h2><div><ul role="tablist" class="tabs">' +
          '<li role="tab">200</li><li role="tab">401</li></ul></div></div>' +
          '<div class="margin-top--md"><div role="tabpanel"><p>The models.</p></div>' +
          '<div role="tabpanel" hidden><p>Bad token.</p></div></div></div>',
      ),
    ).toEqual([
      {type: 'heading', level: 2, id: 'responses', text: 'Responses', content: [text('Responses')]},
      {
        type: 'tabs',
        tabs: [
          {label: '200', blocks: [paragraph(text('The models.'))]},
          {label: '401', blocks: [paragraph(text('Bad token.'))]},
        ],
      },
    ]);
  });

  it('a doc card is one link card: its title without the icon, never a heading', () => {
    expect(
      blocks(
        `<section class="row list_eTzJ">${docCard('/community/guides/testnet-faucet', 'Testnet Faucet Guide', 'Request testnet NIL.')}` +
          `${docCard('/tools', 'Tools', '')}</section>`,
      ),
    ).toEqual([
      {
        type: 'linkCard',
        href: '/community/guides/testnet-faucet',
        title: 'Testnet Faucet Guide',
        description: 'Request testnet NIL.',
      },
      {type: 'linkCard', href: '/tools', title: 'Tools', description: ''},
    ]);
  });

  it('a link around a title and a description is a link card; around one paragraph, a link', () => {
    expect(
      blocks(
        '<a class="card" href="/build/compute/quickstart"><div>🖥️ <strong>Private Compute</strong></div>' +
          '<div>Run Docker applications in TEEs.</div></a>' +
          '<a class="button" href="https://example.org/gpt"><p>Open the assistant</p></a>',
      ),
    ).toEqual([
      {
        type: 'linkCard',
        href: '/build/compute/quickstart',
        title: '🖥️ Private Compute',
        description: 'Run Docker applications in TEEs.',
      },
      paragraph({
        type: 'link',
        href: 'https://example.org/gpt',
        title: '',
        children: [text('Open the assistant')],
      }),
    ]);
  });

  it('a collapsible section: its summary and its blocks', () => {
    expect(
      blocks(
        '<details class="details_lb9f"><summary>Complete demo.ts</summary><div><div class="collapsibleContent_i85q">' +
          '<p>All of it.</p></div></div></details>',
      ),
    ).toEqual([
      {
        type: 'details',
        summary: [text('Complete demo.ts')],
        blocks: [paragraph(text('All of it.'))],
      },
    ]);
  });

  it('quotes and rules', () => {
    expect(blocks('<blockquote><p>Said.</p></blockquote><hr>')).toEqual([
      {type: 'quote', blocks: [paragraph(text('Said.'))]},
      {type: 'rule'},
    ]);
  });
});

describe('readPageModel', () => {
  const SITE = 'https://docs.example.org';
  const page = (
    body: string,
    htmlClass = 'docs-wrapper plugin-docs plugin-id-default docs-doc-page',
  ) =>
    `<!doctype html><html lang="en" class="${htmlClass}"><head>` +
    `<meta name="description" content="What this page is about.">` +
    `<meta name="docsearch:language" content="en">` +
    `<meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>` +
    `<body><nav>Navbar</nav><main><article>` +
    `<nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>` +
    `<div class="theme-doc-toc-mobile"><button>On this page</button></div>` +
    `<div class="theme-doc-markdown markdown"><header><h1>Page title</h1></header>${body}</div>` +
    `<footer class="theme-doc-footer"><a class="theme-edit-this-page" href="https://github.com/x">Edit this page</a>` +
    `<span class="theme-last-updated">Last updated</span></footer>` +
    `<nav class="pagination-nav"><a href="/a">Previous</a></nav>` +
    `</article></main></body></html>`;

  it('reads the metadata, the headings and the body without the title or any chrome', () => {
    const model = readPageModel(
      page(
        '<p>Body.</p><div data-copy-page="article"><button>Copy page</button></div>' +
          '<h2 id="a">A</h2><ul><li><h3 id="b">B</h3></li></ul>' +
          admonition('note', 'note', '<h4 id="c">C</h4>'),
      ),
      '/build/quickstart',
      SITE,
    );
    expect(model).toEqual({
      route: '/build/quickstart',
      url: 'https://docs.example.org/build/quickstart',
      type: 'doc',
      section: 'Build',
      title: 'Page title',
      description: 'What this page is about.',
      language: 'en',
      searchTags: ['docs-default-current'],
      headings: [
        {level: 2, id: 'a', text: 'A'},
        {level: 3, id: 'b', text: 'B'},
        {level: 4, id: 'c', text: 'C'},
      ],
      blocks: [
        paragraph(text('Body.')),
        {type: 'heading', level: 2, id: 'a', text: 'A', content: [text('A')]},
        {
          type: 'list',
          ordered: false,
          start: 1,
          items: [
            {
              spread: true,
              blocks: [{type: 'heading', level: 3, id: 'b', text: 'B', content: [text('B')]}],
            },
          ],
        },
        {
          type: 'admonition',
          kind: 'note',
          title: '',
          blocks: [{type: 'heading', level: 4, id: 'c', text: 'C', content: [text('C')]}],
        },
      ],
    });
  });

  it('tells API reference pages and articles apart, and skips pages that are not content', () => {
    expect(
      readPageModel(
        page('<p>x</p>', 'docs-wrapper plugin-docs plugin-id-api docs-doc-page'),
        '/api/overview',
        SITE,
      )?.type,
    ).toBe('api');
    const article = readPageModel(
      page('<p>x</p>', 'blog-wrapper blog-post-page plugin-blog'),
      '/articles/tickr-app',
      SITE,
    );
    expect([article?.type, article?.section]).toEqual(['article', 'Articles']);
    expect(
      readPageModel(page('<p>x</p>', 'blog-wrapper blog-list-page plugin-blog'), '/articles', SITE),
    ).toBeNull();
    expect(
      readPageModel(
        page('<p>x</p>', 'search-page-wrapper plugin-search-algolia plugin-id-default'),
        '/search',
        SITE,
      ),
    ).toBeNull();
    expect(readPageModel('<html><body>plain</body></html>', '/learn/x', SITE)).toBeNull();
  });

  it('stops on a doc page outside every section instead of leaving it out', () => {
    expect(() => readPageModel(page('<p>x</p>'), '/guides/copied-page', SITE)).toThrow(
      /^\/guides\/copied-page is a content page in no section/,
    );
  });
});
