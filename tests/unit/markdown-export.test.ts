import {describe, expect, it} from 'vitest';
import {parseHTML} from 'linkedom';
import {readPageModel, type PageModel} from '../../plugins/page-model/model';
import {withEndTags} from '../../plugins/page-model/html';
import {contentToMarkdown, pageToMarkdown} from '../../src/lib/markdown/pageToMarkdown';
import {exportBody, exportText, FALLBACK_TITLE} from '../../src/lib/markdown/exportText';
import {llmsFullTxt, llmsTxt, pagesToMarkdown} from '../../plugins/markdown-export/output';

const PAGE_URL = 'https://docs.example.org/build/guide/page';

/** Converts a fragment of article body HTML, as the page model holds it. */
function md(html: string): string {
  const {document} = parseHTML(`<html><body><div class="markdown">${html}</div></body></html>`);
  return contentToMarkdown(document.querySelector('.markdown')!, PAGE_URL);
}

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

describe('conversion rules', () => {
  it('headings', () => {
    expect(md('<h2 id="a">Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>')).toBe(
      '## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six',
    );
  });

  it('paragraphs', () => {
    expect(md('<p>First   line\n of text.</p><p>Second.</p>')).toBe(
      'First line of text.\n\nSecond.',
    );
  });

  it('bold and italic', () => {
    expect(md('<p><strong>bold</strong>, <b>b</b>, <em>italic</em> and <i>i</i></p>')).toBe(
      '**bold**, **b**, *italic* and *i*',
    );
  });

  it('inline code', () => {
    expect(md('<p>Call <code>createClient()</code> or <code>a`b</code>.</p>')).toBe(
      'Call `createClient()` or ``a`b``.',
    );
  });

  it('fenced code keeps its language, title and blank lines', () => {
    expect(md(codeBlock('ts', ['const a = 1;', '', 'console.log(a);'], {title: 'demo.ts'}))).toBe(
      '```ts title="demo.ts"\nconst a = 1;\n\nconsole.log(a);\n```',
    );
  });

  it('fenced code that contains a fence gets a longer fence', () => {
    expect(md(codeBlock('md', ['```bash', 'ls', '```']))).toBe('````md\n```bash\nls\n```\n````');
  });

  it('plain <pre><code> blocks', () => {
    expect(md('<pre><code class="language-json">{"a": 1}\n</code></pre>')).toBe(
      '```json\n{"a": 1}\n```',
    );
  });

  it('nested lists', () => {
    expect(
      md(
        '<ul><li>One<ul><li>One.a</li><li>One.b<ol><li>deep</li></ol></li></ul></li><li>Two</li></ul>' +
          '<ol start="3"><li>Three</li><li>Four</li></ol>',
      ),
    ).toBe('- One\n  - One.a\n  - One.b\n    1. deep\n- Two\n\n3. Three\n4. Four');
  });

  it('links are made absolute; in-page # links become plain text', () => {
    expect(
      md(
        '<p><a href="/learn/protocols">Protocols</a>, <a href="../quickstart#install">up</a>, ' +
          '<a href="https://github.com/NillionNetwork" title="Source">GitHub</a>, ' +
          '<a href="#setup">Setup</a> and <a href="/x(1)">paren</a>.</p>',
      ),
    ).toBe(
      '[Protocols](https://docs.example.org/learn/protocols), ' +
        '[up](https://docs.example.org/build/quickstart#install), ' +
        '[GitHub](https://github.com/NillionNetwork "Source"), Setup and ' +
        '[paren](https://docs.example.org/x\\(1\\)).',
    );
  });

  it('images are made absolute', () => {
    expect(md('<p><img src="/img/flow.png" alt="Data flow [v2]"></p>')).toBe(
      '![Data flow \\[v2\\]](https://docs.example.org/img/flow.png)',
    );
  });

  it('blockquotes', () => {
    expect(md('<blockquote><p>First.</p><p>Second.</p></blockquote>')).toBe(
      '> First.\n>\n> Second.',
    );
  });

  it('tables, with pipes escaped and each cell on one line', () => {
    expect(
      md(
        '<table><thead><tr><th>Name</th><th>Value</th></tr></thead><tbody>' +
          '<tr><td><code>a|b</code></td><td><p>one</p><p>two</p></td></tr>' +
          '<tr><td>x</td><td></td></tr></tbody></table>',
      ),
    ).toBe('| Name | Value |\n| --- | --- |\n| `a\\|b` | one two |\n| x |  |');
  });

  it('admonitions become a quote headed by the uppercase type', () => {
    const admonition = (type: string, title: string) =>
      `<div class="theme-admonition theme-admonition-${type} admonition_xJq3 alert alert--info">` +
      `<div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 14 16"><path d="M0 0"/></svg></span>${title}</div>` +
      `<div class="admonitionContent_BuS1"><p>Keep the <strong>key</strong> safe.</p><p>Always.</p></div></div>`;
    expect(md(admonition('warning', 'warning'))).toBe(
      '> **WARNING**\n>\n> Keep the **key** safe.\n>\n> Always.',
    );
    expect(md(admonition('tip', 'Plan ahead'))).toBe(
      '> **TIP**\n>\n> **Plan ahead**\n>\n> Keep the **key** safe.\n>\n> Always.',
    );
  });

  it('Mermaid diagrams become their source', () => {
    expect(
      md(
        '<figure class="portal-diagram diagram_x1" data-mermaid-source="flowchart LR\n  A --> B">' +
          '<div class="portal-diagram__viewport" tabindex="0"><svg><text>A</text><text>B</text></svg></div>' +
          '<p aria-hidden="true">Scroll sideways to see the whole diagram</p></figure>',
      ),
    ).toBe('```mermaid\nflowchart LR\n  A --> B\n```');
  });

  it('tabs become labelled sections, hidden panels included', () => {
    expect(
      md(
        '<div class="tabs-container tabList_zI5C"><ul role="tablist" class="tabs">' +
          '<li role="tab" aria-selected="true" class="tabs__item">npm</li><li role="tab" class="tabs__item">pnpm</li></ul>' +
          '<div class="margin-top--md"><div role="tabpanel">' +
          codeBlock('bash', ['npm install x']) +
          '</div><div role="tabpanel" hidden><p>Use <code>pnpm add x</code>.</p></div></div></div>',
      ),
    ).toBe('**npm**\n\n```bash\nnpm install x\n```\n\n**pnpm**\n\nUse `pnpm add x`.');
  });

  it('API reference response tabs keep their heading and label each panel', () => {
    expect(
      md(
        '<div class="openapi-tabs__container"><div class="openapi-tabs__response-header-section">' +
          '<h2 id="responses">Responses</h2><div><ul role="tablist" class="tabs">' +
          '<li role="tab">200</li><li role="tab">401</li></ul></div></div>' +
          '<div class="margin-top--md"><div role="tabpanel"><p>The models.</p></div>' +
          '<div role="tabpanel" hidden><p>Bad token.</p></div></div></div>',
      ),
    ).toBe('## Responses\n\n**200**\n\nThe models.\n\n**401**\n\nBad token.');
  });

  it('API operations: method and path', () => {
    expect(
      md(
        '<pre class="openapi__method-endpoint"><span class="badge badge--primary">GET</span> ' +
          '<h2 class="openapi__method-endpoint-path">/v1/models</h2></pre>',
      ),
    ).toBe('`GET /v1/models`');
  });

  it('doc cards become a list of links with descriptions', () => {
    const card = (href: string, title: string, description: string) =>
      `<article class="col col--6"><a class="card theme-doc-card-container" href="${href}">` +
      `<h2 class="theme-doc-card-heading" title="${title}"><span class="theme-doc-card-icon">📄️</span>` +
      `<span class="theme-doc-card-title">${title}</span></h2>` +
      `<p class="theme-doc-card-description">${description}</p></a></article>`;
    expect(
      md(
        `<section class="row">${card('/community/guides/testnet', 'Testnet', 'Build safely.')}` +
          `${card('/tools', 'Tools', '')}</section>`,
      ),
    ).toBe(
      '- [Testnet](https://docs.example.org/community/guides/testnet): Build safely.\n' +
        '- [Tools](https://docs.example.org/tools)',
    );
  });

  it('details: the summary becomes a bold line', () => {
    expect(
      md('<details><summary>Why?</summary><div><div><p>Because.</p></div></div></details>'),
    ).toBe('**Why?**\n\nBecause.');
  });
});

