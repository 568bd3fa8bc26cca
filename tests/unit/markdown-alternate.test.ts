import {describe, expect, it} from 'vitest';
import {withMarkdownAlternate} from '../../plugins/page-model/outputs/markdown-alternate';

const page = '<html><head><title>T</title></head><body><p>x</p></body></html>';

describe('the Markdown twin link', () => {
  it('goes at the end of the head, pointing at the route plus .md', () => {
    expect(withMarkdownAlternate(page, '/build/quickstart')).toBe(
      '<html><head><title>T</title><link rel="alternate" type="text/markdown" href="/build/quickstart.md"></head><body><p>x</p></body></html>',
    );
  });

  it('is written once, however often the build output is processed', () => {
    const once = withMarkdownAlternate(page, '/learn/architecture');
    expect(withMarkdownAlternate(once, '/learn/architecture')).toBe(once);
  });

  it('refuses a page without a head', () => {
    expect(() => withMarkdownAlternate('<p>x</p>', '/x')).toThrow('/x: built HTML without </head>');
  });
});
