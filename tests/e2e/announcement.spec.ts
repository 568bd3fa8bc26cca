import {test, expect} from '../support/test';
import {announcementBar} from '../../config/announcement';

test('the announcement bar can be dismissed and stays dismissed', async ({page}) => {
  await page.goto('/');
  const bar = page
    .getByRole('banner')
    .filter({hasText: 'nilCC'})
    .or(page.locator('.theme-announcement-bar'));
  await expect(bar.first()).toBeVisible();
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

test('a new announcement id shows the bar again', async ({page}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
  });
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
});