describe('stripping rules (through the page model)', () => {
  const chrome = {
    'edit links':
      '<a class="theme-edit-this-page" href="https://github.com/x/edit">Edit this page</a>',
    'last updated': '<span class="theme-last-updated">Last updated on Nov 1</span>',
    pagination:
      '<nav class="pagination-nav"><a class="pagination-nav__link" href="/a">Previous</a></nav>',
    breadcrumbs: '<nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>',
    'doc footer': '<footer class="theme-doc-footer">Footer text</footer>',
    buttons: '<button type="button">Click me</button>',
    'copy-code buttons': codeBlock('bash', ['echo kept']),
    'line numbers': codeBlock('bash', ['echo numbered'], {numbered: true}),
    'the widget itself':
      '<div data-copy-page="article"><button aria-haspopup="menu">Copy page</button></div>',
    'heading links':
      '<h2 id="s">Section<a href="#s" class="hash-link" aria-label="Direct link">​</a></h2>',
  } as const;

  const pageWith = (inside: string) =>
    `<!doctype html><html lang="en" class="docs-wrapper plugin-docs plugin-id-default docs-doc-page"><head>` +
    `<meta name="description" content="About."></head><body><main><article>` +
    `<div class="theme-doc-markdown markdown"><header><h1>Page title</h1></header><p>Body.</p>${inside}</div>` +
    `</article></main></body></html>`;

  const exported = (inside: string) =>
    pageToMarkdown(
      readPageModel(pageWith(inside), '/build/guide/page', 'https://docs.example.org')!,
    ).text;

  it.each(Object.entries(chrome))('strips %s', (name, html) => {
    const expected: Record<string, string> = {
      'copy-code buttons': '\n\n```bash\necho kept\n```',
      'line numbers': '\n\n```bash\necho numbered\n```',
      'heading links': '\n\n## Section',
    };
    expect(exported(html)).toBe(
      `# Page title\n\nURL: https://docs.example.org/build/guide/page\n\nBody.${expected[name] ?? ''}\n`,
    );
  });

  it('reads minified HTML whose optional end tags are left out', () => {
    const minified =
      '<div class="markdown"><p>Intro<ul><li><p>One<li>Two</ul>' +
      '<table><thead><tr><th>A<th>B<tbody><tr><td>1<td>2<tr><td>3<td>4</table></div>';
    const {document} = parseHTML(withEndTags(`<html><body>${minified}</body></html>`));
    expect(contentToMarkdown(document.querySelector('.markdown')!, PAGE_URL)).toBe(
      'Intro\n\n- One\n\n- Two\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 |',
    );
  });
});

