/**
 * `npm run screenshots [buildDir] [--out dir] [--port N] [--only name,name]`: one screenshot of every page
 * type at 390x844 and 1440x900 in light and dark, taken through nginx over a production
 * build (the same server the browser tests use), so a contributor can review the look of a
 * change at a glance. The output folder is gitignored; compare a run from main with a run
 * from your branch.
 */
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Page} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './lib/browser';
import {startNginx} from './lib/nginx';

interface Shot {
  /** File name stem: says which page type it shows. */
  name: string;
  path: string;
  /** Brings the page into the state worth looking at (open a modal, scroll to a diagram). */
  prepare?: (page: Page) => Promise<void>;
}

/** Scrolls the previous/next pager at the foot of a doc page into view. */
const scrollToPager = (page: Page) =>
  page.evaluate(() =>
    document.querySelector('.pagination-nav')?.scrollIntoView({block: 'end', behavior: 'instant'}),
  );
/** Scrolls so that the end of the page's article sits a little above the bottom of the window. */
async function scrollToArticleEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    const article = document.querySelector('article');
    if (!article) return;
    window.scrollTo(0, article.getBoundingClientRect().bottom + window.scrollY - innerHeight + 120);
  });
}

const SHOTS: Shot[] = [
  {name: 'home', path: '/'},
  {name: 'doc', path: '/learn/what-is-nillion'},
  {
    name: 'doc-diagram',
    path: '/learn/architecture',
    prepare: async (page) => {
      await page
        .locator('.docusaurus-mermaid-container, figure svg, svg[id^="mermaid"]')
        .first()
        .scrollIntoViewIfNeeded()
        .catch(() => undefined);
    },
  },
  {name: 'doc-scrolled', path: '/build/quickstart', prepare: (page) => page.mouse.wheel(0, 900)},
  // A table with long code in its cells (issue 38: it scrolled at 1440 px, broke words on a phone).
  {
    name: 'doc-table',
    path: '/build/compute/limitations',
    prepare: async (page) => {
      await page.locator('.markdown table').first().scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -80));
    },
  },
  {name: 'article-list', path: '/articles'},
  {name: 'article', path: '/articles/from-apis-to-bpis'},
  // The end of a page: edit link, last-updated date, "Was this page helpful?" (issue 39).
  {name: 'doc-bottom', path: '/build/quickstart', prepare: (page) => scrollToArticleEnd(page)},
  {
    name: 'article-bottom',
    path: '/articles/from-apis-to-bpis',
    prepare: (page) => scrollToArticleEnd(page),
  },
  {
    name: 'feedback-answered',
    path: '/build/quickstart',
    prepare: async (page) => {
      const feedback = page.locator('[data-page-feedback]');
      await feedback.getByRole('button', {name: 'No'}).click();
      await feedback.getByRole('textbox').fill('The second step needs the node URL.');
      await scrollToArticleEnd(page);
    },
  },
  {name: 'api-overview', path: '/api/overview'},
  {name: 'api-operation', path: '/api/nilai/chat-completion-v-1-chat-completions-post'},
  // The end of an API landing and an operation page: the OpenAPI document's download links.
  {name: 'api-landing-end', path: '/api/nilai/overview', prepare: scrollToPager},
  {name: 'api-operation-end', path: '/api/nilai/get-models-v-1-models-get', prepare: scrollToPager},
  {name: 'tools', path: '/tools'},
  {name: 'blacklight', path: '/blacklight/overview'},
  {
    name: 'install-tabs',
    path: '/build/private-storage/quickstart',
    prepare: async (page) => {
      await page.locator('#step-2-install-the-dependencies').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -80));
    },
  },
  {name: 'search-page', path: '/search?q=nilDB'},
  {
    name: 'search-modal',
    path: '/learn/what-is-nillion',
    prepare: async (page) => {
      await page.locator('.search-button').first().click();
      await page.locator('.search-modal__input').fill('nildb');
      await page.waitForTimeout(800);
    },
  },
  // A broad query: the modal lists several pages, each with a few sections (issue 38).
  {
    name: 'search-modal-broad',
    path: '/learn/what-is-nillion',
    prepare: async (page) => {
      await page.locator('.search-button').first().click();
      await page.locator('.search-modal__input').fill('blindfold');
      await page.waitForTimeout(800);
    },
  },
  {
    name: 'mobile-drawer',
    path: '/build/quickstart',
    prepare: async (page) => {
      const toggle = page.locator('.navbar__toggle');
      if (await toggle.isVisible()) {
        await toggle.click();
        await page.waitForTimeout(400);
      }
    },
  },
  {name: '404', path: '/this-page-does-not-exist'},
  // The 2025 SDK generation: its banner, and the navbar's version menu open (desktop only shows it).
  {
    name: 'older-version',
    path: '/2025/build/private-storage/quickstart',
    prepare: async (page) => {
      const menu = page.locator('.navbar__items--right .dropdown').filter({hasText: '2025 SDKs'});
      if (await menu.isVisible()) {
        await menu.hover();
        await page.waitForTimeout(300);
      }
    },
  },
];

const VIEWPORTS = [
  {name: 'phone', width: 390, height: 844},
  {name: 'desktop', width: 1440, height: 900},
] as const;
const MODES = ['light', 'dark'] as const;

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    options: {out: {type: 'string'}, port: {type: 'string'}, only: {type: 'string'}},
    allowPositionals: true,
  });
  const buildDir = positionals[0] ?? 'build';
  const outDir = path.resolve(values.out ?? 'screenshots');
  const port = Number(values.port ?? process.env.E2E_PORT ?? 3100);
  mkdirSync(outDir, {recursive: true});
  const only = values.only?.split(',').map((name) => name.trim());
  const shots = only ? SHOTS.filter((shot) => only.includes(shot.name)) : SHOTS;
  if (only && shots.length !== only.length)
    throw new Error(
      `--only names no shot: ${only.join(', ')}; shots: ${SHOTS.map((shot) => shot.name).join(', ')}`,
    );

  const nginx = await startNginx(buildDir, port);
  const browser = await chromium.launch({
    executablePath: chromiumPath() ?? undefined,
    args: chromiumArgs,
  });
  try {
    for (const viewport of VIEWPORTS) {
      for (const mode of MODES) {
        // The colour mode is set the way a reader's system states it.
        const context = await browser.newContext({
          viewport: {width: viewport.width, height: viewport.height},
          colorScheme: mode,
          deviceScaleFactor: 1,
          hasTouch: viewport.name === 'phone',
          isMobile: viewport.name === 'phone',
        });
        const page = await context.newPage();
        for (const shot of shots) {
          await page.goto(nginx.url + shot.path, {waitUntil: 'networkidle'});
          // A page that cannot be brought into its state is still worth a look: say so, go on.
          await shot.prepare?.(page).catch((error: Error) => {
            console.warn(
              `${shot.name} (${viewport.name}, ${mode}): ${error.message.split('\n')[0]}`,
            );
          });
          await page.waitForTimeout(300);
          const file = path.join(outDir, `${shot.name}--${viewport.name}--${mode}.png`);
          await page.screenshot({path: file});
          console.log(path.relative(process.cwd(), file));
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await nginx.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
