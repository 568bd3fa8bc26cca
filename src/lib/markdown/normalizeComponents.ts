/**
 * normalizeComponents: rewrites the theme's rendered components (code blocks,
 * Mermaid diagrams, admonitions, tabs, doc cards, API endpoints) into the plain HTML they stand for, so
 * the Markdown rules only ever see standard elements. Works on parsed HTML
 * (build) and on the live page (browser) alike; never touches its input.
 */

/** Classes of the theme's components; CSS-module classes are matched by prefix (hash suffix). */
const CODE_BLOCK = '.theme-code-block';
const CODE_BLOCK_TITLE = '[class*="codeBlockTitle"]';
const DIAGRAM = '.portal-diagram';
const ADMONITION = '.theme-admonition';
const METHOD_ENDPOINT = '.openapi__method-endpoint';
const DOC_CARD = '.theme-doc-card-container';

export function normalizeComponents(content: Element): Element {
  const root = content.cloneNode(true) as Element;
  const document = root.ownerDocument;

  const codeBlock = (language: string, code: string, title = ''): Element => {
    const pre = document.createElement('pre');
    const element = document.createElement('code');
    if (language) element.setAttribute('class', `language-${language}`);
    if (title) element.setAttribute('data-title', title);
    element.appendChild(document.createTextNode(code));
    pre.appendChild(element);
    return pre;
  };

  // Diagrams first: their source is kept on the wrapper; the rendered SVG is not content.
  for (const diagram of root.querySelectorAll(DIAGRAM)) {
    diagram.replaceWith(codeBlock('mermaid', diagram.getAttribute('data-mermaid-source') ?? ''));
  }

  for (const block of root.querySelectorAll(CODE_BLOCK)) {
    const code = block.querySelector('pre code') ?? block.querySelector('pre');
    if (!code) {
      block.remove();
      continue;
    }
    // Highlighted code is one element per line with no newline characters between them.
    const lines = code.querySelectorAll('.token-line');
    const text =
      lines.length > 0
        ? [...lines].map((line) => line.textContent ?? '').join('\n')
        : (code.textContent ?? '');
    const language = /(?:^|\s)language-(\S+)/.exec(block.getAttribute('class') ?? '')?.[1] ?? '';
    const title = (block.querySelector(CODE_BLOCK_TITLE)?.textContent ?? '').trim();
    block.replaceWith(codeBlock(language, text.replace(/\n+$/, ''), title));
  }

  // Icons and any other inline graphics carry no text worth keeping.
  for (const svg of root.querySelectorAll('svg')) svg.remove();

  for (const admonition of root.querySelectorAll(ADMONITION)) {
    const type = /(?:^|\s)theme-admonition-([\w-]+)/.exec(
      admonition.getAttribute('class') ?? '',
    )?.[1];
    const heading = admonition.querySelector('[class*="admonitionHeading"]');
    const body = admonition.querySelector('[class*="admonitionContent"]');
    const title = (heading?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const quote = document.createElement('blockquote');
    const label = (type || title || 'note').toUpperCase();
    quote.appendChild(strongParagraph(document, label));
    if (title && title.toUpperCase() !== label) quote.appendChild(strongParagraph(document, title));
    for (const child of [...(body ?? admonition).childNodes]) {
      if (child !== heading) quote.appendChild(child);
    }
    admonition.replaceWith(quote);
  }

  // Tabs (the theme's and the API reference's) become one labelled section per tab, inner tabs first.
  for (const tabList of [...root.querySelectorAll('[role="tablist"]')].reverse()) {
    let group = tabList.parentElement;
    while (group && !group.querySelector('[role="tabpanel"]')) group = group.parentElement;
    const labels = [...tabList.querySelectorAll('[role="tab"]')].map((tab) =>
      (tab.textContent ?? '').replace(/\s+/g, ' ').trim(),
    );
    [...(group?.querySelectorAll('[role="tabpanel"]') ?? [])].forEach((panel, index) => {
      panel.before(strongParagraph(document, labels[index] || `Tab ${index + 1}`));
      panel.removeAttribute('role');
    });
    tabList.remove();
  }

  // An API operation's method and path, e.g. `GET /v1/models`.
  for (const endpoint of root.querySelectorAll(METHOD_ENDPOINT)) {
    const paragraph = document.createElement('p');
    const code = document.createElement('code');
    code.appendChild(
      document.createTextNode((endpoint.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );
    paragraph.appendChild(code);
    endpoint.replaceWith(paragraph);
  }

  // Doc cards (a category's pages) become a list of links with their descriptions.
  const cardRows = new Set(
    [...root.querySelectorAll(DOC_CARD)].map((card) => card.closest('section') ?? card),
  );
  for (const row of cardRows) {
    const list = document.createElement('ul');
    const cards = row.matches(DOC_CARD) ? [row] : [...row.querySelectorAll(DOC_CARD)];
    for (const card of cards) {
      const title = card.querySelector('.theme-doc-card-title')?.textContent ?? '';
      const description = card.querySelector('.theme-doc-card-description')?.textContent ?? '';
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.setAttribute('href', card.getAttribute('href') ?? '');
      link.appendChild(document.createTextNode(title.replace(/\s+/g, ' ').trim()));
      item.appendChild(link);
      const about = description.replace(/\s+/g, ' ').trim();
      if (about) item.appendChild(document.createTextNode(`: ${about}`));
      list.appendChild(item);
    }
    row.replaceWith(list);
  }

  return root;
}

function strongParagraph(document: Document, text: string): Element {
  const paragraph = document.createElement('p');
  const strong = document.createElement('strong');
  strong.appendChild(document.createTextNode(text));
  paragraph.appendChild(strong);
  return paragraph;
}
