import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { type RoleSessions, startWithRoleSessions, UNKNOWN_ID } from '../../../test/role-sessions.js';
import type { TestApp } from '../../../test/test-app.js';
import { demoUserId } from '../applications/application-test-kit.js';
import { logEntries } from '../tech-demands/tech-demand-test-kit.js';
import { registerAccount } from '../verification/verification-test-kit.js';
import { cityMonth } from './evaluation-rules.js';
import { applicationOf, buildRating, outletOf, questionOf, rateOk } from './evaluation-test-kit.js';
import { evaluations } from './evaluations.tables.js';

let s: RoleSessions;
let t: TestApp;
let person: string;
let company: string;

beforeAll(async () => {
  s = await startWithRoleSessions();
  t = s.t;
  person = await t.loginAs('common');
  company = await t.loginAs('user');
});
afterAll(() => t.close());

const rate = (token: string | null, body: object, lang?: 'zh-CN' | 'en-US') =>
  call(t, token, 'POST', '/api/evaluations', { body, ...(lang ? { lang } : {}) });
const eligibility = (token: string, target: string, targetId: string) =>
  call(t, token, 'GET', `/api/evaluations/eligibility?target=${target}&targetId=${targetId}`);

describe('POST /api/evaluations: an application', () => {
  it('[PORTAL][EVALUATION]: the applicant rates a completed application once, in the log', async () => {
    const id = await applicationOf(t, 'common');
    const before = await eligibility(person, 'application', id);
    expect(before.body.data).toMatchObject({
      state: 'open',
      mine: null,
      subject: { target: 'application', service: 'trademarkWindow' },
    });
    expect(before.body.data.closesAt).not.toBeNull();

    const res = await rate(person, buildRating('application', id, { level: 5, comment: '办理很快' }));
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('感谢您的评价');
    expect(res.body.data).toMatchObject({ level: 5, comment: '办理很快', rectification: null, canFollowUp: false });
    expect(await logEntries(t, 'evaluation.rate', res.body.data.id)).toHaveLength(1);

    const again = await rate(person, buildRating('application', id, { level: 4 }), 'en-US');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('You have already rated this. Each service can be rated once.');
    const after = await eligibility(person, 'application', id);
    expect(after.body.data).toMatchObject({ state: 'rated', mine: { id: res.body.data.id, level: 5 } });
  });

  it('refuses what is not completed, rejected, or past the 30 days', async () => {
    const open = await applicationOf(t, 'common', { status: 'inProgress' });
    const rejected = await applicationOf(t, 'common', { status: 'rejected' });
    const old = await applicationOf(t, 'common', { daysAgo: 31 });
    expect((await eligibility(person, 'application', open)).body.data.state).toBe('notCompleted');
    expect((await eligibility(person, 'application', rejected)).body.data.state).toBe('notAllowed');
    expect((await eligibility(person, 'application', old)).body.data.state).toBe('periodOver');
    const notDone = await rate(person, buildRating('application', open));
    expect([notDone.status, notDone.body.msg]).toEqual([409, '办结或答复后才能评价']);
    expect((await rate(person, buildRating('application', old))).body.msg).toContain('已超过评价期限');
    expect((await rate(person, buildRating('application', rejected))).status).toBe(403);
  });

  it('refuses a bad review without a reason or without words, and reasons on a good one (400, nothing stored)', async () => {
    const id = await applicationOf(t, 'common');
    const noReason = await rate(person, { target: 'application', targetId: id, level: 2 });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body.data)).toContain('请至少选择一项原因');
    const noWords = await rate(person, buildRating('application', id, { level: 1, comment: '' }), 'en-US');
    expect(noWords.status).toBe(400);
    expect(JSON.stringify(noWords.body.data)).toContain('Please describe what went wrong');
    const goodWithReason = await rate(person, buildRating('application', id, { level: 5, reasons: ['slowHandling'] }));
    expect(goodWithReason.status).toBe(400);
    const tooLong = await rate(person, buildRating('application', id, { comment: '长'.repeat(501) }));
    expect(tooLong.status).toBe(400);
    const badLevel = await rate(person, { target: 'application', targetId: id, level: 6 });
    expect(badLevel.status).toBe(400);
    expect((await eligibility(person, 'application', id)).body.data.state).toBe('open');
  });

  it('401 without a token, 1401 for a visitor, 403 for staff, 404 for another’s or an unknown application', async () => {
    const id = await applicationOf(t, 'common');
    expect((await rate(null, buildRating('application', id))).status).toBe(401);
    expect((await rate(s.visitor, buildRating('application', id))).body.code).toBe(1401);
    expect((await rate(s.admin, buildRating('application', id))).status).toBe(403);
    expect((await rate(company, buildRating('application', id))).status).toBe(404);
    expect((await rate(person, buildRating('application', UNKNOWN_ID))).status).toBe(404);
    expect((await eligibility(company, 'application', id)).status).toBe(404);
    expect((await eligibility(s.bus, 'application', id)).status).toBe(403);
    expect((await call(t, null, 'GET', `/api/evaluations/eligibility?target=application&targetId=${id}`)).status).toBe(
      401,
    );
    expect((await eligibility(person, 'nothing', id)).status).toBe(400);
  });
});

