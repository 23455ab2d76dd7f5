import { zonedInstant } from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/test-app.js';
import { users } from '../accounts/accounts.tables.js';
import { outbox } from '../notifications/notifications.tables.js';
import { drainOutbox } from '../notifications/worker.js';
import type { PatentRecord } from '../patents/corpus/patent-record.js';
import { mailsTo } from '../verification/verification-test-kit.js';
import { portfolioReminderDays } from './portfolio.tables.js';
import { queuePortfolioReminders, REMINDER_TASK, sendPortfolioReminders } from './portfolio-reminders.js';
import { companyAccount, DEMO_COMPANY, storePatents } from './portfolio-test-kit.js';

/**
 * The daily reminders with a controlled clock: 90, 30 and 7 days before each annual-fee due date
 * and term end, one mail per company and day, never the same reminder twice, in the account's
 * language, and not to an account that turned them off.
 */

let t: TestApp;
let demo: string;
let english: { token: string; userId: string; email: string };
let feeDue: PatentRecord;

const COMPANY_MAIL = DEMO_LOGINS.user.email;
const reminders = async (address: string) =>
  (await mailsTo(t, address)).filter((mail) => mail.event === 'portfolioReminder');
const at = (date: string, hour: number) => zonedInstant(date, hour * 60, t.config.cityProfile.timeZone);

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.loginAs('user');
  english = await companyAccount(t, '临江新材料股份有限公司');
  await t.db.update(users).set({ language: 'en-US' }).where(eq(users.id, english.userId));
  const stored = await storePatents(t, [
    // Fee of patent year 7 due 2026-03-15: reminders 2025-12-15, 2026-02-13, 2026-03-08.
    {
      title: '锂电池热失控预警方法',
      applicants: [DEMO_COMPANY],
      applicationDate: '2020-03-15',
      grantDate: '2022-07-20',
    },
    // Fee of year 8 due the same day: listed in the same mails.
    {
      title: '柔性电路板折弯治具',
      applicants: [DEMO_COMPANY],
      patentType: 'utility',
      applicationDate: '2019-03-15',
      grantDate: '2019-10-08',
    },
    // Term ends 2026-05-09, after its last fee (2025-05-10): reminders 2026-02-08, 2026-04-09, 2026-05-02.
    { title: '一种老式电池隔膜', applicants: [DEMO_COMPANY], applicationDate: '2006-05-10', grantDate: '2009-01-05' },
    // Never reminded: pending, lapsed.
    { title: '一种储能柜散热结构', applicants: [DEMO_COMPANY], applicationDate: '2025-03-15' },
    {
      title: '已失效的专利',
      applicants: [DEMO_COMPANY],
      applicationDate: '2018-03-15',
      grantDate: '2020-01-02',
      legalStatus: 'invalid',
    },
    // The English-speaking company's: fee of year 4 due 2026-03-15.
    {
      title: '海水淡化膜组件',
      applicants: ['临江新材料股份有限公司'],
      patentType: 'design',
      applicationDate: '2023-03-15',
      grantDate: '2023-09-01',
    },
  ]);
  feeDue = stored[0] as PatentRecord;
});
afterAll(async () => {
  await t?.close();
});

