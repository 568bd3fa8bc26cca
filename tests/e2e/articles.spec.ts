import {test, expect} from '../support/test';
import type {Page} from '@playwright/test';
import {
  articles,
  articlesBy,
  articlesTagged,
  authors,
  displayDate,
  tags,
  type ArticleSource,
} from '../support/articles';
import {collectPageErrors} from '../support/page-errors';
import {untilHydrated} from '../support/hydration';

const BLOG = '/articles';

/** Fails the test on any console error or uncaught exception the page reports. */

/** The post cards of a list-style page (list, tag, author), in page order. */
function postCards(page: Page) {
  return page.locator('main article');
}

async function expectCardsFor(page: Page, expected: readonly ArticleSource[]) {
  const cards = postCards(page);
  await expect(cards).toHaveCount(expected.length);
  await expect(cards.locator('h2')).toHaveText(expected.map((article) => article.title));
  for (const [index, article] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('link', {name: article.title, exact: true})).toHaveAttribute(
      'href',
      `${BLOG}/${article.slug}`,
    );
    await expect(card.locator('time')).toHaveAttribute('datetime', new RegExp(`^${article.date}`));
    await expect(card.locator('time')).toHaveText(displayDate(article.date));
    // The card is one link, named by the title; the tags are labels in it, not links.
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.locator('p')).toHaveText(article.description);
    await expect(card.getByRole('list', {name: /tags/i}).getByRole('listitem')).toHaveText(
      article.tags.map((key) => tags.find((tag) => tag.key === key)?.label ?? key),
    );
  }
}

async function expectSingleH1(page: Page, text?: string | RegExp) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  if (text) await expect(page.locator('h1')).toHaveText(text);
}

test.describe('articles list', () => {
  test('/articles has one visible h1, the description, and every post newest first', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(BLOG);
    await expectSingleH1(page, 'Technical Articles');
    await expect(page.locator('main > header p')).toHaveText(/\S/);
    await expectCardsFor(page, articles);
    // Fewer posts than one page (postsPerPage 10): no link to older entries.
    await expect(page.getByRole('link', {name: /Older entries/i})).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the list shows reading time, no excerpt body, and a grid of cards on a desktop only', async ({
    page,
  }) => {
    await page.goto(BLOG);
    const cards = postCards(page);
    for (const index of articles.keys()) {
      await expect(cards.nth(index)).toContainText(/\d+ min read/);
    }
    // Conclusions sit below every marker, so none of them may appear on the list.
    await expect(page.locator('main').getByRole('heading', {name: /conclusion/i})).toHaveCount(0);

    // A grid of cards on a desktop, one column on a phone.
    const firstRow = () =>
      cards.evaluateAll((items) => {
        const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
        return tops.filter((top) => top === tops[0]).length;
      });
    await page.setViewportSize({width: 1440, height: 900});
    expect(await firstRow()).toBeGreaterThanOrEqual(2);
    await page.setViewportSize({width: 390, height: 844});
    expect(await firstRow()).toBe(1);
  });

  test('the sidebar lists the posts grouped by year under its title', async ({page}) => {
    await page.goto(BLOG);
    const sidebar = page.getByRole('navigation', {name: /blog recent posts/i});
    await expect(sidebar).toContainText('Technical Articles');
    const years = [...new Set(articles.map((article) => article.date.slice(0, 4)))];
    for (const year of years) {
      const group = sidebar.getByRole('group').filter({has: page.getByText(year, {exact: true})});
      await expect(group.getByRole('link')).toHaveText(
        articles
          .filter((article) => article.date.startsWith(year))
          .slice(0, 10)
          .map((article) => article.title),
      );
    }
  });

  test('the head links the RSS and Atom feeds', async ({page, request}) => {
    await page.goto(BLOG);
    for (const type of ['application/rss+xml', 'application/atom+xml']) {
      const href = await page
        .locator(`head link[rel="alternate"][type="${type}"]`)
        .getAttribute('href');
      expect(href, `${type} link`).toBeTruthy();
      const response = await request.get(new URL(href!, page.url()).pathname);
      expect(response.status()).toBe(200);
    }
  });

  test('a page past the last one does not exist', async ({page}) => {
    const lastPage = Math.ceil(articles.length / 10);
    const response = await page.goto(`${BLOG}/page/${lastPage + 1}`);
    expect(response?.status()).toBe(404);
  });
});