describe('POST /api/evaluations: a service outlet', () => {
  it('[PORTAL][EVALUATION]: a registered user rates an outlet once per city month', async () => {
    const outlet = await outletOf(t);
    const first = await rateOk(t, company, buildRating('outlet', outlet, { level: 4 }));
    const again = await rate(company, buildRating('outlet', outlet, { level: 5 }));
    expect([again.status, again.body.msg]).toEqual([409, '本月您已评价过该服务网点，请下月再评']);
    const state = await eligibility(company, 'outlet', outlet);
    expect(state.body.data).toMatchObject({ state: 'ratedThisMonth', mine: { id: first.id } });
    expect(new Date(state.body.data.reopensAt).getTime()).toBeGreaterThan(Date.now());

    // Move the clock: the first rating was given last month, so this month's is open again.
    const lastMonth = new Date(Date.now() - 32 * 86_400_000);
    const userId = await demoUserId(t, 'user');
    await t.db
      .update(evaluations)
      .set({
        createdAt: lastMonth,
        onceKey: `outlet:${outlet}:${userId}:${cityMonth(lastMonth, t.config.cityProfile.timeZone)}`,
      })
      .where(eq(evaluations.id, first.id));
    expect((await eligibility(company, 'outlet', outlet)).body.data.state).toBe('open');
    await rateOk(t, company, buildRating('outlet', outlet, { level: 5 }));
    // Another user has their own month.
    await rateOk(t, person, buildRating('outlet', outlet, { level: 3 }));
  });

  it('a visitor cannot rate an outlet (1401, translated), a hidden outlet is a 404', async () => {
    const outlet = await outletOf(t);
    const visitor = await rate(s.visitor, buildRating('outlet', outlet), 'en-US');
    expect(visitor.body.code).toBe(1401);
    expect(visitor.body.msg).toBe('Please log in with a registered account to rate a service outlet.');
    const hidden = await outletOf(t, false);
    expect((await rate(person, buildRating('outlet', hidden))).status).toBe(404);
  });

  it('a look-up token is only for consultation replies (400)', async () => {
    const outlet = await outletOf(t);
    const { lookupToken } = await questionOf(t);
    const res = await rate(person, buildRating('outlet', outlet, { lookupToken }));
    expect(res.status).toBe(400);
  });
});

