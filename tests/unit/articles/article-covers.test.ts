import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {articles} from '../../support/articles';

const STATIC = join(__dirname, '..', '..', '..', 'static');

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): {width: number; height: number} | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature)) return null;
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

describe('pngSize', () => {
  it('rejects bytes that are not a PNG', () => {
    expect(pngSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

/** The words of `text`, lower-cased, without punctuation. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}%]+/gu) ?? [];
}

/** The text an SVG draws (its <text> elements and their <tspan>s; not its <title>). */
function drawnText(svg: string): string {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)]
    .map((match) => match[1]!.replace(/<[^>]+>/g, ' '))
    .join(' ');
}

/** Each two consecutive words of `title` that `text` also has next to each other. */
function sharedWordPairs(title: string, text: string): string[] {
  const drawn = ` ${words(text).join(' ')} `;
  const titleWords = words(title);
  return titleWords
    .slice(1)
    .map((word, index) => `${titleWords[index]} ${word}`)
    .filter((pair) => drawn.includes(` ${pair} `));
}

describe('sharedWordPairs', () => {
  it('finds a title drawn across lines, and not two words apart', () => {
    const svg =
      '<svg><text x="80">LABEL</text><text><tspan>Understanding</tspan>\n<tspan>nilDB Encryption</tspan></text></svg>';
    expect(sharedWordPairs('Understanding nilDB Encryption', drawnText(svg))).toEqual([
      'understanding nildb',
      'nildb encryption',
    ]);
    expect(sharedWordPairs('nilDB Encryption', 'nilDB and Encryption')).toEqual([]);
  });
});

describe.each(articles.map((article) => [article.slug, article] as const))(
  'cover of %s',
  (slug, article) => {
    it('has an SVG source drawn at the social card size', () => {
      const svg = readFileSync(join(STATIC, 'img', 'articles', `${slug}.svg`), 'utf8');
      expect(svg).toMatch(/viewBox="0 0 1200 630"/);
    });

    // The post's page shows the cover right under its heading, and its list card above the same
    // title: a title in the picture was the title twice (issue 38). The social PNG adds it.
    it('draws no part of the title, nor names it in its alt text', () => {
      const svg = readFileSync(join(STATIC, 'img', 'articles', `${slug}.svg`), 'utf8');
      expect(sharedWordPairs(article.title, drawnText(svg))).toEqual([]);
      const body = readFileSync(join(__dirname, '..', '..', '..', 'articles', article.file), 'utf8');
      const alt = new RegExp(`!\\[([^\\]]*)\\]\\(pathname:///img/articles/${slug}\\.svg\\)`).exec(body);
      expect(alt?.[1]).not.toMatch(/\btitle\b/i);
      expect(sharedWordPairs(article.title, alt?.[1] ?? '')).toEqual([]);
    });

    it('shares a 1200×630 PNG rendered from it (npm run covers)', () => {
      expect(article.image).toBe(`/img/articles/${slug}.png`);
      expect(pngSize(readFileSync(join(STATIC, article.image)))).toEqual({
        width: 1200,
        height: 630,
      });
    });

    // By URL, through `pathname://`: the bundler would otherwise inline the small SVG as a data:
    // URI, which then fills the feeds, the .md export and llms-full.txt with base64.
    it('shows the SVG as the first element of the body, linked by URL', () => {
      const body = readFileSync(join(__dirname, '..', '..', '..', 'articles', article.file), 'utf8')
        .split(/\n---\n/)
        .slice(1)
        .join('\n---\n')
        .trimStart();
      expect(body).toMatch(
        new RegExp(`^!\\[Cover illustration[^\\]]*\\]\\(pathname:///img/articles/${slug}\\.svg\\)`),
      );
    });
  },
);
