import {test, expect} from '../support/test';
import {announcementBar} from '../../config/announcement';

// The dark palette's colours (src/css/custom.css, src/css/reading.css): the page #12125a, raised
// surfaces #1a1a6e, borders #4746a7, the footer #0d0d45. The brand blue #0000ff is not among them.
const DARK_PALETTE = ['rgb(18, 18, 90)', 'rgb(26, 26, 110)', 'rgb(71, 70, 167)', 'rgb(13, 13, 69)'];

test('on a phone the announcement bar is one line and can be dismissed for good', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  const bar = page
    .getByRole('banner')
    .filter({hasText: 'nilCC'})
    .or(page.locator('.theme-announcement-bar'));
  await expect(bar.first()).toBeVisible();
  // Issue 38, rows 1 and 8: two lines above every page's title on a phone.
  const lines = await page
    .locator('.theme-announcement-bar > div')
    .nth(1)
    .evaluate((content) => {
      const style = getComputedStyle(content);
      const text =
        content.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return Math.round(text / parseFloat(style.lineHeight));
    });
  expect(lines, 'lines of text in the bar').toBe(1);
  await page.getByRole('button', {name: 'Close'}).click();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe(
    'true',
  );
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
    announcementBar.id,
  );
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

test('a new announcement id shows the bar again, in dark mode in the dark palette', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    localStorage.setItem('theme', 'dark');
  });
  await page.reload();
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Issue 38, row 8: pure #0000ff on the indigo page.
  const background = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(DARK_PALETTE).toContain(background);
});
