import {
  addDays,
  addWorkingDays,
  isWorkingDay,
  localDateAt,
  type MyEvaluation,
  workdayCalendar,
  zonedInstant,
} from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { type RoleSessions, startWithRoleSessions, UNKNOWN_ID } from '../../../test/role-sessions.js';
import type { TestApp } from '../../../test/test-app.js';
import { DEMO_LOGINS } from '../../../test/test-app.js';
import { users } from '../accounts/accounts.tables.js';
import { logs } from '../logs/logs.tables.js';
import { logEntries } from '../tech-demands/tech-demand-test-kit.js';
import { workdayEntries } from '../workdays/workdays.tables.js';
import { applicationOf, buildRating, evaluationMailsTo, outletOf, questionOf, rateOk } from './evaluation-test-kit.js';
import { rectifications } from './evaluations.tables.js';

let s: RoleSessions;
let t: TestApp;
let person: string;
let company: string;
const BASE = '/api/admin/evaluations';

beforeAll(async () => {
  s = await startWithRoleSessions();
  t = s.t;
  person = await t.loginAs('common');
  company = await t.loginAs('user');
  // The admin reads mails in English, the operations account in Chinese (the default).
  await t.db.update(users).set({ language: 'en-US' }).where(eq(users.email, DEMO_LOGINS.admin.email));
});
afterAll(() => t.close());

/** A bad review of a fresh completed application of the demo person. */
async function badReview(level: 1 | 2 = 2, comment = '等了很久'): Promise<MyEvaluation> {
  const id = await applicationOf(t, 'common');
  return rateOk(t, person, buildRating('application', id, { level, reasons: ['slowHandling'], comment }));
}

const verify = (token: string | null, id: string, note = '已核实，确有延误') =>
  call(t, token, 'POST', `${BASE}/${id}/verify`, { body: { note } });
const answer = (token: string | null, id: string, body: object = { outcome: 'rectified', answer: '已调整受理流程' }) =>
  call(t, token, 'POST', `${BASE}/${id}/answer`, { body });
const followUp = (token: string | null, id: string, body: object = { answer: 'resolved' }) =>
  call(t, token, 'POST', `/api/evaluations/${id}/follow-up`, { body });

describe('a bad review opens a rectification case', () => {
  it('[ADMIN][EVALUATION]: due in 5 working days across a holiday, operations staff mailed in their language', async () => {
    const timeZone = t.config.cityProfile.timeZone;
    const today = localDateAt(new Date(), timeZone);
    // The next two working days become holidays: the deadline moves two working days on.
    const plain = workdayCalendar(await t.db.select().from(workdayEntries));
    const holidays = [addWorkingDays(plain, today, 1), addWorkingDays(plain, today, 2)];
    await t.db
      .insert(workdayEntries)
      .values(holidays.map((date) => ({ date, kind: 'holiday' as const, name: '测试假日' })));
    const calendar = workdayCalendar(await t.db.select().from(workdayEntries));
    expect(holidays.every((date) => !isWorkingDay(calendar, date))).toBe(true);

    const review = await badReview(1, '材料被退回三次');
    const due = addWorkingDays(calendar, today, 5);
    expect(due).toBe(addWorkingDays(plain, today, 7));
    expect(review.rectification?.dueAt).toBe(zonedInstant(addDays(due, 1), 0, timeZone).toISOString());

    const [toAdmin] = await evaluationMailsTo(t, DEMO_LOGINS.admin.email);
    expect(toAdmin?.subject).toContain(`bad review (Very dissatisfied), rectify by ${due}`);
    expect(toAdmin?.text).toContain('材料被退回三次');
    const [toBus] = await evaluationMailsTo(t, DEMO_LOGINS.bus.email);
    expect(toBus?.subject).toContain('收到差评（非常不满意）');
    await t.db.delete(workdayEntries).where(eq(workdayEntries.name, '测试假日'));
  });

  it('a good review opens none and mails nobody', async () => {
    const before = (await evaluationMailsTo(t, DEMO_LOGINS.bus.email)).length;
    const review = await rateOk(t, person, buildRating('application', await applicationOf(t, 'common'), { level: 3 }));
    expect(review.rectification).toBeNull();
    expect((await evaluationMailsTo(t, DEMO_LOGINS.bus.email)).length).toBe(before);
    expect((await verify(s.admin, review.id)).status).toBe(409);
  });
});

