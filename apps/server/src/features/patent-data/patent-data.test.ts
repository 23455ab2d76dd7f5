import { PATENT_DATA_LIMITS } from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRowsWrittenBy } from '../../../test/audit-kit.js';
import { call } from '../../../test/content-test-kit.js';
import { DEMO_LOGINS } from '../../../test/test-app.js';
import { users } from '../accounts/accounts.tables.js';
import { mailsTo, registerAccount } from '../verification/verification-test-kit.js';
import { patentCorrections, patentErrorReports } from './patent-data.tables.js';
import { createPatentDataTestApp, idOf, type PatentDataTestApp } from './patent-data-test-kit.js';

/** Data error reports and staff corrections (issue 26), through the API. */

let p: PatentDataTestApp;
let person: string;
let bus: string;
const REPORTS = '/api/patent-error-reports';
const ADMIN = '/api/admin/patent-data';

beforeAll(async () => {
  p = await createPatentDataTestApp();
  person = await p.t.loginAs('common');
  bus = await p.t.loginAs('bus');
});
afterAll(async () => {
  await p?.t.close();
});

const report = (token: string | null, body: object, lang?: 'zh-CN' | 'en-US') =>
  call(p.t, token, 'POST', REPORTS, { body, lang });
const reportCount = async () => (await p.t.db.select().from(patentErrorReports)).length;
const correctionCount = async () => (await p.t.db.select().from(patentCorrections)).length;

