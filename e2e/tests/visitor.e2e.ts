import { expect, test } from 'vitest';
import { storageItem } from '../pages/login-page.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';

const browser = useBrowser();

test('[PORTAL][VISITOR]: a first visit gets a visitor token without any click', async () => {
  const { context, page } = await newPortalPage(browser());
  await page.goto('/');
  await page.waitForURL('**/platformPortal');
  await expect.poll(() => storageItem(page, 'visitor')).toMatch(/^bearer \S+$/);
  expect(await storageItem(page, 'token')).toBeFalsy();
  expect(await storageItem(page, 'role')).toBe('visitor');
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain('tokenKey=bearer');
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  await expectAccessible(page);
  await context.close();
});

test('[PORTAL][VISITOR]: unknown paths show the 404 page', async () => {
  const { context, page } = await newPortalPage(browser());
  await page.goto('/no/such/page');
  await page.waitForURL('**/404');
  await expectAccessible(page);
  await context.close();
});

test('[PORTAL][VISITOR]: the login page is accessible', async () => {
  const { context, page } = await newPortalPage(browser());
  await page.goto('/login');
  await page.locator('#login_email').waitFor();
  await expectAccessible(page);
  await context.close();
});