describe('verify, answer and follow-up', () => {
  it('[ADMIN][EVALUATION]: staff verify and answer; the rater reads it and follows up once', async () => {
    const review = await badReview();
    expect((await followUp(person, review.id)).status).toBe(409);
    expect((await answer(s.admin, review.id)).status).toBe(409);

    const verified = await verify(s.bus, review.id);
    expect(verified.status).toBe(200);
    expect(verified.body.data.rectification).toMatchObject({ status: 'verified', verifyNote: '已核实，确有延误' });
    expect((await verify(s.bus, review.id)).status).toBe(409);
    expect(await logEntries(t, 'evaluation.verify', review.id)).toHaveLength(2);

    const answered = await answer(s.bus, review.id);
    expect(answered.body.msg).toBe('已答复，将以邮件通知评价人');
    expect(answered.body.data.rectification).toMatchObject({ status: 'answered', outcome: 'rectified' });
    const [mail] = await evaluationMailsTo(t, DEMO_LOGINS.common.email);
    expect(mail?.text).toContain('已调整受理流程');
    expect(mail?.text).toContain('我的评价');

    const mine = await call(t, person, 'GET', '/api/evaluations/mine?pageSize=100');
    const listed = mine.body.data.items.find((item: MyEvaluation) => item.id === review.id);
    expect(listed).toMatchObject({ canFollowUp: true, rectification: { answer: '已调整受理流程' } });
    expect(listed.rectification.verifyNote).toBeUndefined();

    expect((await followUp(company, review.id)).status).toBe(403);
    expect((await followUp(s.visitor, review.id)).status).toBe(403);
    expect((await followUp(person, review.id, { answer: 'maybe' })).status).toBe(400);
    const done = await followUp(person, review.id, { answer: 'unresolved', note: '仍需等待' });
    expect(done.body.data).toMatchObject({
      canFollowUp: false,
      rectification: { followUp: 'unresolved', followUpNote: '仍需等待' },
    });
    expect((await followUp(person, review.id)).status).toBe(409);
    expect((await followUp(person, UNKNOWN_ID)).status).toBe(404);
    expect((await followUp(null, review.id)).status).toBe(401);
  });

  it('a visitor’s review of a reply: the answer goes to the question’s contact in its language; follow-up with the token', async () => {
    const question = await questionOf(t, { email: 'visitor-asker@example.com', locale: 'en-US' });
    const body = buildRating('consultation', question.id, {
      level: 1,
      reasons: ['other'],
      comment: '答非所问',
      lookupToken: question.lookupToken,
    });
    const review = await rateOk(t, s.visitor, body);
    await verify(s.admin, review.id);
    await answer(s.admin, review.id, { outcome: 'explained', answer: 'The reply has been corrected.' });
    const [mail] = await evaluationMailsTo(t, 'visitor-asker@example.com');
    expect(mail?.subject).toContain('your review has been answered');
    expect(mail?.text).toContain('Explained');

    const lookup = await call(t, s.visitor, 'POST', '/api/evaluations/lookup', {
      body: { lookupToken: question.lookupToken },
    });
    expect(lookup.body.data.mine).toMatchObject({ canFollowUp: true, rectification: { outcome: 'explained' } });
    const other = await questionOf(t);
    expect((await followUp(s.visitor, review.id, { answer: 'resolved', lookupToken: other.lookupToken })).status).toBe(
      403,
    );
    const done = await followUp(s.visitor, review.id, { answer: 'resolved', lookupToken: question.lookupToken });
    expect(done.body.data.rectification.followUp).toBe('resolved');
  });

  it('refuses empty texts (400), unknown reviews (404), callers without the module (401, 1401, 403)', async () => {
    const review = await badReview();
    expect((await verify(s.admin, review.id, '  ')).status).toBe(400);
    expect((await verify(s.admin, UNKNOWN_ID)).status).toBe(404);
    expect((await verify(null, review.id)).status).toBe(401);
    expect((await verify(s.visitor, review.id)).body.code).toBe(1401);
    expect((await verify(person, review.id)).status).toBe(403);
    expect((await answer(s.admin, review.id, { outcome: 'ignored', answer: 'x' })).status).toBe(400);
    expect((await answer(s.admin, UNKNOWN_ID)).status).toBe(404);
    expect((await answer(person, review.id)).status).toBe(403);
    expect((await call(t, s.admin, 'GET', `${BASE}/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await call(t, s.admin, 'GET', `${BASE}/nope`)).status).toBe(400);
    expect((await call(t, person, 'GET', `${BASE}/${review.id}`)).status).toBe(403);
    expect((await call(t, null, 'GET', `${BASE}/${review.id}`)).status).toBe(401);
    const auditor = await t.loginAs('auditor');
    expect((await call(t, auditor, 'GET', BASE)).status).toBe(403);
  });
});

describe('the back-office lists', () => {
  it('[ADMIN][EVALUATION]: one case names the rated thing; the list filters; the queue sorts by deadline', async () => {
    const application = await applicationOf(t, 'common');
    const bad = await rateOk(
      t,
      person,
      buildRating('application', application, { level: 2, reasons: ['poorAttitude'], comment: '窗口态度冷淡' }),
    );
    const outlet = await outletOf(t);
    const good = await rateOk(t, company, buildRating('outlet', outlet, { level: 5, comment: '指引清楚' }));

    const detail = await call(t, s.bus, 'GET', `${BASE}/${bad.id}`);
    expect(detail.body.data).toMatchObject({
      subject: { target: 'application', service: 'trademarkWindow' },
      rater: { visitor: false },
    });
    expect(detail.body.data.subject.label).toMatch(/^EV/);
    expect(detail.body.data.completedAt).not.toBeNull();

    const ids = async (query: string) =>
      (await call(t, s.admin, 'GET', `${BASE}?pageSize=100&${query}`)).body.data.items.map(
        (item: { id: string }) => item.id,
      );
    expect(await ids('bad=true')).toContain(bad.id);
    expect(await ids('bad=true')).not.toContain(good.id);
    expect(await ids(`target=outlet&outletId=${outlet}`)).toEqual([good.id]);
    expect(await ids('keyword=态度冷淡')).toEqual([bad.id]);
    expect(await ids('level=5')).toContain(good.id);
    expect(await ids('level=5')).not.toContain(bad.id);
    expect(await ids('rectification=false')).not.toContain(bad.id);
    expect(await ids('service=trademarkWindow')).toContain(bad.id);
    const today = localDateAt(new Date(), t.config.cityProfile.timeZone);
    expect(await ids(`from=${today}&to=${today}`)).toContain(bad.id);
    expect(await ids(`to=${addDays(today, -1)}`)).not.toContain(bad.id);
    expect((await call(t, s.admin, 'GET', `${BASE}?from=${today}&to=${addDays(today, -1)}`)).status).toBe(400);
    expect((await call(t, s.admin, 'GET', `${BASE}?level=9`)).status).toBe(400);
    expect((await call(t, null, 'GET', BASE)).status).toBe(401);
    expect((await call(t, person, 'GET', BASE)).status).toBe(403);

    // One case overdue: the queue puts it first and the overdue filter finds it.
    const late = await badReview();
    await t.db
      .update(rectifications)
      .set({ dueAt: new Date(Date.now() - 86_400_000) })
      .where(eq(rectifications.evaluationId, late.id));
    const queue = await call(t, s.admin, 'GET', `${BASE}/rectifications?pageSize=100`);
    expect(queue.body.data.items[0]).toMatchObject({ id: late.id, rectification: { overdue: true, dueSoon: false } });
    const dues = queue.body.data.items.map((item: { rectification: { dueAt: string } }) => item.rectification.dueAt);
    expect([...dues].sort()).toEqual(dues);
    const overdue = await call(t, s.admin, 'GET', `${BASE}/rectifications?due=overdue&pageSize=100`);
    expect(overdue.body.data.items.map((item: { id: string }) => item.id)).toEqual([late.id]);
    const verified = await call(t, s.admin, 'GET', `${BASE}/rectifications?status=verified`);
    expect(verified.body.data.items.every((item: MyEvaluation) => item.rectification?.status === 'verified')).toBe(
      true,
    );
    expect((await call(t, s.admin, 'GET', `${BASE}/rectifications?due=never`)).status).toBe(400);
    expect((await call(t, person, 'GET', `${BASE}/rectifications`)).status).toBe(403);
  });

  it('[ADMIN][EVALUATION]: exports the filtered reviews as a valid workbook, in the log', async () => {
    await badReview(2, '=1+1');
    const res = await t.app.inject({
      method: 'GET',
      url: `${BASE}/export?bad=true`,
      headers: { authorization: s.admin, 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Rated');
    expect(sheet?.rowCount).toBe(Number(res.headers['x-export-rows']) + 1);
    const comments = sheet?.getColumn(8).values.slice(2);
    expect(comments).toContain('=1+1');
    expect(await t.db.select().from(logs).where(eq(logs.action, 'evaluation.export'))).toHaveLength(1);
    expect((await call(t, s.admin, 'GET', `${BASE}/export?bad=maybe`)).status).toBe(400);
    expect((await call(t, person, 'GET', `${BASE}/export`)).status).toBe(403);
    expect((await call(t, null, 'GET', `${BASE}/export`)).status).toBe(401);
  });
});