describe('reminder mails', () => {
  it('list every due item of a company in one mail, 90 days before, in its language', async () => {
    expect(await sendPortfolioReminders(t.app, '2025-12-14')).toBe(0);
    expect(await sendPortfolioReminders(t.app, '2025-12-15')).toBe(2);
    const [mail] = await reminders(COMPANY_MAIL);
    expect(mail?.subject).toBe('示范市知识产权公共服务平台：2 项专利期限临近');
    expect(mail?.text).toContain(`示范科技有限公司，您好`);
    expect(mail?.text).toContain(
      `· 锂电池热失控预警方法（发明，申请号 ${feeDue.applicationNumber}）：第 7 年度年费的缴费期限为 2026-03-15（还有 90 天），滞纳期至 2026-09-15`,
    );
    expect(mail?.text).toContain('柔性电路板折弯治具（实用新型');
    expect(mail?.text).toContain('第 8 年度年费');
    expect(mail?.text).not.toContain('储能柜');
    expect(mail?.text).not.toContain('已失效');

    const [other] = await reminders(english.email);
    expect(other?.subject).toBe('Demo City IP Public Service Portal: 1 patent deadline(s) approaching');
    expect(other?.text).toContain(
      'the annual fee for year 4 is due on 2026-03-15 (in 90 days); the late period runs until 2026-09-15',
    );
  });

  it('never sends the same reminder twice: not on a second run, not the next day', async () => {
    expect(
      await Promise.all([sendPortfolioReminders(t.app, '2025-12-15'), sendPortfolioReminders(t.app, '2025-12-15')]),
    ).toEqual([0, 0]);
    expect(await sendPortfolioReminders(t.app, '2025-12-16')).toBe(0);
    expect(await reminders(COMPANY_MAIL)).toHaveLength(1);
  });

  it('reminds of the term end 90 days before, alone, and of the fees again 30 and 7 days before', async () => {
    expect(await sendPortfolioReminders(t.app, '2026-02-08')).toBe(1);
    const [term] = await reminders(COMPANY_MAIL);
    expect(term?.subject).toBe('示范市知识产权公共服务平台：1 项专利期限临近');
    expect(term?.text).toContain('一种老式电池隔膜（发明，申请号');
    expect(term?.text).toContain('专利权期限将于 2026-05-09 届满（还有 90 天）');

    expect(await sendPortfolioReminders(t.app, '2026-02-13')).toBe(2);
    expect((await reminders(COMPANY_MAIL))[0]?.text).toContain('2026-03-15（还有 30 天）');
    expect(await sendPortfolioReminders(t.app, '2026-03-08')).toBe(2);
    expect((await reminders(COMPANY_MAIL))[0]?.text).toContain('2026-03-15（还有 7 天）');
    // After the due date: the next year's fee is a year away; the term end's 30-day reminder comes on 2026-04-09.
    expect(await sendPortfolioReminders(t.app, '2026-03-16')).toBe(0);
    expect(await sendPortfolioReminders(t.app, '2026-04-09')).toBe(1);
    expect(await reminders(COMPANY_MAIL)).toHaveLength(5);
  });

  it('catches up a reminder day the run missed, once', async () => {
    // The term end's 7-day reminder stood on 2026-05-02; the first run after is on the 4th.
    expect(await sendPortfolioReminders(t.app, '2026-05-04')).toBe(1);
    expect((await reminders(COMPANY_MAIL))[0]?.text).toContain('2026-05-09 届满（还有 5 天）');
    expect(await sendPortfolioReminders(t.app, '2026-05-09')).toBe(0);
    // Past the term end: nothing more.
    expect(await sendPortfolioReminders(t.app, '2026-05-10')).toBe(0);
  });

  it('are not sent to an account that turned them off, until it turns them on again', async () => {
    await call(t, demo, 'PUT', '/api/my/portfolio/settings', { body: { reminders: false } });
    const before = (await reminders(COMPANY_MAIL)).length;
    // Fees of 2027-03-15: 90-day reminders on 2026-12-15, to the other company only.
    expect(await sendPortfolioReminders(t.app, '2026-12-15')).toBe(1);
    expect((await reminders(english.email))[0]?.text).toContain('2027-03-15 (in 90 days)');
    await call(t, demo, 'PUT', '/api/my/portfolio/settings', { body: { reminders: true } });
    expect(await sendPortfolioReminders(t.app, '2026-12-16')).toBe(1);
    expect(await reminders(COMPANY_MAIL)).toHaveLength(before + 1);
  });
});

describe('the daily run', () => {
  it('is queued once a day from 08:00 in the city, by one of several instances, and runs as a task', async () => {
    expect(await queuePortfolioReminders(t.app, at('2027-02-13', 7))).toBe(false);
    const queued = await Promise.all([
      queuePortfolioReminders(t.app, at('2027-02-13', 9)),
      queuePortfolioReminders(t.app, at('2027-02-13', 9)),
    ]);
    expect(queued.sort()).toEqual([false, true]);
    expect(await queuePortfolioReminders(t.app, at('2027-02-13', 15))).toBe(false);
    expect(await t.db.select().from(portfolioReminderDays)).toEqual([expect.objectContaining({ day: '2027-02-13' })]);

    const tasks = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'task'), eq(outbox.event, REMINDER_TASK)));
    expect(tasks.map((task) => task.payload)).toEqual([{ task: REMINDER_TASK, input: { day: '2027-02-13' } }]);
    const before = (await reminders(COMPANY_MAIL)).length;
    await drainOutbox(t.app, { lane: 'tasks', only: tasks[0]?.id });
    // The fees of 2027-03-15, 30 days before.
    const mails = await reminders(COMPANY_MAIL);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.text).toContain('2027-03-15（还有 30 天）');
  });
});
