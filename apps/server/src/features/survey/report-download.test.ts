import type { Page, PublicReport, Report } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { createReportOk, samplePdf, TEST_SURVEY, VALID_ANSWERS } from '../reports/report-test-kit.js';
import { reports } from '../reports/reports.tables.js';
import { surveyResponses } from './survey.tables.js';

let t: TestApp;
let bus: string;
let report: Report;
let other: Report;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  bus = await t.loginAs('bus');
  expect((await call(t, bus, 'PUT', '/api/admin/survey', { body: TEST_SURVEY })).status).toBe(200);
  report = await createReportOk(t, bus, { title: '新能源汽车专利预警报告' });
  other = await createReportOk(t, bus, { title: '生物医药专利导航报告', industry: 'biomed' });
});
afterAll(async () => {
  await t?.close();
});

const download = (token: string | null, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/reports/${id}/file`, headers: token ? { authorization: token } : {} });
const answer = (token: string, id: string, answers: object, lang?: 'zh-CN' | 'en-US') =>
  call(t, token, 'POST', `/api/reports/${id}/survey`, { body: { answers }, lang });
const responsesOf = (id: string) => t.db.select().from(surveyResponses).where(eq(surveyResponses.reportId, id));

describe('survey-gated report download', () => {
  it('serves the file only after the survey for that report, once per visitor session', async () => {
    const visitor = await t.visitorToken();
    const refused = await download(visitor, report.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403, msg: '请先填写下载调查表，再下载报告' });

    const answered = await answer(visitor, report.id, VALID_ANSWERS);
    expect(answered.status, answered.text).toBe(200);
    const file = await download(visitor, report.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent(report.file.name));
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');

    // The same session downloads again without a second survey; the list says it was answered.
    expect((await download(visitor, report.id)).statusCode).toBe(200);
    const list = (await call(t, visitor, 'GET', '/api/reports')).body.data as Page<PublicReport>;
    expect(list.items.find((r) => r.id === report.id)).toMatchObject({ surveyAnswered: true, downloadCount: 2 });
    expect(list.items.find((r) => r.id === other.id)).toMatchObject({ surveyAnswered: false });

    // Answering for one report does not open another; another visitor session must answer itself.
    expect((await download(visitor, other.id)).statusCode).toBe(403);
    expect((await download(await t.visitorToken(), report.id)).statusCode).toBe(403);
    expect((await download(null, report.id)).statusCode).toBe(401);

    const [stored] = await responsesOf(report.id);
    expect(stored).toMatchObject({ reportTitle: '新能源汽车专利预警报告', role: 'visitor', email: null, userId: null });
    expect(stored?.answers).toEqual([
      { questionId: 'org', title: '单位类型', type: 'single', value: '企业' },
      { questionId: 'use', title: '用途', type: 'multiple', value: ['研发', '布局'] },
      { questionId: 'note', title: '建议', type: 'text', value: '很有帮助' },
    ]);
  });

  it('lets a registered user download on a later login without answering again', async () => {
    const first = await t.loginAs('user');
    expect((await answer(first, other.id, { org: '高校' })).status).toBe(200);
    const second = await t.loginAs('user');
    expect((await download(second, other.id)).statusCode).toBe(200);
    const [stored] = await responsesOf(other.id);
    expect(stored).toMatchObject({ email: 'company@demo.local', role: 'user' });
  });

  it('refuses guessed addresses: the stored file id, unknown reports, drafts and the staff route', async () => {
    const visitor = await t.visitorToken();
    await answer(visitor, report.id, VALID_ANSWERS);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${report.file.id}` })).statusCode).toBe(404);
    expect((await download(visitor, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await download(visitor, 'not-a-uuid')).statusCode).toBe(400);
    const staffRoute = await t.app.inject({
      method: 'GET',
      url: `/api/admin/report-files/${report.file.id}`,
      headers: { authorization: visitor },
    });
    expect(staffRoute.json().code).toBe(1401);

    const draft = await createReportOk(t, bus, { status: 'draft' });
    expect((await answer(visitor, draft.id, VALID_ANSWERS)).status).toBe(404);
    expect((await download(visitor, draft.id)).statusCode).toBe(404);
    // Withdrawing a report closes its download even for those who answered.
    await t.db.update(reports).set({ status: 'withdrawn' }).where(eq(reports.id, report.id));
    expect((await download(visitor, report.id)).statusCode).toBe(404);
    await t.db.update(reports).set({ status: 'published' }).where(eq(reports.id, report.id));
  });
});

describe('survey validation (POST /api/reports/:id/survey)', () => {
  it('names each answer at fault and writes nothing', async () => {
    const visitor = await t.visitorToken();
    const before = (await responsesOf(report.id)).length;
    const cases: [object, { field: string; message: string }[]][] = [
      [{}, [{ field: 'answers.org', message: 'This field is required.' }]],
      [{ org: '  ' }, [{ field: 'answers.org', message: 'This field is required.' }]],
      [{ org: '外星人' }, [{ field: 'answers.org', message: 'Please choose from the options given.' }]],
      [{ org: ['企业', '高校'] }, [{ field: 'answers.org', message: 'Please choose from the options given.' }]],
      [
        { org: '企业', use: ['研发', '炒股'] },
        [{ field: 'answers.use', message: 'Please choose from the options given.' }],
      ],
      [{ org: '企业', note: 'x'.repeat(501) }, [{ field: 'answers.note', message: 'This is too long.' }]],
      [{ org: '企业', age: '30' }, [{ field: 'answers.age', message: 'This question is not part of the survey.' }]],
    ];
    for (const [answers, errors] of cases) {
      const res = await answer(visitor, report.id, answers, 'en-US');
      expect(res.status, JSON.stringify(answers)).toBe(400);
      expect(res.body.data.errors, JSON.stringify(answers)).toEqual(errors);
    }
    expect((await responsesOf(report.id)).length).toBe(before);
    expect((await download(visitor, report.id)).statusCode).toBe(403);
  });
});

describe('a closed column', () => {
  it('refuses a direct survey submission and the download with a translated 423, writing nothing', async () => {
    const visitor = await t.visitorToken();
    const before = (await t.db.select().from(surveyResponses)).length;
    const saved = await call(t, bus, 'PUT', '/api/admin/opening-times/columns/patentWarning', {
      body: { mode: 'suspended', weekly: emptyWeek(), closedMessage: '报告库迁移，暂停下载' },
    });
    expect(saved.status, saved.text).toBe(200);

    const zh = await answer(visitor, report.id, VALID_ANSWERS);
    expect(zh.status).toBe(423);
    expect(zh.body).toEqual({
      code: 423,
      msg: '“专利导航预警报告”当前暂停受理：报告库迁移，暂停下载',
      data: { column: 'patentWarning', nextOpenAt: null },
    });
    const en = await answer(visitor, report.id, {}, 'en-US');
    expect(en.body.msg).toBe(
      '“Patent navigation and early-warning reports” is not accepting submissions right now: 报告库迁移，暂停下载',
    );
    expect((await download(visitor, report.id)).statusCode).toBe(423);
    expect((await t.db.select().from(surveyResponses)).length).toBe(before);

    await call(t, bus, 'PUT', '/api/admin/opening-times/columns/patentWarning', {
      body: { mode: 'always', weekly: emptyWeek() },
    });
    expect((await answer(visitor, report.id, VALID_ANSWERS)).status).toBe(200);
  });
});

function emptyWeek() {
  return { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
}

// The helper PDF is what the tests upload; keep it honest.
it('uploads real PDFs in these tests', () => {
  expect(samplePdf('x').subarray(0, 5).toString()).toBe('%PDF-');
});
