import type { AdminConsultDetail, AdminConsultSummary, ConsultHandler } from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { UNKNOWN_ID } from '../../../test/role-sessions.js';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { logs } from '../logs/logs.tables.js';
import { mailsTo, registerAccount } from '../verification/verification-test-kit.js';
import { ask, buildQuestion, filePart, staffStep, userIdOf, visitorAsks } from './consultation-test-kit.js';
import { consultations } from './consultations.tables.js';

let t: TestApp;
let admin: string;
let bus: string;
let busId: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  admin = await t.loginAs('admin');
  bus = await t.loginAs('bus');
  busId = await userIdOf(t, bus);
  adminId = await userIdOf(t, admin);
});
afterAll(async () => {
  await t.close();
});

const queue = (query = '') => call(t, admin, 'GET', `/api/admin/consultations${query}`);
const ids = (page: { items: AdminConsultSummary[] }) => page.items.map((item) => item.id);

describe('the staff queue', () => {
  it('lists open questions first, earliest due on top, with due-soon and overdue marked; filters combine', async () => {
    const late = (await visitorAsks(t, { category: 'trademark', title: '商标异议期限咨询' })).receipt;
    const soon = (await visitorAsks(t, { category: 'patent' })).receipt;
    const later = (await visitorAsks(t, { category: 'patent' })).receipt;
    await t.db
      .update(consultations)
      .set({ dueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(consultations.id, late.id));
    await t.db
      .update(consultations)
      .set({ dueAt: new Date(Date.now() + 3_600_000) })
      .where(eq(consultations.id, soon.id));
    await staffStep(t, admin, later.id, 'assign', { handlerId: busId });

    const all = (await queue()).body.data;
    expect(ids(all).slice(0, 2)).toEqual([late.id, soon.id]);
    const byId = new Map((all.items as AdminConsultSummary[]).map((item) => [item.id, item]));
    expect(byId.get(late.id)?.deadline).toBe('overdue');
    expect(byId.get(soon.id)?.deadline).toBe('dueSoon');
    expect(byId.get(later.id)).toMatchObject({ status: 'assigned', handlerId: busId, deadline: null });

    expect(ids((await queue('?deadline=overdue')).body.data)).toEqual([late.id]);
    expect(ids((await queue('?deadline=dueSoon')).body.data)).toEqual([soon.id]);
    expect(ids((await queue(`?handler=${busId}`)).body.data)).toEqual([later.id]);
    expect(ids((await queue('?handler=none&category=trademark')).body.data)).toEqual([late.id]);
    expect(ids((await queue('?status=assigned')).body.data)).toEqual([later.id]);
    expect(ids((await queue(`?keyword=${encodeURIComponent('异议期限')}`)).body.data)).toEqual([late.id]);
    expect(ids((await queue(`?keyword=${late.queryNo}`)).body.data)).toEqual([late.id]);
    const today = late.receivedAt.slice(0, 10);
    expect((await queue(`?from=2000-01-01&to=2000-12-31`)).body.data.total).toBe(0);
    expect((await queue(`?from=${today}`)).body.data.total).toBeGreaterThanOrEqual(3);
    expect((await queue('?deadline=late')).status).toBe(400);
    expect((await queue('?handler=someone')).status).toBe(400);
  });

  it('shows a question with the asker’s contact (the view is logged) and lists the handlers', async () => {
    const { receipt, email } = await visitorAsks(
      t,
      {},
      { files: [filePart('scan.pdf', Buffer.from('%PDF-1.4\n%x\n'))] },
    );
    const detail = await call(t, bus, 'GET', `/api/admin/consultations/${receipt.id}`);
    expect(detail.body.data as AdminConsultDetail).toMatchObject({
      contact: email,
      contactChannel: 'email',
      askerName: '张小明',
      files: [{ name: 'scan.pdf' }],
      events: [{ action: 'received' }],
    });
    const reveals = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'consultation.viewContact'), eq(logs.target, receipt.id)));
    expect(reveals).toHaveLength(1);

    const fileId = (detail.body.data as AdminConsultDetail).files[0]?.id;
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/consultations/${receipt.id}/files/${fileId}`,
      headers: { authorization: bus },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('%PDF-1.4');
    expect((await call(t, bus, 'GET', `/api/admin/consultations/${receipt.id}/files/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await call(t, bus, 'GET', `/api/admin/consultations/${UNKNOWN_ID}/files/${fileId}`)).status).toBe(404);

    const handlers = (await call(t, bus, 'GET', '/api/admin/consultations/handlers')).body.data as ConsultHandler[];
    expect(handlers.map((handler) => handler.id)).toEqual(expect.arrayContaining([busId, adminId]));
    const auditorId = await userIdOf(t, await t.loginAs('auditor'));
    expect(handlers.map((handler) => handler.id)).not.toContain(auditorId);
    expect(Object.keys(handlers[0] ?? {}).sort()).toEqual(['id', 'name']);
  });
});

