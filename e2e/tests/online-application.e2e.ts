import { expect, test } from 'vitest';
import { LoginPage } from '../pages/login-page.js';
import { ApplicationsAdminPage, OnlineApplicationPage, type RightsAidInput } from '../pages/online-application-page.js';
import { activate, openDialog } from '../support/actions.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { FORWARD_ADDRESS, waitForMail } from '../support/mail-sink.js';
import { samplePdf } from '../support/sample-files.js';

const browser = useBrowser();

const REQUEST: RightsAidInput = {
  rightsHolder: '张三',
  rightType: '专利',
  otherParty: '示范市仿冒电器销售有限公司',
  facts: '对方在电商平台销售与本人专利 ZL202110123456.7 相同的产品，已公证取证。',
  request: '请求指导维权并协助联系维权援助律师。',
  contactName: '张三',
  contactPhone: '13800138000',
  evidence: samplePdf('侵权公证书.pdf'),
};

test('[COMMON][APPLICATIONS]: a visitor is asked to log in; the person applies for rights aid with a PDF, staff accept and complete it, the person follows the timeline', async () => {
  const person = await newPortalPage(browser());
  const portal = new OnlineApplicationPage(person.page);

  // A visitor's "apply" opens the login dialog, which leads to the login page and back.
  await portal.openCatalogue();
  await expectAccessible(person.page);
  await openDialog(person.page, portal.applyButton('知识产权维权援助申请'), portal.loginDialog);
  await expectAccessible(person.page);
  await activate(person.page, portal.loginDialog.getByRole('button', { name: /确\s?定/ }));
  await person.page.waitForURL('**/login?redirect=%2FregisterApply');
  await new LoginPage(person.page).logIn('person@demo.local', 'Person@12345');
  await person.page.waitForURL('**/registerApply');

  await portal.openRightsAid();
  await portal.fillRightsAid(REQUEST);
  await expectAccessible(person.page);
  const receiptNo = await portal.submit();
  expect(receiptNo).toMatch(/^\d{12}$/);
  await expectAccessible(person.page);

  // The new application is forwarded to the staff mailbox with its attachment.
  const forwarded = await waitForMail(FORWARD_ADDRESS, new RegExp(`【新申请】知识产权维权援助申请（${receiptNo}）`));
  expect(forwarded.text).toContain(REQUEST.otherParty);
  expect(forwarded.attachments).toEqual([REQUEST.evidence.name]);

  const staff = await newPortalPage(browser());
  await new LoginPage(staff.page).logInAndLand('bus@demo.local', 'Bus@12345', '**/backStackSupport/**');
  const backOffice = new ApplicationsAdminPage(staff.page);
  await backOffice.open();
  const drawer = await backOffice.openApplication(receiptNo);
  expect(await drawer.textContent()).toContain(REQUEST.otherParty);
  await backOffice.take(drawer, receiptNo, '受理', '已受理');
  await backOffice.take(drawer, receiptNo, '开始办理', '办理中');
  await backOffice.take(drawer, receiptNo, '办结', '已办结', '已联系维权援助律师，请留意来电。');
  await expectAccessible(staff.page);
  await staff.context.close();

  await portal.openCatalogue();
  const row = portal.myApplication(receiptNo);
  await row.getByText('已办结').waitFor();
  const detail = await portal.openMyApplication(receiptNo);
  const steps = await detail.locator('.timeline-event').allTextContents();
  expect(steps.map((step) => step.split(/\d{4}-/)[0])).toEqual([
    '提交申请 → 已提交',
    '受理 → 已受理',
    '开始办理 → 办理中',
    '办结 → 已办结',
  ]);
  expect(steps[3]).toContain('已联系维权援助律师，请留意来电。');
  expect(await detail.getByRole('button', { name: `下载附件：${REQUEST.evidence.name}` }).count()).toBe(1);
  await expectAccessible(person.page);
  await person.context.close();

  // The person was told of every step by mail, the last one with the staff's comment.
  const done = await waitForMail('person@demo.local', new RegExp(`您的申请（${receiptNo}）状态更新：已办结`));
  expect(done.text).toContain('已联系维权援助律师，请留意来电。');
  for (const status of ['已受理', '办理中']) {
    await waitForMail('person@demo.local', new RegExp(`您的申请（${receiptNo}）状态更新：${status}`));
  }
  // Two sessions, a login, an upload and three workflow steps: longer than one page's journey.
}, 120_000);