describe('reporting a data error', () => {
  it('a person reports, staff accept with the corrected title: record and search change, the change is logged and kept, the reporter is mailed in their language', async () => {
    const id = idOf(p, 'dl1');
    const before = await p.patent(id);
    await p.t.db.update(users).set({ language: 'en-US' }).where(eq(users.email, DEMO_LOGINS.common.email));
    const sent = await report(person, {
      patentId: id,
      field: 'title',
      description: '名称漏了“量子退火”，见公告。',
      source: 'https://example.gov.cn/gazette/1',
    });
    expect(sent.body).toMatchObject({ code: 200, data: { status: 'new' } });
    const reportId = sent.body.data.id as string;
    expect(await p.search('量子退火')).toEqual([]);

    const queue = await call(p.t, bus, 'GET', `${ADMIN}/reports?status=new&field=title`);
    expect(queue.body.data.items).toEqual([
      expect.objectContaining({ id: reportId, patentId: id, field: 'title', reporterName: expect.any(String) }),
    ]);
    const detail = await call(p.t, bus, 'GET', `${ADMIN}/reports/${reportId}`);
    expect(detail.body.data).toMatchObject({ source: 'https://example.gov.cn/gazette/1', correction: null });
    expect(detail.body.data.patent.values.title).toBe(before.title);

    const title = '一种基于量子退火的图像识别方法';
    const written = await logRowsWrittenBy(p.t.db, async () => {
      const accepted = await call(p.t, bus, 'POST', `${ADMIN}/reports/${reportId}/accept`, { body: { value: title } });
      expect(accepted.body).toMatchObject({
        code: 200,
        data: { status: 'accepted', correction: { oldValue: before.title, newValue: title, reportId } },
      });
    });
    expect((await p.patent(id)).title).toBe(title);
    expect(await p.search('量子退火')).toEqual([id]);
    expect(await p.search(`TI=(量子退火) and PA=(云湖)`)).toEqual([id]);

    const [entry] = written.filter((row) => row.action === 'patentData.accept');
    expect(entry).toMatchObject({ kind: 'operation', target: reportId, success: true });
    expect(entry?.detail).toContain(JSON.stringify(before.title));
    expect(entry?.detail).toContain(JSON.stringify(title));

    const [kept] = await p.t.db.select().from(patentCorrections).where(eq(patentCorrections.reportId, reportId));
    expect(kept).toMatchObject({ patentId: id, field: 'title', oldValue: before.title, newValue: title });
    const corrections = await call(p.t, bus, 'GET', `${ADMIN}/corrections?number=${before.applicationNumber}`);
    expect(corrections.body.data.items[0]).toMatchObject({ field: 'title', newValue: title, reportId });

    const [mail] = (await mailsTo(p.t, DEMO_LOGINS.common.email)).filter((m) => m.event === 'patentDataReport');
    expect(mail?.subject).toContain('has been corrected');
    expect(mail?.text).toContain(`Corrected value: ${title}`);
    expect(mail?.text).toContain(before.applicationNumber);
  });

  it('staff reject with a reason: the record stays, the reporter is told why in Chinese; a decided report cannot be decided again', async () => {
    const company = await p.t.loginAs('user');
    const id = idOf(p, 'bat1');
    const before = await p.patent(id);
    const sent = await report(company, { patentId: id, field: 'legalStatus', description: '该专利已失效' });
    const reportId = sent.body.data.id as string;
    const reason = '经核对国家知识产权局公告，该专利仍在有效期内。';
    const rejected = await call(p.t, bus, 'POST', `${ADMIN}/reports/${reportId}/reject`, { body: { reason } });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: reason, correction: null });
    expect((await p.patent(id)).legalStatus).toBe(before.legalStatus);
    const [mail] = (await mailsTo(p.t, DEMO_LOGINS.user.email)).filter((m) => m.event === 'patentDataReport');
    expect(mail?.subject).toContain('未予采纳');
    expect(mail?.text).toContain(`原因：${reason}`);
    expect(mail?.text).toContain('“法律状态”');
    const again = await call(p.t, bus, 'POST', `${ADMIN}/reports/${reportId}/accept`, { body: { value: 'invalid' } });
    expect(again.status).toBe(409);
    expect(await correctionCount()).toBe(1);
  });

  it('refuses bad input with translated field errors and stores nothing', async () => {
    const id = idOf(p, 'dl2');
    const stored = await reportCount();
    const unknownField = await report(person, { patentId: id, field: 'kindCode', description: '种类代码有误' });
    expect(unknownField.body).toMatchObject({
      code: 400,
      data: { errors: [{ field: 'field', message: '请选择有效的字段' }] },
    });
    const empty = await report(person, { patentId: id, field: 'title', description: '   ' }, 'en-US');
    expect(empty.body).toMatchObject({
      code: 400,
      data: { errors: [{ field: 'description', message: 'Say what is wrong.' }] },
    });
    const long = await report(person, {
      patentId: id,
      field: 'title',
      description: '错'.repeat(PATENT_DATA_LIMITS.description + 1),
    });
    expect(long.body).toMatchObject({ code: 400, data: { errors: [{ field: 'description', message: '内容过长' }] } });
    expect(await reportCount()).toBe(stored);
  });

  it('refuses a corrected value the field cannot take, naming the value, and changes nothing', async () => {
    const sent = await report(person, {
      patentId: idOf(p, 'chip1'),
      field: 'ipcMain',
      description: '主分类号应为 H01L23/373',
    });
    const reportId = sent.body.data.id as string;
    const accept = (value: unknown, lang?: 'en-US') =>
      call(p.t, bus, 'POST', `${ADMIN}/reports/${reportId}/accept`, { body: { value }, lang });
    expect((await accept('H01 L23')).body).toMatchObject({
      code: 400,
      data: { errors: [{ field: 'value', message: '“H01 L23”不是有效的分类号，如 G06F17/30' }] },
    });
    expect((await accept('H01L23/367', 'en-US')).body).toMatchObject({
      code: 400,
      data: { errors: [{ field: 'value', message: 'The corrected value is the same as the current one.' }] },
    });
    expect((await accept(['H01L23/373'])).body).toMatchObject({ code: 400, data: { errors: [{ field: 'value' }] } });
    const [row] = await p.t.db.select().from(patentErrorReports).where(eq(patentErrorReports.id, reportId));
    expect(row?.status).toBe('new');
    expect(await correctionCount()).toBe(1);
    // The canonical form is stored: the main code joins the IPC codes too, as an import does.
    const accepted = await accept(' h01l 23/373 ');
    expect(accepted.body.data.correction.newValue).toBe('H01L23/373');
    const chip = await p.patent(idOf(p, 'chip1'));
    expect(chip.ipcMain).toBe('H01L23/373');
    expect(chip.ipcCodes).toEqual(['H01L23/373', 'H01L23/367']);
  });

  it('lets only signed-in persons and companies report: visitors are asked to log in, staff refused, unknown patents 404', async () => {
    const body = { patentId: idOf(p, 'dl3'), field: 'abstract', description: '摘要有错别字' };
    expect((await report(null, body)).status).toBe(401);
    expect((await report(await p.t.visitorToken(), body)).body.code).toBe(1401);
    expect((await report(bus, body)).body).toMatchObject({
      code: 403,
      msg: '工作人员账号不能在前台报告数据错误，请在后台直接更正',
    });
    expect((await report(person, { ...body, patentId: 999_999 })).status).toBe(404);
  });

  it('limits an account to its daily number of reports, counted from the stored reports', async () => {
    const account = await registerAccount(p.t, 'company');
    const body = { patentId: idOf(p, 'kit1'), field: 'abstract', description: '摘要不完整' };
    for (let i = 0; i < PATENT_DATA_LIMITS.reportsPerDay; i++) {
      expect((await report(account.token, body)).body.code).toBe(200);
    }
    const refused = await report(account.token, body);
    expect(refused.body).toMatchObject({ code: 429 });
    const rows = await p.t.db
      .select()
      .from(patentErrorReports)
      .where(eq(patentErrorReports.reporterId, account.userId));
    expect(rows).toHaveLength(PATENT_DATA_LIMITS.reportsPerDay);
  });
});

