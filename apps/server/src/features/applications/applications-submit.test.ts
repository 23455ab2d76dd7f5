import {
  APPLICATION_KIND_KEYS,
  APPLICATION_RULES,
  type ApplicationKindKey,
  addDays,
  localDateAt,
  localTimeAt,
  workingDaysBetween,
} from '@cityip/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { fixturePatent, insertPatentFixtures } from '../../../test/patent-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SAMPLE_FILES, uploadPrivate } from '../../../test/uploads.js';
import { loadWorkdayCalendar } from '../workdays/workdays.public.js';
import { workdayEntries } from '../workdays/workdays.tables.js';
import { act, approveIdentity, clearIdentity, outboxJobs, pdfOf, submit, validForm } from './application-test-kit.js';
import { applicationDrafts, applications } from './applications.tables.js';

let t: TestApp;
let person: string;
let company: string;
let bus: string;
let licensed: string;

beforeAll(async () => {
  t = await createTestApp();
  person = await t.loginAs('common');
  company = await t.loginAs('user');
  bus = await t.loginAs('bus');
  await insertPatentFixtures(t.db);
  licensed = fixturePatent('dl1').applicationNumber;
});
afterAll(async () => {
  await t?.close();
});

const count = async () => (await t.db.select({ id: applications.id }).from(applications)).length;
/** A company for the company-only kinds, the person for the others. */
const tokenFor = (kind: ApplicationKindKey) =>
  (APPLICATION_RULES[kind].roles as readonly string[]).includes('common') ? person : company;

describe('before authentication', () => {
  beforeAll(async () => {
    await clearIdentity(t, 'common');
    await clearIdentity(t, 'user');
  });

  it('refuses visitors with 1401 and callers without a token with 401', async () => {
    const visitor = await t.visitorToken();
    const form = { topic: 'patent', question: '？', contactName: '张三' };
    expect((await submit(t, visitor, 'consultation', form)).body.code).toBe(1401);
    expect((await submit(t, null, 'consultation', form)).status).toBe(401);
    expect((await call(t, visitor, 'GET', '/api/applications/mine')).body.code).toBe(1401);
    expect((await call(t, visitor, 'GET', '/api/applications/drafts/rightsAid')).body.code).toBe(1401);
    expect(await count()).toBe(0);
  });

  it('shows visitors the catalogue with why they cannot apply', async () => {
    const res = await call(t, await t.visitorToken(), 'GET', '/api/applications/kinds');
    expect(res.status).toBe(200);
    expect(res.body.data.map((k: { kind: string }) => k.kind)).toEqual(APPLICATION_KIND_KEYS);
    const aid = res.body.data.find((k: { kind: string }) => k.kind === 'rightsAid');
    expect(aid.eligibility).toEqual({ signedIn: false, roleAllowed: false, identityOk: false, canApply: false });
    expect(aid.columnStatus).toMatchObject({ key: 'rightsAid', open: true });
    expect(aid.form.map((f: { name: string }) => f.name)).toContain('evidence');
  });

  it('lets a registered person ask a consultation but not apply for aid without authentication', async () => {
    const kinds = (await call(t, person, 'GET', '/api/applications/kinds')).body.data;
    const flags = (kind: string) => kinds.find((k: { kind: string }) => k.kind === kind).eligibility;
    expect(flags('consultation').canApply).toBe(true);
    expect(flags('rightsAid')).toMatchObject({ roleAllowed: true, identityOk: false, canApply: false });
    expect(flags('trademarkWindow')).toMatchObject({ roleAllowed: false, canApply: false });

    const refused = await submit(t, person, 'rightsAid', await validForm(t, person, 'rightsAid'), undefined, 'en-US');
    expect([refused.status, refused.body.msg]).toEqual([
      403,
      'Applying for “IP rights aid request” needs an approved real-name authentication first.',
    ]);
    const consult = await submit(t, person, 'consultation', await validForm(t, person, 'consultation'));
    expect(consult.status, consult.text).toBe(200);
    expect(await count()).toBe(1);
  });
});

