import { expect, test } from 'vitest';
import { HomePage } from '../pages/home-page.js';
import { LoginPage, storageItem } from '../pages/login-page.js';
import { activate, expectFocusInDialog } from '../support/actions.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { loginElsewhere } from '../support/portal-api.js';

const SESSION_INVALID = '当前账号登录已失效或已在其他设备登录，请重新登录';

const browser = useBrowser();

test('[PORTAL][SESSION]: a session replaced by a login elsewhere shows the re-login notice', async () => {
  const { context, page } = await newPortalPage(browser());
  await new LoginPage(page).logInAndLand('company@demo.local', 'Company@12345', '**/platformPortal');
  // Let the home page's own call finish first: one still in flight when the other device logs in
  // would show the notice before the reload, and the reload would then start as a visitor. The
  // banners come with it. (The 'networkidle' state does not serve: it was reached on /login, and
  // the app reaches the home page without loading a document.)
  await new HomePage(page).banners.waitFor();

  await loginElsewhere('company@demo.local', 'Company@12345');
  await page.reload();
  await page.getByText(SESSION_INVALID).first().waitFor();
  await expect.poll(() => storageItem(page, 'token')).toBeFalsy();
  await expect.poll(() => storageItem(page, 'hasLogin')).not.toBe('true');
  await page.waitForURL('**/platformPortal');
  await expectAccessible(page);
  await context.close();
});

test('[PORTAL][SESSION]: an expired token shows the notice in a dialog that leads to the login page', async () => {
  const { context, page } = await newPortalPage(browser());
  await new LoginPage(page).logInAndLand('company@demo.local', 'Company@12345', '**/platformPortal');

  // The server no longer knows this token, exactly as after its expiry: HTTP 401 for a real user.
  await page.evaluate(() => window.localStorage.setItem('token', 'bearer expired-or-unknown-token'));
  await page.reload();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(SESSION_INVALID).waitFor();
  await expectFocusInDialog(page);
  await expectAccessible(page);
  await activate(page, dialog.getByRole('button').last());
  await page.waitForURL('**/login');
  await context.close();
});
