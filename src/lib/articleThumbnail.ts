/**
 * The image an article's card shows. Each cover is drawn as an SVG of a few KiB in
 * static/img/articles/ and rendered to a 1200×630 PNG for social cards (`npm run covers`); the
 * front matter's `image` names the PNG. A list page shows the SVG instead: sharp at any size and
 * a fraction of the PNG's weight. An image outside that pair is shown as it is.
 */
const RENDERED_COVER = /^(\/img\/articles\/[^/]+)\.png$/;

export function articleThumbnail(image: unknown): string | undefined {
  if (typeof image !== 'string' || image === '') return undefined;
  const rendered = RENDERED_COVER.exec(image);
  return rendered ? `${rendered[1]}.svg` : image;
}