describe('after authentication', () => {
  beforeAll(async () => {
    await approveIdentity(t, 'common');
    await approveIdentity(t, 'user');
  });

  it('refuses a person the company kinds', async () => {
    const res = await submit(t, person, 'trademarkWindow', await validForm(t, person, 'trademarkWindow'));
    expect([res.status, res.body.msg]).toEqual([403, '当前账号类型不能办理“商标业务受理窗口申请”']);
  });

  it.each(APPLICATION_KIND_KEYS.filter((kind) => kind !== 'preAuditRequest'))(
    '%s: names the fields at fault, stores nothing, then takes the complete form',
    async (kind) => {
      const token = tokenFor(kind);
      const form = await validForm(t, token, kind, { patentNumber: licensed });
      const before = await count();
      const empty = await submit(t, token, kind, {}, undefined, 'en-US');
      expect(empty.status).toBe(400);
      expect(empty.body.data.errors.length).toBeGreaterThan(0);
      expect(empty.body.data.errors[0]).toEqual({
        field: expect.stringMatching(/^data\./),
        message: 'This field is required.',
      });
      const tooLong = await submit(t, token, kind, { ...form, contactName: 'x'.repeat(51) }, undefined, 'en-US');
      expect(tooLong.body.data.errors).toEqual([{ field: 'data.contactName', message: 'This is too long.' }]);
      expect(await count()).toBe(before);

      const res = await submit(t, token, kind, form);
      expect(res.status, res.text).toBe(200);
      expect(res.body.data).toMatchObject({ kind, status: 'submitted', assignee: null, overdue: false });
      expect(await count()).toBe(before + 1);
    },
  );

  it('refuses attachments that are not the applicant’s own or not of an accepted type', async () => {
    const before = await count();
    const form = await validForm(t, person, 'rightsAid');
    const foreign = await pdfOf(t, company);
    const stolen = await submit(t, person, 'rightsAid', { ...form, evidence: [foreign] });
    expect([stolen.status, stolen.body.msg]).toEqual([400, '附件无效或已失效，请重新上传']);
    const png = await uploadPrivate(t, company, 'image', 'claims.png', SAMPLE_FILES.png('c1'));
    const request = await validForm(t, company, 'preAuditRequest');
    const pdfOnly = await submit(t, company, 'preAuditRequest', { ...request, claims: [png.id] });
    expect(pdfOnly.body.data.errors).toEqual([{ field: 'data.claims', message: '该材料的文件类型不符合要求' }]);
    expect(await count()).toBe(before);
  });

  it('refuses an industry the city does not have and a patent not under open licence', async () => {
    const unlicensed = fixturePatent('dl2').applicationNumber;
    const intent = await submit(
      t,
      person,
      'openLicenceIntent',
      await validForm(t, person, 'openLicenceIntent', { patentNumber: unlicensed }),
    );
    expect(intent.body.data.errors).toEqual([{ field: 'data.patentNumber', message: '该专利不存在或当前未开放许可' }]);
  });
});

describe('pre-examination', () => {
  it('takes requests only under a completed filing, and one filing per company', async () => {
    const requestForm = await validForm(t, company, 'preAuditRequest');
    const early = await submit(t, company, 'preAuditRequest', requestForm);
    expect([early.status, early.body.code]).toEqual([409, 409]);
    expect(early.body.msg).toBe('请先完成专利预审主体备案，备案办结后方可提交预审请求');

    const again = await submit(t, company, 'preAuditFiling', await validForm(t, company, 'preAuditFiling'));
    expect([again.status, again.body.msg]).toEqual([409, '您已提交主体备案，无需重复备案']);

    const [filing] = await t.db.select().from(applications).where(eq(applications.kind, 'preAuditFiling'));
    if (!filing) throw new Error('no filing');
    for (const action of ['accept', 'start', 'complete']) {
      expect((await act(t, bus, filing.id, action)).status).toBe(200);
    }
    const request = await submit(t, company, 'preAuditRequest', requestForm);
    expect(request.status, request.text).toBe(200);
    expect(request.body.data.parentId).toBe(filing.id);
  });
});

