/**
 * `npm run covers`: renders each article's social card (static/img/articles/<slug>.png, which
 * its `image:` front matter names) and the site's own (static/img/social-card.png), at 1200×630.
 *
 * An article's cover SVG is what readers see on the site, above the post's heading and on its list
 * card, so it carries no title: the page already shows it once in words (issue 38). X, Facebook and
 * LinkedIn do not render SVG, and X shows a card's image without the page title, so the PNG is the
 * SVG with the post's title (from its front matter) written into the space the drawing leaves on
 * the left. The site card's SVG holds all its text and is rendered as it is.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {chromium, type Page} from '@playwright/test';
import {parse} from 'yaml';
import {chromiumArgs, chromiumPath} from './lib/browser';

const STATIC_DIR = resolve('static');
const ARTICLES_DIR = resolve('articles');
/** The card every page without a cover of its own shares. */
const SITE_CARD = join(STATIC_DIR, 'img/social-card.svg');
/** The Open Graph card size every cover is drawn at. */
const CARD = {width: 1200, height: 630};
/** Where the title goes: between the cover's label and its "Nillion" line, left of the drawing. */
const TITLE_BOX = {x: 80, y: 185, width: 640, height: 300};
const TITLE_FONT_PX = {largest: 64, smallest: 36};

interface ArticleCard {
  title: string;
  /** The PNG `image:` names, and the SVG next to it it is drawn from. */
  png: string;
  svg: string;
}

/** Every article whose `image:` is a rendered cover of static/img/articles/. */
function articleCards(): ArticleCard[] {
  return readdirSync(ARTICLES_DIR)
    .filter((name) => /\.mdx?$/.test(name))
    .flatMap((name) => {
      const front = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(join(ARTICLES_DIR, name), 'utf8'));
      const data = (front ? parse(front[1]) : {}) as {title?: unknown; image?: unknown};
      const image = typeof data.image === 'string' ? data.image : '';
      if (typeof data.title !== 'string' || !/^\/img\/articles\/[^/]+\.png$/.test(image)) return [];
      const png = join(STATIC_DIR, image);
      return [{title: data.title, png, svg: png.replace(/\.png$/, '.svg')}];
    });
}

/**
 * Writes the title into the open SVG as an HTML block (a foreignObject, so it wraps), at the
 * largest size from TITLE_FONT_PX at which it fits TITLE_BOX.
 */
async function writeTitle(page: Page, title: string): Promise<void> {
  const fits = await page.evaluate(
    ({title, box, font}) => {
      const svg = document.documentElement;
      const holder = document.createElementNS('http://www.w3.org/2000/svg', 'foreignObject');
      for (const [name, value] of Object.entries(box)) holder.setAttribute(name, String(value));
      const block = document.createElementNS('http://www.w3.org/1999/xhtml', 'div');
      block.textContent = title;
      Object.assign(block.style, {
        display: 'flex',
        alignItems: 'center',
        height: '100%',
        color: '#ffffff',
        fontFamily: "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif",
        fontWeight: '700',
        lineHeight: '1.18',
        overflowWrap: 'break-word',
      });
      holder.append(block);
      svg.append(holder);
      for (let size = font.largest; size >= font.smallest; size -= 2) {
        block.style.fontSize = `${size}px`;
        const text = document.createRange();
        text.selectNodeContents(block);
        if (text.getBoundingClientRect().height <= box.height) return true;
      }
      return false;
    },
    {title, box: TITLE_BOX, font: TITLE_FONT_PX},
  );
  if (!fits) throw new Error(`"${title}" does not fit the cover at ${TITLE_FONT_PX.smallest} px`);
}

async function renderCovers(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath() ?? undefined,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({viewport: CARD});
    for (const card of articleCards()) {
      await page.goto(pathToFileURL(card.svg).href);
      await writeTitle(page, card.title);
      await page.screenshot({path: card.png, clip: {x: 0, y: 0, ...CARD}});
      console.log(`rendered ${card.png}`);
    }
    await page.goto(pathToFileURL(SITE_CARD).href);
    const output = SITE_CARD.replace(/\.svg$/, '.png');
    await page.screenshot({path: output, clip: {x: 0, y: 0, ...CARD}});
    console.log(`rendered ${output}`);
  } finally {
    await browser.close();
  }
}

void renderCovers();