describe('export text', () => {
  it('is a title line, a URL line, then the body', () => {
    expect(exportText('Quickstart', PAGE_URL, 'Body.')).toBe(
      `# Quickstart\n\nURL: ${PAGE_URL}\n\nBody.\n`,
    );
  });

  it('falls back to "Documentation Page" without a heading', () => {
    expect(exportText('  ', PAGE_URL, 'Body.')).toBe(
      `# ${FALLBACK_TITLE}\n\nURL: ${PAGE_URL}\n\nBody.\n`,
    );
    expect(FALLBACK_TITLE).toBe('Documentation Page');
  });

  it('tells an empty body apart', () => {
    expect(exportBody(exportText('T', PAGE_URL, ''))).toBe('');
    expect(exportBody(exportText('T', PAGE_URL, '  \n'))).toBe('');
    expect(exportBody(exportText('T', PAGE_URL, 'Body.\n\nMore.'))).toBe('Body.\n\nMore.');
  });
});

describe('llms.txt and llms-full.txt', () => {
  const site = {
    title: 'Example Docs',
    tagline: 'Docs for the example network.',
    url: 'https://docs.example.org',
  };
  const page = (
    route: string,
    section: PageModel['section'],
    title: string,
    description: string,
  ) => {
    const {document} = parseHTML(`<html><body><div><p>${title} body.</p></div></body></html>`);
    return {
      route,
      url: `${site.url}${route}`,
      type: section === 'Articles' ? 'article' : section === 'API' ? 'api' : 'doc',
      section,
      title,
      description,
      language: 'en',
      searchTags: [],
      content: document.querySelector('div')!,
    } satisfies PageModel;
  };
  const pages = [
    page('/api/overview', 'API', 'API overview', 'The endpoints.'),
    page('/articles/tickr-app', 'Articles', 'Tickr [app]', 'A private trading app.'),
    page('/build/quickstart', 'Build', 'Quickstart', ''),
    page('/learn/what-is-nillion', 'Learn', 'What is Nillion', 'The network in brief.'),
  ];

  it('llms.txt: title, summary, then Learn, Build, Community, API, Articles with .md links', () => {
    expect(llmsTxt(pages, site)).toBe(
      [
        '# Example Docs',
        '',
        '> Docs for the example network.',
        '',
        'Every page below is published as Markdown at its address plus `.md`; [llms-full.txt](https://docs.example.org/llms-full.txt) holds all of them in one file.',
        '',
        '## Learn',
        '',
        '- [What is Nillion](https://docs.example.org/learn/what-is-nillion.md): The network in brief.',
        '',
        '## Build',
        '',
        '- [Quickstart](https://docs.example.org/build/quickstart.md)',
        '',
        '## API',
        '',
        '- [API overview](https://docs.example.org/api/overview.md): The endpoints.',
        '',
        '## Articles',
        '',
        '- [Tickr \\[app\\]](https://docs.example.org/articles/tickr-app.md): A private trading app.',
        '',
      ].join('\n'),
    );
  });

  it('llms-full.txt: every page in the same order, each as its export text', () => {
    const full = llmsFullTxt(pagesToMarkdown(pages), site);
    expect(full.startsWith('# Example Docs\n\n> Docs for the example network.\n\n---\n\n')).toBe(
      true,
    );
    const titles = [...full.matchAll(/^# (.+)$/gm)].map((match) => match[1]);
    expect(titles).toEqual([
      'Example Docs',
      'What is Nillion',
      'Quickstart',
      'API overview',
      'Tickr [app]',
    ]);
    expect(full).toContain(
      '# Quickstart\n\nURL: https://docs.example.org/build/quickstart\n\nQuickstart body.\n',
    );
  });
});