describe('idempotent submission and receipt numbers', () => {
  it('returns the first application for the same key, even when both arrive at once', async () => {
    const form = await validForm(t, person, 'disputeMediation');
    const key = crypto.randomUUID();
    const before = await count();
    const [a, b] = await Promise.all([
      submit(t, person, 'disputeMediation', form, key),
      submit(t, person, 'disputeMediation', form, key),
    ]);
    const c = await submit(t, person, 'disputeMediation', form, key);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.data.id, b.body.data.id, c.body.data.id]).size).toBe(1);
    expect(b.body.data.receiptNo).toBe(a.body.data.receiptNo);
    expect(await count()).toBe(before + 1);
  });

  it('numbers receipts by the city’s day with a gapless daily sequence', async () => {
    const first = await submit(t, person, 'consultation', await validForm(t, person, 'consultation'));
    const second = await submit(t, person, 'consultation', await validForm(t, person, 'consultation'));
    const today = localDateAt(new Date(), t.config.cityProfile.timeZone).replaceAll('-', '');
    expect(first.body.data.receiptNo).toMatch(new RegExp(`^${today}\\d{4}$`));
    expect(Number(second.body.data.receiptNo) - Number(first.body.data.receiptNo)).toBe(1);
    const all = await t.db.select({ receiptNo: applications.receiptNo }).from(applications);
    const sequence = all.map((row) => Number(row.receiptNo.slice(8))).sort((x, y) => x - y);
    expect(sequence).toEqual(sequence.map((_, index) => index + 1));
  });
});

describe('drafts', () => {
  it('keeps one draft per user and kind, private, dropped on submit', async () => {
    const url = '/api/applications/drafts/overseasGuidance';
    expect((await call(t, person, 'GET', url)).body.data).toBeNull();
    await call(t, person, 'PUT', url, { body: { data: { rightsHolder: '张' } } });
    const saved = await call(t, person, 'PUT', url, { body: { data: { rightsHolder: '张三', region: '德国' } } });
    expect(saved.status).toBe(200);
    expect((await call(t, person, 'GET', url)).body.data.data).toEqual({ rightsHolder: '张三', region: '德国' });
    expect((await call(t, company, 'GET', url)).body.data).toBeNull();
    expect((await call(t, person, 'PUT', url, { body: { data: { facts: 'x'.repeat(30_000) } } })).status).toBe(400);

    expect((await submit(t, person, 'overseasGuidance', await validForm(t, person, 'overseasGuidance'))).status).toBe(
      200,
    );
    expect((await call(t, person, 'GET', url)).body.data).toBeNull();

    await call(t, person, 'PUT', url, { body: { data: { rightsHolder: '李四' } } });
    expect((await call(t, person, 'DELETE', url)).status).toBe(200);
    expect(await t.db.select().from(applicationDrafts)).toEqual([]);
  });
});

describe('my applications', () => {
  it('case 9: lists mine with history and answers 404 for anybody else’s', async () => {
    const mine = await call(t, person, 'GET', '/api/applications/mine?kinds=consultation');
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((a: { kind: string }) => a.kind === 'consultation')).toBe(true);
    const id = mine.body.data[0].id;
    const detail = await call(t, person, 'GET', `/api/applications/mine/${id}`);
    expect(detail.body.data.history).toEqual([
      expect.objectContaining({ action: 'submit', from: null, to: 'submitted', actor: { name: '张三', staff: false } }),
    ]);
    expect(detail.body.data.actions).toEqual([]);
    expect((await call(t, company, 'GET', `/api/applications/mine/${id}`)).status).toBe(404);
    const form = await validForm(t, company, 'consultation');
    expect((await call(t, company, 'PUT', `/api/applications/mine/${id}`, { body: { data: form } })).status).toBe(404);
  });
});

