import { zonedInstant } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { mailsTo } from '../verification/verification-test-kit.js';
import { workdayEntries } from '../workdays/workdays.tables.js';
import { sendConsultReminders } from './consultation-reminders.js';
import { rowOf, staffStep, userIdOf, visitorAsks } from './consultation-test-kit.js';
import { consultationEvents, consultations } from './consultations.tables.js';

let t: TestApp;
let bus: string;
let busId: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  bus = await t.loginAs('bus');
  busId = await userIdOf(t, bus);
  // A week of May 2026 with a made-up holiday on Thursday the 21st, whatever the demo calendar says.
  await t.db.delete(workdayEntries);
  await t.db.insert(workdayEntries).values({ date: '2026-05-21', kind: 'holiday', name: '测试假日' });
});
afterAll(async () => {
  await t.close();
});

const at = (date: string, hour: number) => zonedInstant(date, hour * 60, t.config.cityProfile.timeZone);
/** The end of a city day: what `dueAt` holds for a limit whose last day it is. */
const endOf = (date: string) => at(date, 24);

/** An assigned question (to bus) whose last day is `lastDay`. */
async function assignedQuestionDue(lastDay: string): Promise<string> {
  const { receipt } = await visitorAsks(t);
  await staffStep(t, bus, receipt.id, 'assign', { handlerId: busId });
  await t.db
    .update(consultations)
    .set({ dueAt: endOf(lastDay) })
    .where(eq(consultations.id, receipt.id));
  return receipt.id;
}

const remindersOf = async (id: string) =>
  (await t.db.select().from(consultationEvents).where(eq(consultationEvents.consultationId, id))).filter(
    (event) => event.action === 'reminded',
  );
const reminderMails = async () =>
  (await mailsTo(t, DEMO_LOGINS.bus.email)).filter((mail) => mail.subject.includes('到期'));

describe('reminders to handlers', () => {
  it('go out once, on the working day before the due date (across the holiday), even when run twice at once', async () => {
    // Due Friday the 22nd: Thursday is a holiday, so Wednesday the 20th is the working day before.
    const dueFriday = await assignedQuestionDue('2026-05-22');
    const dueMonday = await assignedQuestionDue('2026-05-25');
    expect(await sendConsultReminders(t.app, at('2026-05-19', 10))).toBe(0);

    const counts = await Promise.all([
      sendConsultReminders(t.app, at('2026-05-20', 10)),
      sendConsultReminders(t.app, at('2026-05-20', 10)),
    ]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await sendConsultReminders(t.app, at('2026-05-20', 15))).toBe(0);
    expect(await remindersOf(dueFriday)).toHaveLength(1);
    const mails = await reminderMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain((await rowOf(t, dueFriday)).queryNo);
    expect(mails[0]?.text).toContain('2026-05-22');

    // Nothing on the weekend; a Monday deadline is reminded on the Friday before.
    expect(await sendConsultReminders(t.app, at('2026-05-23', 10))).toBe(0);
    expect(await remindersOf(dueMonday)).toHaveLength(0);
    expect(await sendConsultReminders(t.app, at('2026-05-22', 9))).toBe(1);
    expect(await remindersOf(dueMonday)).toHaveLength(1);
  });

  it('skip unassigned and answered questions; a forward lets the new handler be reminded', async () => {
    const unassigned = (await visitorAsks(t)).receipt.id;
    await t.db
      .update(consultations)
      .set({ dueAt: endOf('2026-06-02') })
      .where(eq(consultations.id, unassigned));
    const answered = await assignedQuestionDue('2026-06-02');
    await staffStep(t, bus, answered, 'reply', { reply: '已答复。' });
    const forwarded = await assignedQuestionDue('2026-06-02');
    expect(await sendConsultReminders(t.app, at('2026-06-01', 10))).toBe(1);
    const adminId = await userIdOf(t, await t.loginAs('admin'));
    await staffStep(t, bus, forwarded, 'forward', { handlerId: adminId, note: '请接手' });
    expect((await rowOf(t, forwarded)).remindedAt).toBeNull();
    expect(await sendConsultReminders(t.app, at('2026-06-01', 11))).toBe(1);
    expect(await remindersOf(unassigned)).toHaveLength(0);
    expect(await remindersOf(answered)).toHaveLength(0);
  });
});
