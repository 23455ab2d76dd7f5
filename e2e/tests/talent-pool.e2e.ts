import { expect, test } from 'vitest';
import {
  type ContactRequestInput,
  type TalentApplicationInput,
  TalentApplicationPage,
  TalentPoolPage,
  TalentReviewAdminPage,
} from '../pages/talent-pool-page.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { waitForMail } from '../support/mail-sink.js';
import { logIn, waitUntilInteractive } from '../support/route-visits.js';

const browser = useBrowser();

/** The demo person, who applies as an expert; the approval goes to this sign-in address. */
const PERSON = { email: 'person@demo.local', password: 'Person@12345' };

// No demo expert is called 欧阳, so the name finds this one alone. The entry's own address is not
// the sign-in one: contact requests must go to the address the expert chose for the pool.
const EXPERT: TalentApplicationInput = {
  name: '欧阳明哲',
  organisation: '示范市知识产权服务中心（测试）',
  industry: '新能源汽车',
  ipcSection: 'H 部：电学',
  service: '专利撰写',
  profile: '长期从事动力电池与电驱系统的专利撰写和审查意见答复，熟悉新能源汽车领域的专利布局。',
  phone: '13912345678',
  email: 'ouyang.expert@demo.local',
};

const REQUEST: ContactRequestInput = {
  subject: '咨询动力电池专利布局',
  message: '您好，我公司正在研发固态电池，希望就专利布局和申请策略向您请教，盼复。',
  requesterName: '李娜',
  requesterContact: 'li.na@example.cn',
};

test('[COMMON][TALENTS]: a person applies to the talent pool, staff approve the entry, a visitor finds the expert and contacts them through the platform, the expert receives the mail', async () => {
  const person = await newPortalPage(browser());
  await logIn(person.page, PERSON.email, PERSON.password);
  const account = new TalentApplicationPage(person.page);
  await account.open();
  await account.fill(EXPERT);
  await expectAccessible(person.page);
  await account.submit();
  await expectAccessible(person.page);

  // Staff see everything of the application, the private contact details included, and approve it.
  const staff = await newPortalPage(browser());
  await logIn(staff.page, 'bus@demo.local', 'Bus@12345');
  const backOffice = new TalentReviewAdminPage(staff.page);
  await backOffice.open();
  const drawer = await backOffice.openApplication(EXPERT.name);
  const seenByStaff = await drawer.textContent();
  expect(seenByStaff).toContain(EXPERT.email);
  expect(seenByStaff).toContain(PERSON.email);
  await backOffice.approve(drawer, () => expectAccessible(staff.page));
  await staff.context.close();

  const approved = await waitForMail(PERSON.email, /人才专家库入库申请已通过/);
  expect(approved.text).toContain(EXPERT.name);

  // A visitor finds the expert from the header's 人才 tab; the page shows no phone or address.
  const visitor = await newPortalPage(browser());
  const pool = new TalentPoolPage(visitor.page);
  await visitor.page.goto('/platformPortal');
  await pool.searchFromHeader(EXPERT.name, EXPERT.name);
  expect(await pool.total.textContent()).toBe('共 1 位专家');
  // The directory and the expert's page are judged by every-page-accessible; the dialog here.
  await pool.openExpert(EXPERT.name);
  const html = await visitor.page.content();
  for (const privateDetail of [EXPERT.email, EXPERT.phone, PERSON.email]) expect(html).not.toContain(privateDetail);

  const dialog = await pool.fillContactRequest(EXPERT.name, REQUEST);
  await expectAccessible(visitor.page);
  await pool.sendContactRequest(dialog);

  // The request reaches the address the expert gave, with the visitor's own contact to answer.
  const mail = await waitForMail(EXPERT.email, new RegExp(`联系请求：${REQUEST.subject}`));
  expect(mail.text).toContain(REQUEST.message);
  expect(mail.text).toContain(REQUEST.requesterName);
  expect(mail.text).toContain(REQUEST.requesterContact);

  // The expert withdraws the entry; it is gone for the visitor at once.
  await account.open();
  await account.status('已公开').waitFor();
  await account.withdraw();
  await expectAccessible(person.page);
  await person.context.close();

  await visitor.page.reload();
  await waitUntilInteractive(visitor.page);
  await visitor.page.getByText('专家信息不存在或已下线').waitFor();
  expect(await pool.contactButton.count()).toBe(0);
  await expectAccessible(visitor.page);
  await visitor.context.close();
  // Three sessions, a review and two mails: longer than one page's journey.
}, 120_000);
