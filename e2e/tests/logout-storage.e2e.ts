import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { LoginPage, storageItem } from '../pages/login-page.js';
import { pickMenuItem } from '../support/actions.js';
import { newPortalPage, useBrowser } from '../support/browser.js';
import { expectMessageShown, watchMessages } from '../support/messages.js';

const browser = useBrowser();

/** Everything the origin keeps in the browser: both web storages, cookies, IndexedDB and Cache Storage. */
async function browserState(page: Page): Promise<string> {
  const stored = await page.evaluate(async () => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').map((key) => [key, storage.getItem(key)]);
    const databases = (await indexedDB.databases()).map((database) => database.name);
    const caches = 'caches' in window ? await window.caches.keys() : [];
    return { local: dump(localStorage), session: dump(sessionStorage), databases, caches };
  });
  const cookies = await page.context().cookies();
  return JSON.stringify({ ...stored, cookies });
}

test('[PORTAL][PRIVACY]: nothing personal is left in the browser after logout', async () => {
  const { context, page } = await newPortalPage(browser());
  await new LoginPage(page).logInAndLand('person@demo.local', 'Person@12345', '**/platformPortal');
  const token = await storageItem(page, 'token');
  const refreshToken = await storageItem(page, 'refreshToken');
  // The account page loads the profile and the masked authentication data.
  await page.goto('/frontAccountInfo');
  await page.getByText('person@demo.local').first().waitFor();
  expect(await browserState(page)).toContain('person@demo.local');

  await watchMessages(page);
  // The toast follows the server's answer to the logout, which a busy machine may take seconds for.
  await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/logout'),
    pickMenuItem(
      page,
      page.getByRole('button', { name: /用户菜单/ }),
      page.getByRole('menuitem', { name: '退出登录' }),
    ),
  ]);
  await expectMessageShown(page, '已退出登录');
  await expect.poll(() => storageItem(page, 'hasLogin')).not.toBe('true');

  const after = await browserState(page);
  for (const personal of [
    'person@demo.local',
    '张三',
    '13800138000',
    '138****8000',
    '4403**********1236',
    token,
    refreshToken,
  ]) {
    expect(personal && after.includes(personal), `left in the browser: ${personal}`).toBeFalsy();
  }
  await context.close();
});
