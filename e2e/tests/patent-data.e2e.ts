import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { formatApplicationNumber } from '../../apps/server/src/features/patents/corpus/application-number.js';
import { PatentImportPage } from '../pages/patent-import-page.js';
import { PatentSearchPage } from '../pages/patent-search-page.js';
import { activate, chooseOption, closeWithEscape, fill, openDialog } from '../support/actions.js';
import { axeViolations, expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { unnamedControls } from '../support/control-names.js';
import { KEYBOARD_ONLY } from '../support/input-mode.js';
import { waitForMail } from '../support/mail-sink.js';
import { expectMessageShown, watchMessages } from '../support/messages.js';
import { portalUrl } from '../support/portal.js';
import { loginElsewhere } from '../support/portal-api.js';
import { logIn, settle, waitUntilInteractive } from '../support/route-visits.js';

const browser = useBrowser();

const PERSON = { email: 'person@demo.local', password: 'Person@12345' };
const STAFF = { email: 'bus@demo.local', password: 'Bus@12345' };

test('[USER][ADMIN][PATENT-DATA]: a person reports a wrong title from the patent detail, staff accept it with the corrected title, the detail and the mail show it', async () => {
  const person = await newPortalPage(browser());
  await logIn(person.page, PERSON.email, PERSON.password);
  const search = new PatentSearchPage(person.page);
  await search.open(`/patentSearch?q=${encodeURIComponent('电池')}`);
  const [number = ''] = await search.applicationNumbers();
  const drawer = await search.openDetail(search.rows.first(), number);
  const heading = (await drawer.locator('.patent-drawer-title').textContent()) ?? '';
  const title = heading.slice(0, heading.lastIndexOf('（'));
  const patentId = new URL(person.page.url()).searchParams.get('id');

  // The report: which field, what is wrong, where to check it.
  const dialog = person.page.getByRole('dialog', { name: '报告数据错误' });
  await openDialog(person.page, drawer.getByRole('button', { name: '报告数据错误' }), dialog);
  await expectAccessible(person.page);
  await chooseOption(person.page, dialog.getByLabel('有误的字段', { exact: true }), '名称');
  const corrected = `${title}及其应用`;
  await fill(person.page, dialog.getByLabel('哪里有误', { exact: true }), `名称不完整，应为“${corrected}”。`);
  await fill(person.page, dialog.getByLabel('依据来源（选填）', { exact: true }), 'https://example.gov.cn/gazette');
  await watchMessages(person.page);
  await activate(person.page, dialog.getByRole('button', { name: '提交' }));
  await dialog.waitFor({ state: 'hidden' });
  await expectMessageShown(person.page, '已提交，感谢您的反馈。工作人员核实后将以邮件告知处理结果');

  // Staff find it in the queue, read it beside the record and accept it with the corrected title.
  const staff = await newPortalPage(browser());
  await logIn(staff.page, STAFF.email, STAFF.password);
  await staff.page.goto('/backStackSupport/data/patentErrors');
  await settle(staff.page);
  await staff.page.getByRole('heading', { level: 1, name: '专利数据纠错' }).waitFor();
  const reportDrawer = staff.page.getByRole('dialog', { name: `数据错误报告：${title}` });
  await openDialog(
    staff.page,
    staff.page.getByRole('button', { name: `处理报告：${title}（名称）` }).first(),
    reportDrawer,
  );
  await reportDrawer.getByText(`名称不完整，应为“${corrected}”。`).waitFor();
  expect(await reportDrawer.locator('.patent-report-compare').textContent()).toContain(title);
  await expectAccessible(staff.page);
  const accept = staff.page.getByRole('dialog', { name: '采纳并更正：名称' });
  await openDialog(staff.page, reportDrawer.getByRole('button', { name: '采纳并更正' }), accept);
  await fill(staff.page, accept.getByLabel('更正后的名称', { exact: true }), corrected);
  await expectAccessible(staff.page);
  await watchMessages(staff.page);
  await activate(staff.page, accept.getByRole('button', { name: '保存更正' }));
  await accept.waitFor({ state: 'hidden' });
  await expectMessageShown(staff.page, '已采纳并更正专利数据，将以邮件通知报告人');
  await reportDrawer.getByText('已采纳', { exact: true }).waitFor();

  // The person's detail now shows the corrected title, and the mail says so.
  await person.page.goto(`/patentSearch?q=${encodeURIComponent('电池')}&id=${patentId}`);
  await waitUntilInteractive(person.page);
  await person.page
    .getByRole('dialog')
    .locator('.patent-drawer-title')
    .getByText(`${corrected}（${number}）`)
    .waitFor();
  const mail = await waitForMail(PERSON.email, /专利数据错误已更正/);
  expect(mail.text).toContain(`更正后的内容：${corrected}`);
  await person.context.close();
  await staff.context.close();
});

test('[ADMIN][PATENT-DATA]: staff import a CSV with a new patent in the background and read its report; the patent can be found', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'cityip-e2e-import-'));
  const number = formatApplicationNumber(2024, 'invention', 1_000_000 + (Date.now() % 8_000_000));
  const path = join(directory, '新增专利.csv');
  await writeFile(
    path,
    '\uFEFF申请号,公开（公告）号,名称,申请（专利权）人,申请日,公开（公告）日,法律状态\r\n' +
      `${number},CN118765432A,一种滨海湿地生态修复方法,南港环保科技有限公司,2024-02-05,2024-08-09,审中\r\n`,
  );
  const staff = await newPortalPage(browser());
  await logIn(staff.page, STAFF.email, STAFF.password);
  const imports = new PatentImportPage(staff.page);
  await imports.open();
  await expectAccessible(staff.page);
  await imports.importFile(path);
  expect(await imports.summary('新增专利.csv')).toContain('新增 1 条');
  await expectAccessible(staff.page);
  await staff.page.getByRole('cell', { name: '新增专利.csv' }).first().waitFor();

  await staff.page.goto(`/patentSearch?q=${encodeURIComponent(`AN=(${number})`)}`);
  const search = new PatentSearchPage(staff.page);
  await waitUntilInteractive(staff.page);
  await expect.poll(() => search.applicationNumbers()).toEqual([number]);
  await staff.context.close();
  await rm(directory, { recursive: true, force: true });
});

