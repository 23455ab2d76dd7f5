import { expect, test } from 'vitest';
import { ApplicationsAdminPage } from '../pages/online-application-page.js';
import {
  DemandAccountPage,
  type DemandInput,
  DemandReviewAdminPage,
  TechDemandPage,
} from '../pages/tech-demand-page.js';
import { activate, chooseOption, fill } from '../support/actions.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { FORWARD_ADDRESS, waitForMail } from '../support/mail-sink.js';
import { logIn } from '../support/route-visits.js';

const browser = useBrowser();

/** The demo company: its company authentication is approved in the demo seed, so it may publish. */
const COMPANY = { email: 'company@demo.local', password: 'Company@12345' };

// No demo demand has this title; its words (锂离子电池, 快速充电 …) and the H01M hint are the demo
// patent corpus's own battery vocabulary, so the matching finds city patents and experts for it.
const DEMAND: DemandInput = {
  title: '低温锂离子电池快速充电控制技术攻关',
  industry: '新能源汽车',
  ipcHint: 'H01M',
  description:
    '我司电动物流车在零下二十摄氏度时充电缓慢，寻求锂离子电池低温快速充电控制和热管理方面的专利许可或联合攻关。',
  mode: '专利许可',
  budgetMin: '50',
  budgetMax: '200',
};

/** Whom staff call about the matchmaking request. */
const CONTACT = { name: '王经理', mobile: '13900139000' };

test("[USER][TECH DEMAND]: a company posts a demand, staff approve it, a visitor finds it from the header's 需求 tab with its matches, the company asks for matchmaking and staff see the application", async () => {
  const company = await newPortalPage(browser());
  await logIn(company.page, COMPANY.email, COMPANY.password);
  const account = new DemandAccountPage(company.page);
  await account.open();
  const form = await account.fillNew(DEMAND);
  await expectAccessible(company.page);
  await account.save(form, DEMAND.title);
  await account.row(DEMAND.title).getByText('待审核', { exact: true }).waitFor();
  await expectAccessible(company.page);

  // Staff find the demand in the review queue and approve it; the company is told by mail.
  const staff = await newPortalPage(browser());
  await logIn(staff.page, 'bus@demo.local', 'Bus@12345');
  const review = new DemandReviewAdminPage(staff.page);
  await review.open();
  const drawer = await review.openPending(DEMAND.title);
  expect(await drawer.textContent()).toContain(DEMAND.description);
  await review.approve(drawer, () => expectAccessible(staff.page));
  await waitForMail(COMPANY.email, new RegExp(`技术需求“${DEMAND.title}”已发布`));

  // A visitor finds it from the header's 需求 tab and sees what the portal matched to it, and why.
  const visitor = await newPortalPage(browser());
  const demands = new TechDemandPage(visitor.page);
  await visitor.page.goto('/platformPortal');
  // The list and the detail with its matches are judged by every-page-accessible; here they are
  // only walked through.
  await demands.searchFromHeader('锂离子电池', DEMAND.title);
  const publicMatches = await demands.openDemand(DEMAND.title);
  expect(await publicMatches.patents.first().textContent()).toContain('匹配依据：');
  expect(await publicMatches.experts.count()).toBeGreaterThan(0);
  // Only the company's own view offers matchmaking.
  expect(
    await publicMatches
      .section('匹配专利')
      .getByRole('button', { name: /^申请对接/ })
      .count(),
  ).toBe(0);
  await visitor.context.close();

  // The company asks for matchmaking on a matched patent from its own demand.
  await account.open();
  await account.row(DEMAND.title).getByText('已发布', { exact: true }).waitFor();
  const matches = await account.openDemand(DEMAND.title);
  const patent = await matches.firstPatent();
  expect(patent.applicationNumber).not.toBe('');
  await account.requestMatchmaking(matches, patent, CONTACT, () => expectAccessible(company.page));
  await company.context.close();

  // The engine forwards the new application to the staff mailbox, who find it in their list.
  const forwarded = await waitForMail(FORWARD_ADDRESS, /【新申请】技术供需对接（\d{12}）/);
  const receiptNo = /（(\d{12})）/.exec(forwarded.subject)?.[1] ?? '';
  const applications = new ApplicationsAdminPage(staff.page);
  await applications.open();
  const search = staff.page.getByRole('search');
  await chooseOption(staff.page, search.getByLabel('业务类型', { exact: true }), '技术供需对接');
  await fill(staff.page, search.getByLabel('关键词', { exact: true }), patent.applicationNumber);
  await activate(staff.page, search.getByRole('button', { name: /^查\s?询$/ }));
  const row = staff.page.getByRole('row').filter({ hasText: receiptNo });
  await row.getByText('技术供需对接', { exact: true }).waitFor();
  const application = await applications.openApplication(receiptNo);
  const seenByStaff = await application.textContent();
  expect(seenByStaff).toContain(DEMAND.title);
  expect(seenByStaff).toContain(patent.title);
  // Whom to call; the list shows the number masked until staff reveal it.
  expect(seenByStaff).toContain(CONTACT.name);
  await expectAccessible(staff.page);
  await staff.context.close();
  // Three sessions, a review, two mails and a matchmaking request: longer than one page's journey.
}, 120_000);