test.describe('feeds', () => {
  for (const [name, path, entrySelector, titleSelector] of [
    ['RSS', `${BLOG}/rss.xml`, 'channel > item', 'title'],
    ['Atom', `${BLOG}/atom.xml`, 'feed > entry', 'title'],
  ] as const) {
    test(`the ${name} feed is well-formed XML listing every post newest first`, async ({
      page,
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      await page.goto(BLOG);
      // Chromium's XML parser: a malformed feed yields a <parsererror> document.
      const parsed = await page.evaluate(
        ([source, entries, title]) => {
          const doc = new DOMParser().parseFromString(source, 'application/xml');
          const error = doc.getElementsByTagName('parsererror')[0];
          return {
            error: error?.textContent ?? null,
            titles: [...doc.querySelectorAll(entries)].map(
              (entry) => entry.querySelector(title)?.textContent ?? '',
            ),
            links: [...doc.querySelectorAll(entries)].map(
              (entry) =>
                entry.querySelector('link')?.getAttribute('href') ??
                entry.querySelector('link')?.textContent ??
                '',
            ),
          };
        },
        [xml, entrySelector, titleSelector] as const,
      );
      expect(parsed.error).toBeNull();
      expect(parsed.titles).toEqual(articles.map((article) => article.title));
      expect(parsed.links.map((link) => new URL(link).pathname)).toEqual(
        articles.map((article) => `${BLOG}/${article.slug}`),
      );
    });
  }
});

test.describe('tags', () => {
  test('the tags page lists every declared tag with its post count, under one h1', async ({
    page,
  }) => {
    await page.goto(`${BLOG}/tags`);
    await expectSingleH1(page);
    for (const tag of tags) {
      const link = page.locator(`main a[href="${BLOG}/tags${tag.permalink}"]`);
      await expect(link).toHaveCount(1);
      await expect(link).toContainText(tag.label);
      await expect(link).toContainText(String(articlesTagged(tag.key).length));
    }
  });

  test('every tag used by a post is declared in tags.yml', () => {
    const declared = new Set(tags.map((tag) => tag.key));
    for (const article of articles) {
      for (const tag of article.tags) expect(declared, `${article.file}: ${tag}`).toContain(tag);
    }
  });

  for (const tag of tags) {
    test(`/articles/tags${tag.permalink} lists exactly the posts tagged ${tag.label}`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(`${BLOG}/tags${tag.permalink}`);
      expect(response?.status()).toBe(200);
      await expectSingleH1(page, new RegExp(tag.label));
      await expectCardsFor(page, articlesTagged(tag.key));
      expect(errors).toEqual([]);
    });
  }
});

test.describe('authors', () => {
  test('the authors page lists every author once, under one h1', async ({page}) => {
    await page.goto(`${BLOG}/authors`);
    await expectSingleH1(page);
    for (const author of authors) {
      await expect(page.locator('main').getByText(author.name, {exact: true})).toHaveCount(1);
      await expect(page.locator('main').getByText(author.title, {exact: true})).toHaveCount(1);
    }
  });

  for (const author of authors) {
    test(`/articles/authors/${author.key} shows the author, links and posts`, async ({page}) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(`${BLOG}/authors/${author.key}`);
      expect(response?.status()).toBe(200);
      await expectSingleH1(page, new RegExp(author.name));
      await expect(page.locator('main').getByText(author.title).first()).toBeVisible();
      await expect(page.locator(`main a[href="${author.url}"]`).first()).toBeVisible();
      for (const handle of Object.values(author.socials)) {
        await expect(page.locator(`main a[href$="/${handle}"]`).first()).toBeVisible();
      }
      await expectCardsFor(page, articlesBy(author.key));
      expect(errors).toEqual([]);
    });
  }
});

