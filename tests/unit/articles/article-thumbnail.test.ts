import {describe, expect, it} from 'vitest';
import {articleThumbnail} from '../../../src/lib/articleThumbnail';

describe('articleThumbnail', () => {
  it('shows the SVG a rendered cover PNG was drawn from', () => {
    expect(articleThumbnail('/img/articles/tickr-app.png')).toBe('/img/articles/tickr-app.svg');
  });

  it('shows any other image as it is', () => {
    expect(articleThumbnail('/img/elsewhere/photo.png')).toBe('/img/elsewhere/photo.png');
    expect(articleThumbnail('/img/articles/nested/x.png')).toBe('/img/articles/nested/x.png');
    expect(articleThumbnail('https://example.com/img/articles/x.png')).toBe(
      'https://example.com/img/articles/x.png',
    );
  });

  it('shows nothing without an image', () => {
    expect(articleThumbnail(undefined)).toBeUndefined();
    expect(articleThumbnail('')).toBeUndefined();
  });
});
