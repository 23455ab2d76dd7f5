import { expect, test } from 'vitest';
import { LoginPage, storageItem } from '../pages/login-page.js';
import { activate } from '../support/actions.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';

const NO_BACK_OFFICE = '当前角色无法进入后台管理，请联系管理员';

const browser = useBrowser();

test('[ADMIN][ACCOUNTS]: admin logs in and reaches the user information list', async () => {
  const { context, page } = await newPortalPage(browser());
  await new LoginPage(page).logInAndLand('admin@demo.local', 'Admin@12345', '**/backStackSupport/account/infos');
  await page.getByRole('cell', { name: 'bus@demo.local', exact: true }).waitFor();
  expect(await storageItem(page, 'role')).toBe('admin');
  expect(await storageItem(page, 'token')).toMatch(/^bearer \S+$/);
  expect(await storageItem(page, 'hasLogin')).toBe('true');
  await expectAccessible(page);

  await page.goto('/backStackSupport/system/logManage');
  await page.getByRole('cell', { name: 'admin@demo.local', exact: true }).first().waitFor();
  await expectAccessible(page);

  // The back office's own texts arrive with it, in the language switched to as well.
  await page.goto('/backStackSupport/account/infos');
  await page.getByRole('heading', { name: '用户信息中心' }).waitFor();
  await activate(page, page.locator('.language-switch').first());
  await page.getByRole('heading', { name: 'User information centre' }).waitFor();
  await page.getByRole('columnheader', { name: 'Email' }).first().waitFor();
  await context.close();
});

test('[PORTAL][ACCESS]: an ordinary user is refused the back office and lands on the portal home', async () => {
  const { context, page } = await newPortalPage(browser());
  await new LoginPage(page).logInAndLand('person@demo.local', 'Person@12345', '**/platformPortal');
  expect(await storageItem(page, 'role')).toBe('common');

  await page.goto('/backStackSupport/account/infos');
  await page.getByText(NO_BACK_OFFICE).waitFor();
  await page.waitForURL('**/platformPortal');
  await expectAccessible(page);
  await context.close();
});