describe('notifications on submission', () => {
  it('forwards the application with its attachments and tells the applicant by mail and SMS', async () => {
    const saved = await call(t, await t.loginAs('admin'), 'PUT', '/api/admin/mailbox', {
      body: {
        host: '127.0.0.1',
        port: 2525,
        security: 'none',
        fromAddress: 'portal@demo.local',
        forwards: { rightsAid: ['aid@demo.local'] },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const before = (await outboxJobs(t)).length;
    const res = await submit(t, person, 'rightsAid', await validForm(t, person, 'rightsAid'));
    const receiptNo = res.body.data.receiptNo;
    const jobs = (await outboxJobs(t)).slice(before);
    expect(jobs.map((job) => [job.kind, job.event])).toEqual(
      expect.arrayContaining([
        ['mail', 'applicationForward'],
        ['mail', 'applicationStatus'],
        ['sms', 'applicationStatus'],
      ]),
    );
    const forward = jobs.find((job) => job.event === 'applicationForward')?.payload as {
      to: string[];
      subject: string;
      text: string;
      attachments: { filename: string; contentType: string }[];
    };
    expect(forward.to).toEqual(['aid@demo.local']);
    expect(forward.subject).toBe(`【新申请】知识产权维权援助申请（${receiptNo}）`);
    expect(forward.text).toContain('权利类型：专利');
    expect(forward.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/\.pdf$/) }),
    ]);
    const sms = jobs.find((job) => job.kind === 'sms')?.payload;
    expect(sms).toEqual({ phone: '13812345678', event: 'applicationStatus', params: { receiptNo, status: '已提交' } });
    const mail = jobs.find((job) => job.kind === 'mail' && job.event === 'applicationStatus')?.payload as {
      to: string[];
    };
    expect(mail.to).toEqual(['person@demo.local']);
  });
});

describe('a closed column', () => {
  it('refuses the kind’s submissions with 423 before validation and stores nothing', async () => {
    const admin = await t.loginAs('admin');
    const week = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    const closed = await call(t, admin, 'PUT', '/api/admin/opening-times/columns/rightsAid', {
      body: { mode: 'suspended', weekly: week, closedMessage: '系统维护' },
    });
    expect(closed.status, closed.text).toBe(200);
    const before = await count();
    const res = await submit(t, person, 'rightsAid', {});
    expect([res.status, res.body.code, res.body.msg]).toEqual([423, 423, '“知识产权维权援助”当前暂停受理：系统维护']);
    expect(await count()).toBe(before);
    const kinds = (await call(t, person, 'GET', '/api/applications/kinds')).body.data;
    expect(kinds.find((k: { kind: string }) => k.kind === 'rightsAid').columnStatus.open).toBe(false);
    expect((await submit(t, person, 'consultation', await validForm(t, person, 'consultation'))).status).toBe(200);
    await call(t, admin, 'PUT', '/api/admin/opening-times/columns/rightsAid', {
      body: { mode: 'always', weekly: week },
    });
  });
});

describe('the due time', () => {
  it("is the end of the kind's dueDays-th working day after submission: a holiday fortnight does not count", async () => {
    const zone = t.config.cityProfile.timeZone;
    const today = localDateAt(new Date(), zone);
    const holidays = Array.from({ length: 14 }, (_, index) => addDays(today, index + 1));
    const holiday = { kind: 'holiday' as const, name: '测试假期' };
    await t.db
      .insert(workdayEntries)
      .values(holidays.map((date) => ({ date, ...holiday })))
      .onConflictDoUpdate({ target: workdayEntries.date, set: holiday });
    const submittedAt = Date.now();
    const res = await submit(t, person, 'consultation', await validForm(t, person, 'consultation'));
    expect(res.status, res.text).toBe(200);
    const dueAt = new Date(res.body.data.dueAt);
    const dueDays = APPLICATION_RULES.consultation.dueDays;

    // The old rule (submission + dueDays calendar days) would end inside the holidays.
    expect(dueAt.getTime()).toBeGreaterThan(submittedAt + (holidays.length + dueDays) * 86_400_000);
    // It ends at a city midnight, after exactly dueDays working days.
    expect(localTimeAt(dueAt, zone).time).toBe('00:00');
    const lastDay = addDays(localDateAt(dueAt, zone), -1);
    expect(lastDay > (holidays.at(-1) as string)).toBe(true);
    expect(workingDaysBetween(await loadWorkdayCalendar(t.db), today, lastDay)).toBe(dueDays);
    await t.db.delete(workdayEntries).where(inArray(workdayEntries.date, holidays));
  });
});
