import {
  ACTION_COMMENT_MAX,
  APPLICATION_HISTORY_MAX,
  type ApplicationKindKey,
  localDateAt,
  STAFF_ACTIONS,
  type StaffAction,
} from '@cityip/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { act, approveIdentity, demoUserId, outboxJobs, pdfOf, submit, validForm } from './application-test-kit.js';
import { applicationEvents } from './applications.tables.js';

let t: TestApp;
let person: string;
let company: string;
let bus: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [person, company, bus, admin] = await Promise.all([
    t.loginAs('common'),
    t.loginAs('user'),
    t.loginAs('bus'),
    t.loginAs('admin'),
  ]);
  await approveIdentity(t, 'common');
  await approveIdentity(t, 'user');
});
afterAll(async () => {
  await t?.close();
});

/** A new application of `kind` by the demo person (or company for company kinds); its id. */
async function newApplication(kind: ApplicationKindKey = 'rightsAid', token = person): Promise<string> {
  const res = await submit(t, token, kind, await validForm(t, token, kind));
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data.id;
}

const statusOf = async (id: string) => (await call(t, bus, 'GET', `/api/admin/applications/${id}`)).body.data.status;

describe('workflow', () => {
  it('takes an application through every legal step, with history and allowed actions', async () => {
    const id = await newApplication();
    const steps: [StaffAction, string][] = [
      ['accept', ''],
      ['start', ''],
      ['return', '请补充侵权证据'],
    ];
    for (const [action, comment] of steps) {
      const res = await act(t, bus, id, action, comment);
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.status).toBe(STAFF_ACTIONS[action]);
    }
    const form = await validForm(t, person, 'rightsAid');
    const resubmitted = await call(t, person, 'PUT', `/api/applications/mine/${id}`, {
      body: { data: { ...form, facts: '补充了证据。' } },
    });
    expect(resubmitted.body.data.status).toBe('resubmitted');
    const detail = await act(t, bus, id, 'accept');
    expect(detail.body.data.actions).toEqual(['start', 'reject']);
    await act(t, bus, id, 'start');
    const done = await act(t, bus, id, 'complete', '已协助处理');
    expect(done.body.data).toMatchObject({ status: 'completed', actions: [], data: { facts: '补充了证据。' } });
    expect(done.body.data.completedAt).not.toBeNull();

    const staffHistory = done.body.data.history.map((e: { action: string; from: string; to: string }) => [
      e.action,
      e.from,
      e.to,
    ]);
    expect(staffHistory).toEqual([
      ['submit', null, 'submitted'],
      ['accept', 'submitted', 'accepted'],
      ['start', 'accepted', 'inProgress'],
      ['return', 'inProgress', 'returned'],
      ['resubmit', 'returned', 'resubmitted'],
      ['accept', 'resubmitted', 'accepted'],
      ['start', 'accepted', 'inProgress'],
      ['complete', 'inProgress', 'completed'],
    ]);
    expect(done.body.data.history[1].actor).toEqual({ name: '平台运营', staff: true });
    const mine = await call(t, person, 'GET', `/api/applications/mine/${id}`);
    expect(mine.body.data.history[3]).toMatchObject({ comment: '请补充侵权证据', actor: { name: null, staff: true } });
  });

  it('refuses illegal moves with a translated 409 and changes nothing', async () => {
    const id = await newApplication();
    const illegal: StaffAction[] = ['start', 'complete'];
    for (const action of illegal) {
      const res = await act(t, bus, id, action, '', 'en-US');
      expect([res.status, res.body.code]).toEqual([409, 409]);
      expect(res.body.msg).toBe(
        'The application is “Submitted”; this action is not possible. Please reload and try again.',
      );
    }
    expect(await statusOf(id)).toBe('submitted');
    const noReason = await act(t, bus, id, 'reject', '  ', 'en-US');
    expect(noReason.body.data.errors).toEqual([
      { field: 'comment', message: 'Please give a reason when returning or rejecting an application.' },
    ]);
    expect((await act(t, bus, id, 'reject', '不属于受理范围')).body.data.status).toBe('rejected');
    for (const action of Object.keys(STAFF_ACTIONS) as StaffAction[]) {
      expect((await act(t, bus, id, action, '再次操作')).status).toBe(409);
    }
    const resubmit = await call(t, person, 'PUT', `/api/applications/mine/${id}`, {
      body: { data: await validForm(t, person, 'rightsAid') },
    });
    expect([resubmit.status, resubmit.body.msg]).toEqual([409, '只有被退回补正的申请才能修改后重新提交']);
    expect(await statusOf(id)).toBe('rejected');
  });

  it('mails and texts the applicant on every status change, in the same transaction', async () => {
    const id = await newApplication();
    const before = (await outboxJobs(t)).length;
    await act(t, bus, id, 'return', '请补充材料');
    const jobs = (await outboxJobs(t)).slice(before);
    expect(jobs.map((job) => [job.kind, job.event])).toEqual([
      ['mail', 'applicationStatus'],
      ['sms', 'applicationStatus'],
    ]);
    const [mailJob, smsJob] = jobs;
    if (!mailJob || !smsJob) throw new Error('notices missing');
    const mail = mailJob.payload as { to: string[]; subject: string; text: string };
    expect(mail.to).toEqual(['person@demo.local']);
    expect(mail.subject).toMatch(/状态更新：退回补正$/);
    expect(mail.text).toContain('办理意见：请补充材料');
    expect((smsJob.payload as { params: unknown }).params).toMatchObject({ status: '退回补正' });

    const refused = (await outboxJobs(t)).length;
    await act(t, bus, id, 'complete');
    expect((await outboxJobs(t)).length).toBe(refused);
  });
});

