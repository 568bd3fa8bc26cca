import {test, expect} from '../support/test';
import {untilHydrated} from '../support/hydration';

test('client-side navigation keeps the page and scrolls to the top', async ({page}) => {
  await page.goto('/learn/what-is-nillion');
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Use Cases'})
    .click();
  await expect(page).toHaveURL(/\/learn\/use-cases$/);
  await expect(page.locator('h1').first()).toHaveText('Use Cases');
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a progress bar shows while a slow page loads', async ({page}) => {
  // The next page's code is slow to come: the scripts asked for from the click on, and the idle
  // prefetches of the sidebar's links (<link rel=prefetch>, not scripts), which are held until
  // the click. Slowed only from when goto returned, a prefetch that came first (a busy machine)
  // left that code cached, and no progress bar to see.
  let clicked = false;
  let release = () => {};
  const click = new Promise<void>((resolve) => (release = resolve));
  const slow = () => new Promise((resolve) => setTimeout(resolve, 800));
  await page.route('**/assets/js/**', async (route) => {
    const prefetch = route.request().resourceType() !== 'script';
    if (prefetch) await click;
    if (prefetch || clicked) await slow();
    await route.continue();
  });
  await page.goto('/learn/what-is-nillion');
  await untilHydrated(page);
  clicked = true;
  release();
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Protocols'})
    .click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(/\/learn\/protocols$/);
});

test('a route chunk that fails to load makes the page reload', async ({page}) => {
  // From the load event on, every new script request fails (prefetches included), until the
  // browser starts loading a whole new document: the reload this test expects.
  let blocking = false;
  let aborted = 0;
  await page.route('**/assets/js/**', async (route) => {
    if (blocking) {
      aborted += 1;
      await route.abort();
    } else {
      await route.continue();
    }
  });
  page.on('request', (request) => {
    if (blocking && request.resourceType() === 'document') blocking = false;
  });
  await page.goto('/learn/what-is-nillion');
  await untilHydrated(page);
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  blocking = true;
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Architecture'})
    .click();
  await expect(page).toHaveURL(/\/learn\/architecture$/);
  await expect(page.locator('h1').first()).toHaveText('Architecture');
  expect(aborted).toBeGreaterThanOrEqual(1);
  // A full reload discards the window state set before the click.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {marker?: number}).marker))
    .toBeUndefined();
});

test('a component that throws shows the crash page, and "Try again" recovers', async ({page}) => {
  await page.goto('/__fixtures/crash');
  await page.getByRole('button', {name: 'Crash this page'}).click();
  await expect(page.getByText('This page crashed.')).toBeVisible();
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByText('The component rendered normally.')).toBeVisible();
});
