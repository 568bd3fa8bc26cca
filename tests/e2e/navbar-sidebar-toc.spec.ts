import {test, expect} from '../support/test';

test.describe('navbar', () => {
  test('has Learn, Build, Blacklight, Community, Articles, GitHub, language and version controls', async ({
    page,
  }) => {
    await page.goto('/learn/what-is-nillion');
    const nav = page.getByRole('navigation', {name: 'Main'});
    for (const [name, path] of [
      ['Learn', '/learn/what-is-nillion'],
      ['Build', '/build/quickstart'],
      ['Blacklight', '/blacklight/overview'],
      ['Community', '/community/community-and-support'],
      ['Articles', '/articles'],
    ]) {
      await expect(nav.getByRole('link', {name, exact: true})).toHaveAttribute('href', path);
    }
    await expect(nav.getByRole('link', {name: 'Nillion on GitHub'})).toHaveAttribute(
      'href',
      'https://github.com/NillionNetwork',
    );
    await expect(nav.getByRole('button', {name: 'English'})).toBeVisible();
    // Latest and the 2025 SDK generation: a menu button named for the version shown.
    await expect(nav.getByRole('button', {name: 'Latest'})).toBeVisible();
  });

  test('hides when scrolling down and shows again when scrolling up', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 500});
    await page.goto('/');
    const navbar = page.locator('nav.navbar');
    const navbarBottom = () => navbar.evaluate((el) => el.getBoundingClientRect().bottom);
    await page.mouse.wheel(0, 200);
    await page.mouse.wheel(0, 400);
    await expect.poll(navbarBottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -150);
    await expect.poll(navbarBottom).toBeGreaterThan(0);
  });

  test('footer has the Community, Builders and More groups', async ({page}) => {
    await page.goto('/learn/what-is-nillion');
    const footer = page.locator('footer');
    for (const title of ['Community', 'Builders', 'More']) {
      await expect(footer.getByText(title, {exact: true})).toBeVisible();
    }
  });
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto('/learn/what-is-nillion');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main').first()).toBeFocused();
  // The next Tab continues inside the main content, not back at the navbar.
  await page.keyboard.press('Tab');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null))
    .toBe(true);
});

test.describe('docs sidebar', () => {
  test('opens the category that holds the current page', async ({page}) => {
    await page.goto('/build/compute/quickstart');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(
      sidebar.getByRole('link', {name: 'Quickstart', exact: true}).first(),
    ).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Key Terms'})).toBeVisible();
    // A category the page is not in stays collapsed.
    await expect(sidebar.getByRole('link', {name: 'Collection Explorer Tool'})).toBeHidden();
  });

  test('can be hidden and shown again', async ({page}) => {
    await page.goto('/learn/what-is-nillion');
    await page.getByRole('button', {name: 'Collapse sidebar'}).click();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();
    await page.getByRole('button', {name: 'Expand sidebar'}).click();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  });
});

test('a table of contents lists exactly the h2 and h3 headings', async ({page}) => {
  await page.goto('/learn/architecture');
  const headings = await page
    .locator('article .markdown h2[id], article .markdown h3[id]')
    .evaluateAll((els) => els.map((el) => el.id));
  const tocLinks = await page
    .locator('.table-of-contents a')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')?.slice(1)));
  expect(tocLinks).toEqual(headings);
});
