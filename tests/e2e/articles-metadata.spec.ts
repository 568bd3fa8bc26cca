/**
 * What link previews and search engines read from each article, checked in the HTML the build
 * ships (no browser: crawlers read the server-rendered head, not the one the page hydrates into).
 * Expected values come from the article sources (tests/support/articles.ts), not from the pages.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {parseHTML} from 'linkedom';
import {builtHtmlFile} from '../../scripts/lib/built-routes';
import {articles, authors} from '../support/articles';

const BUILD_DIR = 'build';
const BLOG = '/articles';
/** The first bytes of every PNG file. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function builtPage(route: string): Document {
  const file = builtHtmlFile(BUILD_DIR, route);
  if (!file) throw new Error(`${route} is not in ${BUILD_DIR}/: build the site first`);
  return parseHTML(readFileSync(file, 'utf8')).document;
}

for (const article of articles) {
  test(`${article.slug} carries social metadata and BlogPosting structured data`, () => {
    const document = builtPage(`${BLOG}/${article.slug}`);
    const meta = (selector: string) =>
      document.querySelector(`head meta[${selector}]`)?.getAttribute('content') ?? null;

    expect(meta('property="og:title"'), 'og:title').toContain(article.title);
    expect(meta('property="og:description"'), 'og:description').toBe(article.description);
    expect(meta('name="description"'), 'description').toBe(article.description);
    expect(meta('property="og:type"'), 'og:type').toBe('article');
    expect(meta('name="twitter:card"'), 'twitter:card').toBe('summary_large_image');
    const image = meta('property="og:image"');
    expect(image, 'og:image is an absolute URL').toMatch(/^https:\/\//);
    const imageUrl = new URL(image!);
    expect(imageUrl.pathname).toBe(article.image);
    expect(meta('name="twitter:image"'), 'twitter:image').toBe(image);
    // The social card is a raster image the big platforms can show.
    const card = path.join(BUILD_DIR, imageUrl.pathname);
    expect(existsSync(card), `${imageUrl.pathname} is in the build`).toBe(true);
    expect(readFileSync(card).subarray(0, 8).equals(PNG_SIGNATURE), 'the card is a PNG').toBe(true);

    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? ''),
    );
    const posting = blocks.find((block) => block['@type'] === 'BlogPosting');
    expect(posting, 'a BlogPosting JSON-LD block').toBeDefined();
    expect(posting.headline).toBe(article.title);
    expect(posting.description).toBe(article.description);
    expect(String(posting.datePublished)).toMatch(new RegExp(`^${article.date}`));
    expect(new URL(posting.url).pathname).toBe(`${BLOG}/${article.slug}`);
    const authorNames = [posting.author].flat().map((author: {name: string}) => author.name);
    expect(authorNames).toEqual(
      article.authors.map((key) => authors.find((author) => author.key === key)?.name),
    );
    const postingImage = [posting.image].flat()[0];
    const postingImageUrl = typeof postingImage === 'string' ? postingImage : postingImage?.url;
    expect(new URL(postingImageUrl).pathname).toBe(article.image);
  });
}
