import { expect, test } from 'vitest';
import { LoginPage } from '../pages/login-page.js';
import { PatentWarningPage } from '../pages/patent-warning-page.js';
import { activate, expectFocusBackOn, fill, openDialog } from '../support/actions.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';

const browser = useBrowser();

// The demo seed publishes one report per key industry; 生物医药 is the third.
const INDUSTRY = '生物医药';
const TITLE = '示范市生物医药产业专利导航分析报告（2025）';

test('[VISITOR][REPORTS]: a visitor filters the reports by industry, answers the survey and gets the PDF', async () => {
  const visitor = await newPortalPage(browser());
  const reports = new PatentWarningPage(visitor.page);
  await reports.open();
  await reports.filterByIndustry(INDUSTRY);
  // One card, of this industry: the list of an industry the arrow keys passed on the way has one too.
  await expect
    .poll(async () => [await reports.cards.count(), await reports.cards.getByText(INDUSTRY, { exact: true }).count()])
    .toEqual([1, 1]);
  await expectAccessible(visitor.page);

  const opener = reports.downloadButton('填写调查表并下载', TITLE);
  await openDialog(visitor.page, opener, reports.survey);
  await reports.survey.getByText('您所在单位的类型').waitFor();
  await reports.answer('企业');
  await reports.answer('专利布局规划');
  await fill(visitor.page, visitor.page.getByLabel('单位名称'), '示范新材料科技有限公司');
  await expectAccessible(visitor.page);
  const first = await reports.submitSurvey();
  expect(first.name).toBe(`${TITLE}.pdf`);
  expect(first.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  expect(first.bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  await reports.survey.waitFor({ state: 'hidden' });
  // The survey's button gave way to a plain download button, where focus now is.
  await expectFocusBackOn(reports.downloadButton('下载报告', TITLE));

  // The same visitor session downloads again without a second survey.
  const again = await reports.download(() => activate(visitor.page, reports.downloadButton('下载报告', TITLE)));
  expect(again.bytes.equals(first.bytes)).toBe(true);
  expect(await reports.survey.count()).toBe(0);

  // Guessing the file's address gets nothing: the public files route does not serve reports.
  const guessed = await visitor.context.request.get(`/api/files/${'0'.repeat(64)}`);
  expect(guessed.status()).toBe(404);
  await visitor.context.close();
});

// Runs after the visitor's journey (tests of a file run in order): the answers are there to see.
test('[BUS][REPORTS]: bus staff sees the response in the survey list and manages reports and opening times', async () => {
  const staff = await newPortalPage(browser());
  await new LoginPage(staff.page).logInAndLand('bus@demo.local', 'Bus@12345', '**/backStackSupport/**');
  await staff.page.goto('/backStackSupport/system/reportDown');
  const row = staff.page.getByRole('row').filter({ hasText: TITLE });
  await row.first().waitFor();
  expect(await row.first().getByText('游客').count()).toBe(1);
  expect(await row.first().textContent()).toContain('您所在单位的类型：企业');
  await expectAccessible(staff.page);

  await staff.page.goto('/backStackSupport/data/navigation');
  await staff.page.getByRole('row').filter({ hasText: TITLE }).waitFor();
  await expectAccessible(staff.page);
  await staff.page.goto('/backStackSupport/system/timeManage');
  await staff.page.getByRole('row').filter({ hasText: '专利预审' }).waitFor();
  await expectAccessible(staff.page);
  await staff.context.close();
});
