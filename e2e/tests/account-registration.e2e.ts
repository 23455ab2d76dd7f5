import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { LoginPage } from '../pages/login-page.js';
import { IdentityReviewPage, PersonAuthPage, type PersonRegistration } from '../pages/registration-page.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { waitForMail } from '../support/mail-sink.js';

const browser = useBrowser();

/** The person's side runs on a 375 px phone screen: nothing may need sideways scrolling. */
async function expectFitsPhone(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}

test('[COMMON][ACCOUNTS]: a person registers with the emailed code and authenticates, an admin approves, the person sees it', async () => {
  const stamp = Date.now().toString().slice(-6);
  const person: PersonRegistration = {
    email: `li.na.${stamp}@example.cn`,
    password: 'Amber-Kite#2025',
    name: `李娜${stamp}`,
    idNumber: '11010519491231002X',
    phone: '13812345678',
  };

  const visitor = await newPortalPage(browser());
  await visitor.page.setViewportSize({ width: 375, height: 812 });
  const auth = new PersonAuthPage(visitor.page);
  await auth.open();
  await auth.fillAndRegister(person, async () => {
    await expectFitsPhone(visitor.page);
    await expectAccessible(visitor.page);
  });
  // Registering signed the person in.
  await expect.poll(() => visitor.page.evaluate(() => window.localStorage.getItem('role'))).toBe('common');
  await expectAccessible(visitor.page);

  await auth.authenticate(person);
  await visitor.page.getByText('认证资料已提交，正在审核').waitFor();
  // The ID number is masked once submitted.
  await visitor.page.getByText('1101**********002X').waitFor();
  await expectFitsPhone(visitor.page);
  await expectAccessible(visitor.page);

  const admin = await newPortalPage(browser());
  await new LoginPage(admin.page).logInAndLand('admin@demo.local', 'Admin@12345', '**/backStackSupport/account/infos');
  const review = new IdentityReviewPage(admin.page);
  await review.open();
  await expectAccessible(admin.page);
  const drawer = await review.openSubmission(person.name);
  // The reviewer sees the full number (the list masks it).
  await drawer.getByText(person.idNumber).waitFor();
  await expectAccessible(admin.page);
  await review.openAndCancelRejection(drawer, person.name, () => expectAccessible(admin.page));
  await review.approve(drawer);
  await admin.context.close();

  await waitForMail(person.email, /已通过/);
  await visitor.page.goto('/frontAccountInfo?tab=identity');
  // On a phone the account page shows one section at a time, picked from a list.
  const panel = visitor.page.getByRole('region', { name: '实名认证' });
  await panel.getByText('已通过').waitFor();
  await panel.getByText('138****5678').waitFor();
  await expectFitsPhone(visitor.page);
  await expectAccessible(visitor.page);
  await visitor.context.close();
});
