import {test, expect} from '../support/test';
import type {BrowserContext, Page} from '@playwright/test';
import {
  chooseCopyPageAction,
  copyPageButton,
  copyPageItem,
  copyPageMenu,
  copyPageWidget,
  publishedMarkdown,
  readClipboard,
} from '../support/copy-page';
import {untilHydrated} from '../support/hydration';
import {apiRoutes, articleSlugs, docRoutes, llmsTxtSections} from '../support/published-routes';
import {markdownPathOf} from '../../src/lib/routes';

const WITH_TOC = '/learn/what-is-nillion';
/** API operation pages hide their table of contents. */
const WITHOUT_TOC = '/api/nilai/get-models-v-1-models-get';
const ACTIONS = [
  'Copy page as Markdown',
  'View as Markdown',
  'Open in ChatGPT',
  'Open in Claude',
  'Connect to your assistant (MCP)',
];
const LAST = ACTIONS.length - 1;

test.use({permissions: ['clipboard-read', 'clipboard-write']});
// Each test loads one or two full pages and drives several actions in them.
test.describe.configure({timeout: 90_000});

/** The assistants' hosts answer locally, so opening them needs no network. */
async function blockAssistants(context: BrowserContext) {
  await context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, (route) =>
    route.fulfill({status: 200, contentType: 'text/html', body: '<title>blocked</title>'}),
  );
}

test.beforeEach(async ({context}) => {
  await blockAssistants(context);
});

const widget = copyPageWidget;
const menuButton = copyPageButton;
const menu = copyPageMenu;
const item = copyPageItem;
const choose = chooseCopyPageAction;

/** Opens the page with a sentinel on the clipboard; returns the widget's console errors as they come. */
async function openWithSentinelOnClipboard(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Copy page:')) {
      errors.push(message.text());
    }
  });
  await page.goto(WITH_TOC);
  // A click before hydration reaches no handler (seen on a loaded CI machine).
  await untilHydrated(page);
  await page.evaluate(() => navigator.clipboard.writeText('untouched'));
  return errors;
}

/**
 * In the page's header row: in the article, in the flow (never fixed or sticky), on the same row
 * as the page title or the breadcrumbs, at the right edge of the article.
 */
async function expectInHeaderRow(page: Page) {
  await expect(widget(page)).toHaveCount(1);
  await expect(page.locator('article [data-copy-page]')).toHaveCount(1);
  const box = await widget(page).evaluate((element) => {
    const title = element.closest('article')!.querySelector('h1')!.getBoundingClientRect();
    const breadcrumbs = element
      .closest('article')!
      .querySelector('nav.theme-doc-breadcrumbs')
      ?.getBoundingClientRect();
    const article = element.closest('article')!.getBoundingClientRect();
    const rect = element.getBoundingClientRect();
    const pinned = (node: Element | null): boolean =>
      !!node &&
      (['fixed', 'sticky'].includes(getComputedStyle(node).position) || pinned(node.parentElement));
    return {
      pinned: pinned(element),
      besideTitleOrBreadcrumbs: [title, breadcrumbs].some(
        (row) => !!row && rect.top < row.bottom && rect.bottom > row.top,
      ),
      atRight: Math.abs(article.right - rect.right) <= 1,
    };
  });
  expect(box).toEqual({pinned: false, besideTitleOrBreadcrumbs: true, atRight: true});
}

test.describe('placement', () => {
  for (const [name, route] of [
    ['a page with a table of contents', WITH_TOC],
    ['an API page (no table of contents)', WITHOUT_TOC],
  ]) {
    for (const viewport of [
      {width: 390, height: 844},
      {width: 1440, height: 900},
    ]) {
      test(`in the header row on ${name} at ${viewport.width} px`, async ({page}) => {
        test.slow(); // API reference pages carry the OpenAPI theme's code
        await page.setViewportSize(viewport);
        await page.goto(route);
        await untilHydrated(page);
        await expectInHeaderRow(page);
        // It scrolls away with the title instead of floating over the text.
        const before = await widget(page).evaluate((el) => el.getBoundingClientRect().top);
        await page.mouse.wheel(0, 400);
        await expect
          .poll(() => widget(page).evaluate((el) => el.getBoundingClientRect().top))
          .toBeLessThan(before - 300);
      });
    }
  }

  test('its menu opens inside the page, under the navbar', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(WITH_TOC);
    await untilHydrated(page);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    const position = await menu(page).evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe('absolute');
    const menuBox = (await menu(page).boundingBox())!;
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(390);
  });

  test('is on documentation pages only', async ({page}) => {
    await page.goto('/articles/nildb-encryption');
    // Hydrated first: a widget drawn only in the browser would otherwise not be there yet.
    await untilHydrated(page);
    await expect(page.locator('article h1').first()).toBeVisible();
    await expect(widget(page)).toHaveCount(0);
  });
});