describe('POST /api/evaluations: a consultation reply', () => {
  it('[PORTAL][EVALUATION]: a visitor rates the reply with the look-up token, once', async () => {
    const question = await questionOf(t);
    const lookup = await call(t, s.visitor, 'POST', '/api/evaluations/lookup', {
      body: { lookupToken: question.lookupToken },
    });
    expect(lookup.body.data).toMatchObject({ state: 'open', subject: { label: question.queryNo } });
    const body = buildRating('consultation', question.id, {
      level: 2,
      reasons: ['problemUnsolved'],
      lookupToken: question.lookupToken,
    });
    const res = await rate(s.visitor, body);
    expect(res.status).toBe(200);
    expect(res.body.data.rectification).toMatchObject({ status: 'open', answer: null });
    const again = await call(t, s.visitor, 'POST', '/api/evaluations/lookup', {
      body: { lookupToken: question.lookupToken },
    });
    expect(again.body.data).toMatchObject({ state: 'rated', mine: { id: res.body.data.id } });
    expect((await rate(s.visitor, body)).status).toBe(409);
  });

  it('refuses a forged token (400), another question’s token (404), an unreplied question (409), no token (1401)', async () => {
    const question = await questionOf(t, { status: 'assigned' });
    const other = await questionOf(t);
    const forged = await rate(
      s.visitor,
      buildRating('consultation', question.id, { lookupToken: `${question.id}.1.x` }),
    );
    expect(forged.status).toBe(400);
    const wrong = await rate(s.visitor, buildRating('consultation', question.id, { lookupToken: other.lookupToken }));
    expect(wrong.status).toBe(404);
    const early = await rate(
      s.visitor,
      buildRating('consultation', question.id, { lookupToken: question.lookupToken }),
    );
    expect(early.status).toBe(409);
    expect((await rate(s.visitor, buildRating('consultation', other.id))).body.code).toBe(1401);
    const badLookup = await call(t, s.visitor, 'POST', '/api/evaluations/lookup', { body: { lookupToken: 'nope' } });
    expect(badLookup.status).toBe(400);
    expect((await call(t, null, 'POST', '/api/evaluations/lookup', { body: { lookupToken: 'x' } })).status).toBe(401);
  });

  it('the registered asker rates their own question from the account; nobody else can', async () => {
    const question = await questionOf(t, { askerId: await demoUserId(t, 'common') });
    expect((await rate(company, buildRating('consultation', question.id))).status).toBe(404);
    await rateOk(t, person, buildRating('consultation', question.id, { level: 4 }));
    const mine = await call(t, person, 'GET', '/api/evaluations/mine?target=consultation');
    expect(mine.body.data.items.map((item: { subject: { targetId: string } }) => item.subject.targetId)).toContain(
      question.id,
    );
  });
});

describe('GET /api/evaluations/mine', () => {
  it('lists the account’s own reviews only, newest first; 401 without a token, 1401 for a visitor, 400 for a bad filter', async () => {
    const id = await applicationOf(t, 'user');
    const review = await rateOk(t, company, buildRating('application', id, { level: 3 }));
    const mine = await call(t, company, 'GET', '/api/evaluations/mine?pageSize=100');
    expect(mine.body.data.items[0]).toMatchObject({ id: review.id, subject: { targetId: id } });
    const others = await call(t, person, 'GET', '/api/evaluations/mine?pageSize=100');
    expect(others.body.data.items.map((item: { id: string }) => item.id)).not.toContain(review.id);
    expect((await call(t, null, 'GET', '/api/evaluations/mine')).status).toBe(401);
    expect((await call(t, s.visitor, 'GET', '/api/evaluations/mine')).body.code).toBe(1401);
    expect((await call(t, company, 'GET', '/api/evaluations/mine?target=x')).status).toBe(400);
  });
});

describe('GET /api/evaluations/satisfaction', () => {
  it('counts the reviews and the share of 满意 or better per service, for replies and per outlet', async () => {
    await t.db.execute(sql`delete from evaluations`);
    const ratings = [5, 4, 3, 1] as const;
    for (const level of ratings)
      await rateOk(t, person, buildRating('application', await applicationOf(t, 'common'), { level }));
    const outlet = await outletOf(t);
    await rateOk(t, person, buildRating('outlet', outlet, { level: 5 }));
    await rateOk(t, company, buildRating('outlet', outlet, { level: 2 }));
    await rateOk(t, (await registerAccount(t, 'person')).token, buildRating('outlet', outlet, { level: 4 }));

    const all = await call(t, null, 'GET', '/api/evaluations/satisfaction');
    expect(all.status).toBe(200);
    const trademark = all.body.data.services.find((row: { service: string }) => row.service === 'trademarkWindow');
    expect(trademark).toEqual({ service: 'trademarkWindow', count: 4, satisfied: 2, rate: 50 });
    expect(all.body.data.services.find((row: { service: string }) => row.service !== 'trademarkWindow')).toMatchObject({
      count: 0,
      rate: null,
    });
    expect(all.body.data.consultation).toEqual({ count: 0, satisfied: 0, rate: null });

    const one = await call(t, null, 'GET', `/api/evaluations/satisfaction/outlets/${outlet}`);
    expect(one.body.data).toEqual({ outletId: outlet, count: 3, satisfied: 2, rate: 66.7 });
    expect((await call(t, null, 'GET', `/api/evaluations/satisfaction/outlets/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await call(t, null, 'GET', '/api/evaluations/satisfaction/outlets/not-an-id')).status).toBe(400);
  });
});
