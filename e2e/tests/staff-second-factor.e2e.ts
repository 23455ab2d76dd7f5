import { Secret, TOTP } from 'otpauth';
import { expect, test } from 'vitest';
import { LoginPage, storageItem } from '../pages/login-page.js';
import { activate, fill } from '../support/actions.js';
import { axeViolations, expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';

// The global setup turns the second factor on for the auditor role (STAFF_TOTP_ROLES=auditor).
const AUDITOR = { email: 'auditor@demo.local', password: 'Auditor@12345' };

const browser = useBrowser();

test('[STAFF][SECOND FACTOR]: a staff member enrols an authenticator at first login and only then enters the back office', async () => {
  const { context, page } = await newPortalPage(browser());
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(AUDITOR.email, AUDITOR.password);

  // The enrolment screen: QR code of the otpauth:// URI and the secret for manual entry.
  await page.getByRole('img', { name: '身份验证器绑定二维码' }).locator('svg').waitFor();
  const secret = (await page.locator('.second-factor-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  // With the password alone the browser holds no session, and the back office stays shut.
  expect(await storageItem(page, 'token')).toBeFalsy();
  const probe = await context.newPage();
  await probe.goto('/backStackSupport/system/logManage');
  await probe.waitForURL('**/platformPortal');
  await probe.close();

  // A code computed here as the phone's app would, from the secret on the screen.
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  await fill(page, page.getByLabel('动态验证码'), code);
  await activate(page, page.getByRole('button', { name: /绑定并登录/ }));

  const codes = page.getByRole('list', { name: '恢复码列表' }).getByRole('listitem');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  expect(await storageItem(page, 'token')).toMatch(/^bearer \S+$/);
  await expectAccessible(page);
  await activate(page, page.getByRole('button', { name: /我已保存，继续/ }));
  await page.waitForURL('**/backStackSupport/**');
  await page.goto('/backStackSupport/system/logManage');
  await page.getByRole('cell', { name: AUDITOR.email, exact: true }).first().waitFor();
  // The auditor's own view of the logs (with the purge the auditor alone may run) passes every axe
  // rule: the every-page test signs in without a second factor, so it sees this page as admin only.
  expect(await axeViolations(page, { allImpacts: true })).toEqual([]);
  await context.close();
});