describe('back-office authorisation per kind', () => {
  it('refuses non-staff on every admin route and lets bus staff handle every kind', async () => {
    const id = await newApplication('trademarkWindow', company);
    for (const token of [person, company]) {
      expect((await call(t, token, 'GET', '/api/admin/applications?kinds=trademarkWindow')).status).toBe(403);
      expect((await call(t, token, 'GET', `/api/admin/applications/${id}`)).status).toBe(403);
      expect((await act(t, token, id, 'accept')).status).toBe(403);
    }
    const list = await call(t, bus, 'GET', '/api/admin/applications?kinds=trademarkWindow,preAuditFiling');
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((a: { id: string }) => a.id)).toEqual([id]);
    expect((await call(t, bus, 'GET', '/api/admin/applications')).status).toBe(400);
    expect((await call(t, bus, 'GET', '/api/admin/applications?kinds=nonsense')).status).toBe(400);
    expect((await act(t, bus, id, 'accept')).status).toBe(200);
  });

  it('logs who opened an application’s detail', async () => {
    const id = await newApplication();
    await call(t, admin, 'GET', `/api/admin/applications/${id}`);
    const log = await call(t, admin, 'GET', '/api/admin/logs?action=application.view');
    expect(log.body.data.items[0]).toMatchObject({ action: 'application.view', target: id, email: 'admin@demo.local' });
  });
});

