import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { formatApplicationNumber } from '../../apps/server/src/features/patents/corpus/application-number.js';
import { PatentImportPage } from '../pages/patent-import-page.js';
import { PatentSearchPage } from '../pages/patent-search-page.js';
import { SaveSearchDialog, UnsubscribePage, WatchTab } from '../pages/watch-page.js';
import { activate } from '../support/actions.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { waitForMail } from '../support/mail-sink.js';
import { expectMessageShown, watchMessages } from '../support/messages.js';
import { logIn, settle } from '../support/route-visits.js';

const browser = useBrowser();

const PERSON = { email: 'person@demo.local', password: 'Person@12345' };
const ADMIN = { email: 'admin@demo.local', password: 'Admin@12345' };
// No demo patent has these words: the saved search finds nothing until the import brings one.
const WORDS = '苔藓光伏';
const TITLE = '一种苔藓光伏集热瓦片及其制造方法';
const NAME = '苔藓光伏瓦片';

/** A CSV of one new patent whose title the saved search matches, in the import's columns. */
async function newPatentFile(directory: string): Promise<string> {
  const number = formatApplicationNumber(2025, 'invention', 1_000_000 + (Date.now() % 8_000_000));
  const path = join(directory, '苔藓光伏.csv');
  await writeFile(
    path,
    '\uFEFF申请号,公开（公告）号,名称,申请（专利权）人,申请日,公开（公告）日,法律状态\r\n' +
      `${number},CN119876543A,${TITLE},南港环保科技有限公司,2025-03-05,2025-09-09,审中\r\n`,
  );
  return path;
}

test('[USER][ADMIN][WATCH]: a person saves a search with daily alerts, staff import a matching patent and run the due alerts, the digest mail lists it, its link unsubscribes without a login and the account shows the alert off', async () => {
  // A person saves the search they ran, with daily alerts.
  const person = await newPortalPage(browser());
  await logIn(person.page, PERSON.email, PERSON.password);
  const search = new PatentSearchPage(person.page);
  await search.open(`/patentSearch?q=${encodeURIComponent(WORDS)}&sort=publicationDate`);
  const save = new SaveSearchDialog(person.page);
  await save.open(() => expectAccessible(person.page));
  await watchMessages(person.page);
  await save.save(NAME, '每日');
  await expectMessageShown(person.page, '检索已保存，可在“账户信息 › 专利提醒”中管理');

  // It is listed in the account with its alerts, and opens the search as it was saved.
  const tab = new WatchTab(person.page);
  await tab.open();
  await expectAccessible(person.page);
  expect(await tab.frequencyOf(NAME)).toBe('每日');
  expect(await tab.search(NAME).getAttribute('href')).toBe(
    `/patentSearch?q=${encodeURIComponent(WORDS)}&sort=publicationDate`,
  );

  // Staff import a patent the search matches, then run the due alerts at once.
  const directory = await mkdtemp(join(tmpdir(), 'cityip-e2e-watch-'));
  const staff = await newPortalPage(browser());
  await logIn(staff.page, ADMIN.email, ADMIN.password);
  const imports = new PatentImportPage(staff.page);
  await imports.importFile(await newPatentFile(directory));
  expect(await imports.summary('苔藓光伏.csv')).toContain('新增 1 条');
  await staff.page.goto('/backStackSupport/system/oprationStatistics');
  await settle(staff.page);
  await watchMessages(staff.page);
  await activate(staff.page, staff.page.getByRole('button', { name: '立即运行到期提醒', exact: true }));
  await expectMessageShown(staff.page, '已安排 1 条检索和 0 项产业订阅的提醒，仅在有新内容时发送邮件');
  await staff.context.close();
  await rm(directory, { recursive: true, force: true });

  // The digest arrives in the real SMTP sink: the new patent, a link to it and to the whole search.
  const mail = await waitForMail(PERSON.email, new RegExp(`检索“${NAME}”有 1 件新专利`));
  expect(mail.text).toContain(TITLE);
  expect(mail.text).toMatch(/\/patentSearch\?id=\d+/);
  const unsubscribe = /退订此提醒（无需登录）：(\S+)/.exec(mail.text)?.[1];
  expect(unsubscribe).toMatch(/\/watchUnsubscribe\?token=/);

  // The person reads the alert again in the account and opens the patent from it.
  await tab.open();
  await expectAccessible(person.page);
  await activate(person.page, tab.digest(NAME).getByRole('link', { name: TITLE, exact: true }));
  await person.page.getByRole('dialog').locator('.patent-drawer-title').getByText(TITLE, { exact: false }).waitFor();

  // The mail's link unsubscribes without a login, and says so.
  const anyone = await newPortalPage(browser());
  const done = await new UnsubscribePage(anyone.page).open(unsubscribe ?? '');
  await done.getByText(`您已退订检索“${NAME}”的邮件提醒，此后不会再收到它的提醒邮件。`).waitFor();
  await expectAccessible(anyone.page);
  await anyone.context.close();

  // The account shows the alert off.
  await tab.open();
  expect(await tab.frequencyOf(NAME)).toBe('不提醒');
  await person.context.close();
});

test('[A11Y][WATCH]: an unsubscribe link that is not valid says so and changes nothing', async () => {
  const { context, page } = await newPortalPage(browser());
  const done = await new UnsubscribePage(page).open('http://localhost/watchUnsubscribe?token=search.forged.token');
  expect(await done.getByRole('alert').textContent()).toMatch(/^退订链接无效/);
  await expectAccessible(page);
  await context.close();
});
