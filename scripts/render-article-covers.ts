/**
 * `npm run covers`: rasterizes each article cover (static/img/articles/<slug>.svg)
 * and the site's own social card (static/img/social-card.svg) to a PNG next to it. The SVG is the source and what readers see on the page;
 * the PNG exists because X, Facebook and LinkedIn do not render SVG social cards,
 * so each article's `image:` front matter (and `themeConfig.image`) points at the PNG.
 */
import {readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './lib/browser';

const COVERS_DIR = resolve('static/img/articles');
/** The card every page without a cover of its own shares. */
const SITE_CARD = resolve('static/img/social-card.svg');
/** The Open Graph card size every cover is drawn at. */
const CARD = {width: 1200, height: 630};

async function renderCovers(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath() ?? undefined,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({viewport: CARD});
    const sources = readdirSync(COVERS_DIR)
      .filter((name) => name.endsWith('.svg'))
      .map((name) => join(COVERS_DIR, name));
    for (const source of [...sources, SITE_CARD]) {
      await page.goto(pathToFileURL(source).href);
      const output = source.replace(/\.svg$/, '.png');
      await page.screenshot({path: output, clip: {x: 0, y: 0, ...CARD}});
      console.log(`rendered ${output}`);
    }
  } finally {
    await browser.close();
  }
}

void renderCovers();
