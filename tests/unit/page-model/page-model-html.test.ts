import {describe, expect, it} from 'vitest';
import {readablePart} from '../../../plugins/page-model/html';

describe('the part of a page its model is read from', () => {
  it('keeps the html tag, the head and the first article in the document, as the reader picks it', () => {
    const html =
      '<!DOCTYPE html><html lang=en class="docs-doc-page plugin-id-api"><head><meta charset=utf-8><title>T | Docs</title><link rel=stylesheet href=/assets/css/styles.1a2b.css><script src=/assets/js/runtime~main.3c4d.js defer></script><meta name=description content=D></head>' +
      '<body><nav><article>first</article></nav><aside>sidebar</aside>' +
      '<main><article><h1>T</h1><div class=markdown><article class=card>card</article><p>Body</p></div></article>' +
      '<article>second</article></main><footer>f</footer></body></html>';
    expect(readablePart(html)).toBe(
      '<!doctype html><html lang=en class="docs-doc-page plugin-id-api"><head><meta charset=utf-8><title>T | Docs</title><meta name=description content=D></head>' +
        '<body><article>first</article></body></html>',
    );
  });

  it('is the same when cut again', () => {
    const html =
      '<html lang=en><head><script src=/a.js></script><meta name=x content=y></head><body><article><p>x</p></article></body></html>';
    expect(readablePart(readablePart(html))).toBe(readablePart(html));
  });

  it('keeps the article whole when articles nest', () => {
    const html =
      '<html><head></head><body><aside>s</aside><main><article><article>a</article><p>b</p></article></main></body></html>';
    expect(readablePart(html)).toBe(
      '<!doctype html><html><head></head><body><article><article>a</article><p>b</p></article></body></html>',
    );
  });

  it('ignores an end tag before any article starts', () => {
    const html = '<html><head></head><body></article><article><p>x</p></article></body></html>';
    expect(readablePart(html)).toBe(
      '<!doctype html><html><head></head><body><article><p>x</p></article></body></html>',
    );
  });

  it('returns a page without an article, a head or an html tag whole', () => {
    for (const html of [
      '<html><head></head><body><p>no article</p></body></html>',
      '<html><body><article>x</article></body></html>',
      '<head></head><article>x</article>',
      '<html><head></head><body><article><p>never closed</body></html>',
    ]) {
      expect(readablePart(html)).toBe(html);
    }
  });
});