/** The two ways every page is judged: Chinese in the standard mode, English in 长辈版 (senior mode). */
const VARIANTS = [
  { locale: 'zh-CN', senior: false },
  { locale: 'en-US', senior: true },
] as const;

async function variantPage(variant: (typeof VARIANTS)[number]) {
  const opened = await newPortalPage(browser(), variant.locale);
  const url = portalUrl();
  await opened.context.addCookies([
    { name: 'lang', value: variant.locale, url },
    ...(variant.senior ? [{ name: 'displayMode', value: 'senior', url }] : []),
  ]);
  return opened;
}

/** Every axe rule and every control named by itself, as the whole-site sweep judges a page. */
async function expectClean(page: Page, what: string): Promise<void> {
  const problems = [...(await axeViolations(page, { allImpacts: true })), ...(await unnamedControls(page))];
  expect(problems, what).toEqual([]);
}

// The whole-site sweep switches language with the header's button, which an open dialog covers:
// the dialogs of this feature are judged here instead, in both languages and both display modes.
test.skipIf(KEYBOARD_ONLY)(
  '[A11Y][PORTAL][ADMIN]: the report dialog, the report drawer and the correction dialogs pass every axe rule in both languages and senior mode',
  async () => {
    const visitor = await newPortalPage(browser());
    const search = new PatentSearchPage(visitor.page);
    await search.open(`/patentSearch?q=${encodeURIComponent('电池')}`);
    const [number = ''] = await search.applicationNumbers();
    const href = (await search.rows.first().getByRole('link').first().getAttribute('href')) ?? '';
    const patentId = Number(new URL(href, portalUrl()).searchParams.get('id'));
    await visitor.context.close();
    // A report to judge the staff side with, sent before any browser signs in (an API login ends
    // the account's other sessions).
    const company = await loginElsewhere('company@demo.local', 'Company@12345');
    const sent = await fetch(`${portalUrl()}/api/patent-error-reports`, {
      method: 'POST',
      headers: { authorization: `bearer ${company}`, 'content-type': 'application/json' },
      body: JSON.stringify({ patentId, field: 'inventors', description: '发明人漏了一位' }),
    });
    expect(((await sent.json()) as { code: number }).code).toBe(200);
    const reportUrl = `/patentSearch?q=${encodeURIComponent('电池')}&id=${patentId}&report=1`;
    // An import with a refused row, for its report's tables.
    const staffToken = await loginElsewhere(STAFF.email, STAFF.password);
    const upload = new FormData();
    const rows = `申请号,公开（公告）号,名称,申请（专利权）人,申请日,公开（公告）日,法律状态\r\n${number},CN1,,,,,\r\n`;
    upload.append('file', new Blob([rows], { type: 'text/csv' }), 'a11y.csv');
    const queued = await fetch(`${portalUrl()}/api/admin/patent-data/imports`, {
      method: 'POST',
      headers: { authorization: `bearer ${staffToken}` },
      body: upload,
    });
    const importId = ((await queued.json()) as { data: { id: string } }).data.id;

    for (const variant of VARIANTS) {
      const label = `${variant.locale}${variant.senior ? ', senior' : ''}`;
      const anonymous = await variantPage(variant);
      await anonymous.page.goto(reportUrl);
      await anonymous.page.locator('.patent-report-login').waitFor();
      await expectClean(anonymous.page, `the report dialog of a visitor (${label})`);
      await anonymous.context.close();

      const person = await variantPage(variant);
      await logIn(person.page, PERSON.email, PERSON.password);
      await person.page.goto(reportUrl);
      await person.page.locator('form#patent-error-report').waitFor();
      await expectClean(person.page, `the report dialog of a person (${label})`);
      await person.context.close();

      const staff = await variantPage(variant);
      await logIn(staff.page, STAFF.email, STAFF.password);
      await staff.page.goto(`/backStackSupport/data/patentImport?import=${importId}`);
      await staff.page.locator('.patent-import-done').waitFor({ timeout: 60_000 });
      await settle(staff.page);
      await expectClean(staff.page, `an import's report (${label})`);
      await staff.page.goto('/backStackSupport/data/patentErrors?tab=corrections');
      await settle(staff.page);
      await expectClean(staff.page, `the corrections (${label})`);
      await staff.page.goto('/backStackSupport/data/patentErrors');
      await settle(staff.page);
      await expectClean(staff.page, `the report queue (${label})`);
      const dialog = (name: RegExp) => staff.page.getByRole('dialog', { name });
      const drawer = dialog(/^(数据错误报告|Data error report)/);
      await openDialog(staff.page, staff.page.locator('.ant-table-row').first().getByRole('button'), drawer);
      await drawer.locator('.patent-report-compare').waitFor();
      await expectClean(staff.page, `the report drawer (${label})`);
      for (const [index, name] of [
        [0, /^(采纳并更正|Accept and correct)/],
        [1, /^(不予采纳|Do not accept)/],
      ] as const) {
        const modal = dialog(name);
        await openDialog(staff.page, drawer.locator('.patent-report-actions button').nth(index), modal);
        await expectClean(staff.page, `the ${name} dialog (${label})`);
        await closeWithEscape(staff.page, modal);
      }
      await closeWithEscape(staff.page, drawer);
      const direct = dialog(/^(直接更正专利数据|Correct a patent record)$/);
      await openDialog(staff.page, staff.page.getByRole('button', { name: /^(直接更正|Correct a record)$/ }), direct);
      await fill(staff.page, direct.getByLabel(/^(申请号|Application number)$/), number);
      await activate(staff.page, direct.getByRole('button', { name: /^(查找专利|Find patent)$/ }));
      await direct.getByRole('status').waitFor();
      await chooseOption(
        staff.page,
        direct.getByLabel(/^(要更正的字段|Field to correct)$/),
        variant.locale === 'en-US' ? 'Inventors (designers)' : '发明（设计）人',
      );
      await direct.locator('textarea').first().waitFor();
      await expectClean(staff.page, `the direct correction dialog (${label})`);
      await staff.context.close();
    }
  },
  180_000,
);