describe('handling a question', () => {
  it('assign, forward, reply: each handler is mailed, the asker gets the reply, the history tells who did what', async () => {
    const { receipt, email } = await visitorAsks(t, {}, { lang: 'en-US' });
    const id = receipt.id;
    await staffStep(t, bus, id, 'assign', { handlerId: busId });
    expect(
      (await call(t, bus, 'POST', `/api/admin/consultations/${id}/assign`, { body: { handlerId: busId } })).status,
    ).toBe(409);
    const noNote = await call(t, bus, 'POST', `/api/admin/consultations/${id}/forward`, {
      body: { handlerId: adminId },
    });
    expect(noNote.body).toMatchObject({ code: 400, data: { errors: [{ field: 'note' }] } });
    await staffStep(t, bus, id, 'forward', { handlerId: adminId, note: '涉及资助政策，请政策科答复' });
    const adminMails = (await mailsTo(t, DEMO_LOGINS.admin.email)).filter((m) => m.event === 'consultation');
    expect(adminMails[0]?.text).toContain('涉及资助政策，请政策科答复');
    expect(adminMails[0]?.subject).toContain(receipt.queryNo);

    const unknownHandler = await call(t, admin, 'POST', `/api/admin/consultations/${id}/forward`, {
      body: { handlerId: UNKNOWN_ID, note: 'x' },
    });
    expect(unknownHandler.status).toBe(400);
    const emptyReply = await call(t, admin, 'POST', `/api/admin/consultations/${id}/reply`, { body: { reply: '  ' } });
    expect(emptyReply.status).toBe(400);

    const reply = '发明专利授权后可申请每件 3000 元的资助，请于授权公告后一年内提交。<b>无需</b>纸质材料。';
    const replied = await staffStep(t, admin, id, 'reply', { reply });
    expect(replied).toMatchObject({ status: 'replied', reply, repliedByName: expect.any(String), deadline: null });
    expect(replied.events.map((event) => event.action)).toEqual(['replied', 'forwarded', 'assigned', 'received']);
    expect(replied.events[1]).toMatchObject({ handlerName: expect.any(String), note: '涉及资助政策，请政策科答复' });
    const [mail] = (await mailsTo(t, email)).filter(
      (m) => m.event === 'consultation' && m.subject.includes('answered'),
    );
    expect(mail?.text).toContain(reply);
    expect(mail?.html).toBeUndefined();
    const row = await t.db.select().from(consultations).where(eq(consultations.id, id));
    expect(row[0]?.replyWorkingDays).toBe(0);

    expect((await call(t, admin, 'POST', `/api/admin/consultations/${id}/reply`, { body: { reply } })).status).toBe(
      409,
    );
    const log = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'consultation.reply'), eq(logs.target, id)));
    // Refused tries are logged too: the empty reply, the reply, the second reply.
    expect(log.map((entry) => entry.success)).toEqual(expect.arrayContaining([true, false, false]));
    expect(log).toHaveLength(3);
  });

  it('closes a question as not a consultation with the reason the asker sees; it can never be published', async () => {
    const person = await registerAccount(t, 'person');
    const asked = await ask(t, person.token, buildQuestion({ title: '广告推广合作' }));
    const id = asked.body.data.id as string;
    const noReason = await call(t, bus, 'POST', `/api/admin/consultations/${id}/reject`, { body: {} });
    expect(noReason.body).toMatchObject({ code: 400, data: { errors: [{ field: 'reason' }] } });
    await staffStep(t, bus, id, 'reject', { reason: '商业推广信息，不属于咨询事项' });
    const mine = await call(t, person.token, 'GET', `/api/my/consultations/${id}`);
    expect(mine.body.data).toMatchObject({ status: 'rejected', rejectReason: '商业推广信息，不属于咨询事项' });
    const [mail] = (await mailsTo(t, person.email)).filter(
      (m) => m.event === 'consultation' && m.text.includes('商业推广'),
    );
    expect(mail).toBeDefined();
    expect((await call(t, bus, 'POST', `/api/admin/consultations/${id}/publish`)).status).toBe(409);
    expect(
      (
        await call(t, bus, 'POST', `/api/admin/consultations/${id}/faq`, {
          body: { category: 'other', question: 'q', answer: 'a' },
        })
      ).status,
    ).toBe(409);
  });

  it('publishes only with the asker’s consent and a reply; wording edits are logged with before and after', async () => {
    const closed = (await visitorAsks(t, { publishable: false })).receipt;
    await staffStep(t, bus, closed.id, 'reply', { reply: '已答复' });
    expect((await call(t, bus, 'POST', `/api/admin/consultations/${closed.id}/publish`)).status).toBe(409);
    expect(
      (
        await call(t, bus, 'PUT', `/api/admin/consultations/${closed.id}/wording`, {
          body: { publicTitle: 't', publicQuestion: 'q' },
        })
      ).status,
    ).toBe(409);

    const open = (await visitorAsks(t, { title: '我叫张小明，电话 13900001111，想问年费减缴' })).receipt;
    expect((await call(t, bus, 'POST', `/api/admin/consultations/${open.id}/publish`)).status).toBe(409);
    await staffStep(t, bus, open.id, 'reply', { reply: '符合条件的个人可申请年费减缴 85%。' });
    const edited = await staffStep(
      t,
      bus,
      open.id,
      'wording',
      { publicTitle: '关于年费减缴的咨询', publicQuestion: '请问个人申请人能否减缴专利年费？' },
      'PUT',
    );
    expect(edited.publicTitle).toBe('关于年费减缴的咨询');
    expect(edited.title).toBe('我叫张小明，电话 13900001111，想问年费减缴');
    expect(edited.events[0]).toMatchObject({
      action: 'wordingEdited',
      changes: { publicTitle: ['我叫张小明，电话 13900001111，想问年费减缴', '关于年费减缴的咨询'] },
    });
    const blank = await call(t, bus, 'PUT', `/api/admin/consultations/${open.id}/wording`, {
      body: { publicTitle: '', publicQuestion: 'x'.repeat(2001) },
    });
    expect(blank.status).toBe(400);
    const published = await staffStep(t, bus, open.id, 'publish');
    expect(published.published).toBe(true);
    const unpublished = await staffStep(t, bus, open.id, 'unpublish');
    expect(unpublished.events.slice(0, 2).map((event) => event.action)).toEqual(['unpublished', 'published']);
    expect((await call(t, bus, 'GET', `/api/consultations/${open.id}`)).status).toBe(404);
  });

  it('makes a FAQ entry from a reply', async () => {
    const { receipt } = await visitorAsks(t);
    expect(
      (
        await call(t, bus, 'POST', `/api/admin/consultations/${receipt.id}/faq`, {
          body: { category: 'patent', question: '问', answer: '答' },
        })
      ).status,
    ).toBe(409);
    await staffStep(t, bus, receipt.id, 'reply', { reply: '可以在线办理。' });
    const invalid = await call(t, bus, 'POST', `/api/admin/consultations/${receipt.id}/faq`, {
      body: { category: 'nope', question: '', answer: '' },
    });
    expect(invalid.status).toBe(400);
    const made = await call(t, bus, 'POST', `/api/admin/consultations/${receipt.id}/faq`, {
      body: { category: 'platformUse', question: '专利资助可以在线申请吗？', answer: '可以在线办理。' },
    });
    expect(made.body.data).toMatchObject({ published: true, sourceConsultationId: receipt.id });
    const detail = await call(t, bus, 'GET', `/api/admin/consultations/${receipt.id}`);
    expect(detail.body.data.faqIds).toEqual([made.body.data.id]);
    expect(detail.body.data.events[0].action).toBe('faqCreated');
  });
});