test.describe('actions', () => {
  test('Copy page puts the published .md on the clipboard', async ({page}) => {
    await page.goto('/build/private-llms/usage');
    await untilHydrated(page);
    const published = await publishedMarkdown(page, '/build/private-llms/usage');
    await choose(page, 'Copy page as Markdown');
    await expect(menu(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveText('Copied');
    expect(await readClipboard(page)).toBe(published);
    expect(published).toMatch(
      /^# Usage\n\nURL: https?:\/\/[^\n]+\/build\/private-llms\/usage\n\n\S/,
    );
  });

  test('View as Markdown opens the text in a new tab', async ({page, context}) => {
    await page.goto(WITH_TOC);
    await untilHydrated(page);
    const published = await publishedMarkdown(page, WITH_TOC);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      choose(page, 'View as Markdown'),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^blob:/);
    expect(await tab.evaluate(() => document.body.innerText)).toBe(published);
    expect(await tab.evaluate(() => document.contentType)).toBe('text/plain');
  });

  for (const [name, origin, path] of [
    ['Open in ChatGPT', 'https://chatgpt.com', '/'],
    ['Open in Claude', 'https://claude.ai', '/new'],
  ] as const) {
    test(`${name} asks the assistant to explain the page URL`, async ({page, context, baseURL}) => {
      await page.goto(WITH_TOC);
      await untilHydrated(page);
      const [tab] = await Promise.all([context.waitForEvent('page'), choose(page, name)]);
      await tab.waitForLoadState();
      const url = new URL(tab.url());
      expect(`${url.origin}${url.pathname}`).toBe(`${origin}${path}`);
      expect([...url.searchParams.keys()]).toEqual(['q']);
      expect(url.searchParams.get('q')).toBe(
        `Read the documentation page at ${baseURL}${WITH_TOC} and explain it to me, so I can ask you questions about it.`,
      );
      await expect(menu(page)).toHaveCount(0);
    });
  }

  test('without a published .md, the live page is converted to the same text', async ({page}) => {
    const route = '/build/private-llms/usage';
    await page.goto(route);
    await untilHydrated(page);
    const published = await publishedMarkdown(page, route);
    let blocked = 0;
    await page.route('**/*.md', (request) => {
      blocked += 1;
      return request.abort();
    });
    await choose(page, 'Copy page as Markdown');
    await expect(menuButton(page)).toHaveText('Copied');
    expect(blocked).toBe(1);
    expect(await readClipboard(page)).toBe(published);
  });

  test('falls back to a hidden textarea when the Clipboard API refuses', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(Clipboard.prototype, 'writeText', {
        value: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
      });
    });
    await page.goto(WITH_TOC);
    await untilHydrated(page);
    const published = await publishedMarkdown(page, WITH_TOC);
    await choose(page, 'Copy page as Markdown');
    await expect(menuButton(page)).toHaveText('Copied');
    expect(await readClipboard(page)).toBe(published);
    await expect(page.locator('textarea')).toHaveCount(0);
  });

  test('with no content, copy and view do nothing but log an error', async ({page, context}) => {
    const errors = await openWithSentinelOnClipboard(page);
    // No published text (the browser logs the blocked request too) and an empty article.
    await page.route('**/*.md', (request) => request.abort());
    await page.evaluate(() => {
      document.querySelector('article .markdown')!.innerHTML = '';
    });
    let opened = 0;
    context.on('page', () => (opened += 1));
    await choose(page, 'Copy page as Markdown');
    // The converter is fetched on this first use.
    await expect.poll(() => errors.length, {timeout: 20_000}).toBe(1);
    await choose(page, 'View as Markdown');
    await expect.poll(() => errors.length).toBe(2);
    expect(errors.every((error) => error.includes('no content could be extracted'))).toBe(true);
    expect(await readClipboard(page)).toBe('untouched');
    await expect(menuButton(page)).toHaveText('Copy page');
    expect(opened).toBe(0);
  });

  test('a published .md without a body is treated as no content', async ({page}) => {
    const errors = await openWithSentinelOnClipboard(page);
    await page.route('**/*.md', (request) =>
      request.fulfill({
        status: 200,
        contentType: 'text/markdown',
        body: '# Title\n\nURL: https://x.test/a\n',
      }),
    );
    await choose(page, 'Copy page as Markdown');
    await expect.poll(() => errors.length).toBe(1);
    expect(await readClipboard(page)).toBe('untouched');
  });
});