describe('the staff side', () => {
  it('keeps persons out of every staff endpoint, and answers 404 for a report that does not exist', async () => {
    const some = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `${ADMIN}/reports`],
      ['GET', `${ADMIN}/reports/${some}`],
      ['POST', `${ADMIN}/reports/${some}/accept`],
      ['GET', `${ADMIN}/corrections`],
      ['POST', `${ADMIN}/corrections`],
      ['GET', `${ADMIN}/imports`],
    ] as const) {
      expect((await call(p.t, person, method, url, { body: {} })).status, `${method} ${url}`).toBe(403);
    }
    expect((await call(p.t, bus, 'GET', `${ADMIN}/reports/${some}`)).status).toBe(404);
    expect((await call(p.t, bus, 'POST', `${ADMIN}/reports/${some}/reject`, { body: { reason: '无' } })).status).toBe(
      404,
    );
  });

  it('corrects the applicants directly: the record, its applicant facet and the search by applicant follow', async () => {
    const id = idOf(p, 'db1');
    const lookup = await call(
      p.t,
      bus,
      'GET',
      `${ADMIN}/patents?number=${encodeURIComponent((await p.patent(id)).applicationNumber)}`,
    );
    expect(lookup.body.data).toMatchObject({ id, values: { applicants: ['云湖智能科技有限公司'] } });
    const written = await logRowsWrittenBy(p.t.db, async () => {
      const corrected = await call(p.t, bus, 'POST', `${ADMIN}/corrections`, {
        body: {
          patentId: id,
          field: 'applicants',
          value: ['云湖智能科技有限公司', ' 星河数据库技术有限公司 ', ''],
          note: '据转让登记补充',
        },
      });
      expect(corrected.body.code).toBe(200);
    });
    expect((await p.patent(id)).applicants).toEqual(['云湖智能科技有限公司', '星河数据库技术有限公司']);
    expect(await p.search('PA=(星河数据库)')).toEqual([id]);
    expect(written.find((row) => row.action === 'patentData.correct')?.detail).toContain('星河数据库技术有限公司');
    const [kept] = await p.t.db
      .select()
      .from(patentCorrections)
      .where(and(eq(patentCorrections.patentId, id), eq(patentCorrections.field, 'applicants')));
    expect(kept).toMatchObject({ reportId: null, note: '据转让登记补充', oldValue: ['云湖智能科技有限公司'] });
    const missing = await call(p.t, bus, 'GET', `${ADMIN}/patents?number=CN202110123456.7`);
    expect(missing.status).toBe(404);
  });
});