describe('access to the queue', () => {
  const steps: [method: 'GET' | 'POST' | 'PUT', path: string, body?: object][] = [
    ['GET', ''],
    ['GET', '/handlers'],
    ['GET', '/:id'],
    ['POST', '/:id/assign', { handlerId: UNKNOWN_ID }],
    ['POST', '/:id/forward', { handlerId: UNKNOWN_ID, note: 'n' }],
    ['POST', '/:id/reply', { reply: 'r' }],
    ['POST', '/:id/reject', { reason: 'r' }],
    ['POST', '/:id/publish'],
    ['POST', '/:id/unpublish'],
    ['PUT', '/:id/wording', { publicTitle: 't', publicQuestion: 'q' }],
    ['POST', '/:id/faq', { category: 'other', question: 'q', answer: 'a' }],
  ];

  it('is refused without a session (401), to a visitor (1401), a citizen and the auditor (403)', async () => {
    const person = (await registerAccount(t, 'person')).token;
    const auditor = await t.loginAs('auditor');
    const visitor = await t.visitorToken();
    for (const [method, path, body] of steps) {
      const url = `/api/admin/consultations${path.replace(':id', UNKNOWN_ID)}`;
      const options = body ? { body } : {};
      expect((await call(t, null, method, url, options)).status, url).toBe(401);
      expect((await call(t, visitor, method, url, options)).body.code, url).toBe(1401);
      expect((await call(t, person, method, url, options)).status, url).toBe(403);
      expect((await call(t, auditor, method, url, options)).status, url).toBe(403);
    }
  });

  it('answers 404 for an unknown question and 400 for a malformed id', async () => {
    for (const [method, path, body] of steps.filter(([, path]) => path.includes(':id'))) {
      const options = body ? { body } : {};
      const unknown = await call(
        t,
        admin,
        method,
        `/api/admin/consultations${path.replace(':id', UNKNOWN_ID)}`,
        options,
      );
      expect(unknown.status, path).toBe(404);
      const malformed = await call(t, admin, method, `/api/admin/consultations${path.replace(':id', 'x')}`, options);
      expect(malformed.status, path).toBe(400);
    }
  });
});