describe('list, assignment, attachments and export', () => {
  it('filters by status, keyword, date and assignee, and assigns only staff', async () => {
    const id = await newApplication('overseasGuidance');
    const staff = await call(t, bus, 'GET', '/api/admin/applications/assignees?kinds=overseasGuidance');
    const busId = await demoUserId(t, 'bus');
    expect(staff.body.data.map((s: { id: string }) => s.id)).toContain(busId);
    expect(staff.body.data.every((s: { role: string }) => ['bus', 'admin'].includes(s.role))).toBe(true);

    const personId = await demoUserId(t, 'common');
    const wrong = await call(t, admin, 'PUT', `/api/admin/applications/${id}/assignee`, {
      body: { assigneeId: personId },
    });
    expect(wrong.status).toBe(400);
    const given = await call(t, admin, 'PUT', `/api/admin/applications/${id}/assignee`, {
      body: { assigneeId: busId },
    });
    expect(given.body.data.assignee).toMatchObject({ id: busId, name: '平台运营' });

    const list = (query: string, token = bus) =>
      call(t, token, 'GET', `/api/admin/applications?kinds=overseasGuidance&${query}`).then((r) => r.body.data);
    expect((await list('assignee=me')).items.map((a: { id: string }) => a.id)).toEqual([id]);
    expect((await list('assignee=me', admin)).total).toBe(0);
    expect((await list('status=submitted')).total).toBe(1);
    expect((await list('status=completed')).total).toBe(0);
    expect((await list('keyword=%E5%BC%A0%E4%B8%89')).total).toBe(1);
    expect((await list('keyword=nobody')).total).toBe(0);
    expect((await list('from=2000-01-01&to=2000-01-02')).total).toBe(0);
    const today = localDateAt(new Date(), t.config.cityProfile.timeZone);
    expect((await list(`from=${today}&to=${today}`)).total).toBe(1);
    expect((await list('overdue=true')).total).toBe(0);
    expect((await list('overdue=false')).total).toBe(1);
    expect((await list('assignee=none')).total).toBe(0);
    expect(
      (await call(t, bus, 'GET', '/api/admin/applications?kinds=rightsAid&from=2020-01-02&to=2020-01-01')).status,
    ).toBe(400);
    const detail = await call(t, bus, 'GET', `/api/admin/applications/${id}`);
    expect(detail.body.data.history.map((e: { action: string }) => e.action)).toEqual(['submit', 'assign']);
    expect((await call(t, person, 'GET', `/api/applications/mine/${id}`)).body.data.history).toHaveLength(1);
  });

  it('serves staff an application’s own attachments only', async () => {
    const id = await newApplication();
    const detail = (await call(t, bus, 'GET', `/api/admin/applications/${id}`)).body.data;
    const [attachment] = detail.attachments;
    expect(attachment).toMatchObject({ field: 'evidence', mime: 'application/pdf' });
    const file = await t.app.inject({
      url: `/api/admin/applications/${id}/attachments/${attachment.id}`,
      headers: { authorization: bus },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('%PDF');
    const other = await pdfOf(t, person);
    const refused = await call(t, bus, 'GET', `/api/admin/applications/${id}/attachments/${other}`);
    expect(refused.status).toBe(404);
  });

  it('exports the filtered list as XLSX', async () => {
    const id = await newApplication('consultation');
    const res = await t.app.inject({
      url: '/api/admin/applications/export?kinds=consultation',
      headers: { authorization: bus },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]?.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]).toEqual(expect.arrayContaining(['受理编号', '业务类型', '状态']));
    const receiptNo = (await call(t, bus, 'GET', `/api/admin/applications/${id}`)).body.data.receiptNo;
    expect(rows.slice(1).map((row) => row[1])).toEqual([receiptNo]);
    expect(rows[1]).toEqual(expect.arrayContaining(['综合业务咨询', '已提交', '张三']));
  });
});

describe('bounds of what an application holds', () => {
  it('refuses a staff comment past its limit in the caller’s language, and keeps the longest whole', async () => {
    const id = await newApplication();
    const longest = '请'.repeat(ACTION_COMMENT_MAX);
    for (const [lang, message] of [
      ['zh-CN', '内容过长'],
      ['en-US', 'This is too long.'],
    ] as const) {
      const res = await act(t, bus, id, 'return', `${longest}补`, lang);
      expect([res.status, res.body.data.errors]).toEqual([400, [{ field: 'comment', message }]]);
    }
    expect(await statusOf(id)).toBe('submitted');
    const returned = await act(t, bus, id, 'return', longest);
    expect(returned.status, returned.text).toBe(200);
    expect(returned.body.data.history.at(-1).comment).toBe(longest);
  });

  it('refuses one more entry to a full history with a translated 409, and still shows it all', async () => {
    const id = await newApplication();
    const actorId = await demoUserId(t, 'bus');
    const assignments = Array.from({ length: APPLICATION_HISTORY_MAX - 1 }, () => ({
      applicationId: id,
      action: 'assign' as const,
      fromStatus: 'submitted' as const,
      toStatus: 'submitted' as const,
      actorId,
    }));
    await t.db.insert(applicationEvents).values(assignments);
    const assign = await call(t, bus, 'PUT', `/api/admin/applications/${id}/assignee`, {
      body: { assigneeId: null },
      lang: 'en-US',
    });
    expect([assign.status, assign.body.msg]).toEqual([409, 'There are too many items.']);
    expect((await act(t, bus, id, 'accept')).status).toBe(409);
    const detail = await call(t, bus, 'GET', `/api/admin/applications/${id}`);
    expect([detail.status, detail.body.data.history.length]).toEqual([200, APPLICATION_HISTORY_MAX]);
    expect(detail.body.data.status).toBe('submitted');
  });
});
