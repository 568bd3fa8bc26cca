import {describe, expect, it} from 'vitest';
import {readPageModel, sectionOf} from '../../plugins/page-model/model';
import {buildSearchRecords, MAX_CONTENT_LENGTH} from '../../plugins/search-index/records';
import {compactIndex, expandIndex} from '../../src/lib/search/compact';

const SITE = 'https://docs.example.org';

function docPage(
  body: string,
  {htmlClass = 'docs-wrapper plugin-docs plugin-id-default docs-doc-page'} = {},
) {
  return `<!doctype html><html lang="en" class="${htmlClass}"><head>
    <meta name="description" content="What this page is about.">
    <meta name="docsearch:language" content="en">
    <meta name="docsearch:docusaurus_tag" content="docs-default-current">
    </head><body><nav>Navbar</nav><main><article>
    <nav class="theme-doc-breadcrumbs">Home › Page</nav>
    <div class="theme-doc-markdown markdown"><header><h1>Page title</h1></header>${body}</div>
    <footer class="theme-doc-footer">Edit this page</footer>
    </article></main></body></html>`;
}

describe('readPageModel', () => {
  it('reads title, section, description, language and search tags', () => {
    const page = readPageModel(docPage('<p>Hello.</p>'), '/build/quickstart', SITE)!;
    expect(page).toMatchObject({
      route: '/build/quickstart',
      url: 'https://docs.example.org/build/quickstart',
      type: 'doc',
      section: 'Build',
      title: 'Page title',
      description: 'What this page is about.',
      language: 'en',
      searchTags: ['docs-default-current'],
    });
    expect(page.content.textContent).not.toContain('Page title');
  });

  it('tells API reference pages and articles apart, and skips everything else', () => {
    const api = docPage('<p>x</p>', {
      htmlClass: 'docs-wrapper plugin-docs plugin-id-api docs-doc-page',
    });
    expect(readPageModel(api, '/api/overview', SITE)?.type).toBe('api');
    const article = docPage('<p>x</p>', {htmlClass: 'blog-wrapper blog-post-page plugin-blog'});
    expect(readPageModel(article, '/articles/tickr-app', SITE)?.section).toBe('Articles');
    const list = docPage('<p>x</p>', {htmlClass: 'blog-wrapper blog-list-page plugin-blog'});
    expect(readPageModel(list, '/articles', SITE)).toBeNull();
    expect(readPageModel('<html><body>plain</body></html>', '/', SITE)).toBeNull();
  });

  it('maps routes to sections', () => {
    expect(sectionOf('/learn/protocols')).toBe('Learn');
    expect(sectionOf('/tools')).toBe('Build');
    expect(sectionOf('/community/guides/testnet')).toBe('Community');
    expect(sectionOf('/api/nildb/add-schema')).toBe('API');
    expect(sectionOf('/articles/nildb-encryption')).toBe('Articles');
    expect(sectionOf('/learnings')).toBeNull();
  });
});

describe('buildSearchRecords', () => {
  const body = `
    <p>Intro with <code>nilDB</code> and a <a href="/x">link</a>, inline.</p>
    <h2 id="setup">Setup<a class="hash-link" href="#setup">#</a></h2>
    <p>Install the SDK.</p>
    <div class="theme-code-block"><pre><code>npm install secret-code</code></pre></div>
    <button>Copy</button>
    <h3 id="keys">Keys</h3>
    <ul><li>First item<ul><li>Nested item</li></ul></li></ul>
    <table><thead><tr><th>Name</th><th>Value</th></tr></thead><tbody><tr><td>chain</td><td>nillion-1</td></tr></tbody></table>
    <h2 id="next">Next steps</h2>
    <p>&lt;img src=x onerror=alert(1)&gt; is text here.</p>`;
  const page = readPageModel(docPage(body), '/build/quickstart', SITE)!;
  const records = buildSearchRecords(page);

  it('makes one record per title, heading and block of text, in page order', () => {
    expect(records.map((record) => [record.type, record.anchor, record.content])).toEqual([
      ['lvl1', null, null],
      ['content', null, 'What this page is about.'],
      ['content', null, 'Intro with nilDB and a link, inline.'],
      ['lvl2', 'setup', null],
      ['content', 'setup', 'Install the SDK.'],
      ['lvl3', 'keys', null],
      ['content', 'keys', 'First item'],
      ['content', 'keys', 'Nested item'],
      ['content', 'keys', 'Name | Value'],
      ['content', 'keys', 'chain | nillion-1'],
      ['lvl2', 'next', null],
      ['content', 'next', '<img src=x onerror=alert(1)> is text here.'],
    ]);
  });

  it('gives each record its heading path, anchor URL and a unique id', () => {
    const nested = records.find((record) => record.content === 'Nested item')!;
    expect(nested.hierarchy).toEqual({
      lvl0: 'Build',
      lvl1: 'Page title',
      lvl2: 'Setup',
      lvl3: 'Keys',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(nested.url).toBe('https://docs.example.org/build/quickstart#keys');
    expect(nested.url_without_anchor).toBe('https://docs.example.org/build/quickstart');
    const afterReset = records.find(
      (record) => record.anchor === 'next' && record.type === 'content',
    )!;
    expect(afterReset.hierarchy.lvl3).toBeNull();
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it('leaves out code, buttons, heading links and page chrome', () => {
    const text = JSON.stringify(records);
    for (const absent of [
      'secret-code',
      'Copy',
      'Edit this page',
      'Home › Page',
      'Navbar',
      '"#"',
    ]) {
      expect(text).not.toContain(absent);
    }
  });

  it('cuts very long blocks at a word boundary', () => {
    const long = readPageModel(docPage(`<p>${'word '.repeat(600)}</p>`), '/learn/x', SITE)!;
    const content = buildSearchRecords(long).at(-1)!.content!;
    expect(content.length).toBeLessThanOrEqual(MAX_CONTENT_LENGTH + 1);
    expect(content.endsWith('word…')).toBe(true);
  });

  it('survives the compact wire format unchanged', () => {
    expect(expandIndex(compactIndex(records))).toEqual(records);
  });
});