test('the archive lists every post under its year, under one h1', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${BLOG}/archive`);
  await expectSingleH1(page, 'Archive');
  const years = [...new Set(articles.map((article) => article.date.slice(0, 4)))];
  // Years newest first, as h2 under the h1 (axe heading-order); each year's posts newest first.
  await expect(page.locator('main h2')).toHaveText(years.map((year) => new RegExp(`^${year}`)));
  await expect(
    page.locator(
      '[role="banner"], header:not(main header, article header, aside header, nav header, section header)',
    ),
    'one banner landmark',
  ).toHaveCount(1);
  for (const year of years) {
    const column = page.locator('main section').filter({has: page.locator('h2', {hasText: year})});
    const posts = articles.filter((article) => article.date.startsWith(year));
    const links = column.locator('ul a');
    await expect(links).toHaveCount(posts.length);
    for (const [index, article] of posts.entries()) {
      await expect(links.nth(index)).toContainText(article.title);
      await expect(links.nth(index)).toHaveAttribute('href', `${BLOG}/${article.slug}`);
    }
  }
  expect(errors).toEqual([]);
});

test.describe('article pages', () => {
  test('on a phone the hidden table of contents and sidebar stay unhydrated; past a phone width the contents follow the reading', async ({
    page,
  }) => {
    const hydrated = (element: HTMLElement | SVGElement) =>
      Object.keys(element).some((key) => key.startsWith('__reactProps'));
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(`${BLOG}/nildb-encryption`);
    await untilHydrated(page);
    // The desktop sidebar goes once the page knows it is on a phone; the table of contents, hidden
    // there, keeps the server's links.
    await expect(page.locator('aside.col')).toHaveCount(0);
    const contents = page.getByRole('navigation', {name: 'On this page', includeHidden: true});
    const links = contents.locator('a.table-of-contents__link');
    await expect(links.first()).toHaveAttribute('href', '#plaintext-and-encrypted-fields');
    expect(await links.evaluateAll((all) => all.length)).toBeGreaterThan(5);
    expect(await links.first().evaluate(hydrated)).toBe(false);
    await expect(contents).toBeHidden();

    await page.setViewportSize({width: 1440, height: 900});
    await expect(contents).toBeVisible();
    // The highlighter marks the heading nearest the top of the window, below the navbar.
    await page
      .locator('h2#declaring-encrypted-fields-in-a-schema')
      .evaluate((heading) => window.scrollBy(0, heading.getBoundingClientRect().top - 150));
    await expect(
      contents.getByRole('link', {name: 'Declaring encrypted fields in a schema'}),
    ).toHaveClass(/table-of-contents__link--active/);
  });

  for (const article of articles) {
    // Once, in the default mode: the diagrams are the same SVG in both modes, recoloured by CSS
    // (tests/e2e/diagrams.spec.ts); the crawl checks every article in dark mode too.
    test(`${article.slug} renders without errors, diagrams as SVG`, async ({page}) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(`${BLOG}/${article.slug}`);
      expect(response?.status()).toBe(200);
      await expectSingleH1(page, article.title);
      await expect(page.locator('main article time')).toHaveAttribute(
        'datetime',
        new RegExp(`^${article.date}`),
      );
      await expect(page.locator('main article header')).toContainText(/\d+ min read/);
      const diagrams = page.locator('.portal-diagram__viewport > svg');
      await expect(diagrams).toHaveCount(article.diagrams);
      for (const index of Array.from({length: article.diagrams}, (_, i) => i)) {
        await expect(diagrams.nth(index)).toBeVisible();
        // Named and described for screen readers (accTitle, accDescr).
        await expect(diagrams.nth(index)).toHaveAccessibleName(/\S/);
        await expect(diagrams.nth(index)).toHaveAccessibleDescription(/\S/);
      }
      // The cover is the first thing in the body and actually loads.
      // (Small SVGs are inlined by the bundler, so the source is a file or a data URL.)
      const cover = page.locator('main article .markdown img').first();
      await expect(cover).toHaveAttribute('alt', /^Cover illustration/);
      await expect(cover).toHaveAttribute('src', /(\.svg$|^data:image\/svg\+xml)/);
      expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  }
});