test.describe('dropdown', () => {
  test('ARIA menu button: roles, states and the menu 8 px below the button', async ({page}) => {
    await page.goto(WITH_TOC);
    await untilHydrated(page);
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', (await menu(page).getAttribute('id'))!);
    await expect(page.getByRole('menuitem')).toHaveCount(ACTIONS.length);
    for (const [index, name] of ACTIONS.entries()) {
      await expect(page.getByRole('menuitem').nth(index)).toHaveAccessibleName(name);
    }
    const buttonBox = (await button.boundingBox())!;
    // Opened inside the page, below the sticky navbar (nothing of ours may cover it when scrolled).
    const menuStyle = await menu(page).evaluate((element) => {
      const style = getComputedStyle(element);
      const navbar = Number(getComputedStyle(document.querySelector('.navbar')!).zIndex);
      return {
        position: style.position,
        underNavbar: Number(style.zIndex) < navbar,
        width: style.width,
      };
    });
    expect(menuStyle).toEqual({position: 'absolute', underNavbar: true, width: '300px'});
    const menuBox = (await menu(page).boundingBox())!;
    expect(menuBox.y).toBeCloseTo(buttonBox.y + buttonBox.height + 8, 0);
    expect(menuBox.x + menuBox.width).toBeCloseTo(buttonBox.x + buttonBox.width, 0);
    expect(await widget(page).evaluate((element) => getComputedStyle(element).position)).toBe(
      'relative',
    );
  });

  test('"Connect to your assistant (MCP)" copies the command the AI-Assisted Workflow page gives', async ({
    page,
  }) => {
    await openWithSentinelOnClipboard(page);
    await choose(page, 'Connect to your assistant (MCP)');
    await expect(menuButton(page)).toHaveText('Copied');
    await expect(copyPageWidget(page).getByRole('status')).toHaveText('MCP server command copied');
    const command = await readClipboard(page);
    // The Claude Code snippet of /build/ai-assisted-workflow: the site's own hosted endpoint.
    expect(command).toBe(
      'claude mcp add --transport http nillion-docs https://docs.nillion.com/mcp',
    );
    const guide = await publishedMarkdown(page, '/build/ai-assisted-workflow');
    expect(guide).toContain(command);
  });

  test('toggles with its button and closes on a press outside', async ({page}) => {
    await page.goto(WITH_TOC);
    await untilHydrated(page);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await menuButton(page).click();
    await expect(menu(page)).toHaveCount(0);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.mouse.move(300, 400);
    await page.mouse.down();
    await expect(menu(page)).toHaveCount(0);
    await page.mouse.up();
  });

  test('is fully keyboard-operable', async ({page}) => {
    await page.goto(WITH_TOC);
    await untilHydrated(page);
    const button = menuButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(item(page, ACTIONS[0])).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(page, ACTIONS[1])).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(item(page, ACTIONS[LAST])).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(page, ACTIONS[0])).toBeFocused();
    await page.keyboard.press('End');
    await expect(item(page, ACTIONS[LAST])).toBeFocused();
    await page.keyboard.press('Home');
    await expect(item(page, ACTIONS[0])).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowUp');
    await expect(item(page, ACTIONS[LAST])).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await expect(item(page, ACTIONS[0])).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu(page)).toHaveCount(0);

    await button.focus();
    await page.keyboard.press(' ');
    await expect(item(page, ACTIONS[0])).toBeFocused();
    await page.keyboard.press(' ');
    await expect(menu(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(await readClipboard(page)).toBe(await publishedMarkdown(page, WITH_TOC));
  });
});

test.describe('published Markdown', () => {
  test('/llms.txt lists every doc page and article, and every link resolves', async ({
    page,
    request,
  }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const llms = await response.text();
    expect(llms).toMatch(/^# Nillion Docs\n\n> \S/);
    const sections = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual(llmsTxtSections);

    const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)(: \S.*)?$/gm)].map((m) => m[1]);
    const origins = new Set(links.map((link) => new URL(link).origin));
    expect(origins.size).toBe(1);
    const paths = links.map((link) => new URL(link).pathname);
    for (const route of [
      ...docRoutes,
      ...apiRoutes,
      ...articleSlugs.map((slug) => `/articles/${slug}`),
    ]) {
      expect(paths, route).toContain(markdownPathOf(route));
    }
    const [older, ...others] = paths.filter((path) => !path.endsWith('.md'));
    expect(others).toEqual([]);
    expect(older).toBe('/2025/llms.txt');
    const olderList = await request.get(older!);
    expect(olderList.status()).toBe(200);
    expect(await olderList.text()).toMatch(/^# Nillion Docs: 2025 SDKs \(SecretVaults 0\.1\)\n/);
    for (const path of paths.filter((each) => each.endsWith('.md'))) {
      const markdown = await request.get(path);
      expect(markdown.status(), path).toBe(200);
      expect(await markdown.text(), path).toMatch(/^# .+\n\nURL: /);
    }
    // The full file holds every page's text.
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full).toContain(await publishedMarkdown(page, WITH_TOC));
  });
});
