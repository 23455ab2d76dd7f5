import type { Page, SurveyForm, SurveyResponse } from '@cityip/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { createReportOk, TEST_SURVEY, VALID_ANSWERS } from '../reports/report-test-kit.js';
import { BUILT_IN_SURVEY } from './survey.service.js';
import { surveyResponses } from './survey.tables.js';

let t: TestApp;
let bus: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  bus = await t.loginAs('bus');
});
afterAll(async () => {
  await t?.close();
});

describe('survey form (/api/admin/survey)', () => {
  it('starts with the built-in form, which the front site reads too', async () => {
    const visitor = await t.visitorToken();
    const form = (await call(t, visitor, 'GET', '/api/survey')).body.data as SurveyForm;
    expect(form).toEqual({ ...BUILT_IN_SURVEY, updatedAt: null });
  });

  it('saves a form; text questions drop their options', async () => {
    const res = await call(t, bus, 'PUT', '/api/admin/survey', {
      body: {
        ...TEST_SURVEY,
        questions: [...TEST_SURVEY.questions, { id: 'x', type: 'text', title: '备注', options: ['a'] }],
      },
    });
    expect(res.status, res.text).toBe(200);
    const form = (await call(t, bus, 'GET', '/api/admin/survey')).body.data as SurveyForm;
    expect(form.questions.at(-1)).toEqual({ id: 'x', type: 'text', title: '备注', required: false, options: [] });
    expect(form.updatedAt).not.toBeNull();
  });

  it('refuses forms without questions, choices without two distinct options and repeated ids', async () => {
    const errors = async (body: object) => {
      const res = await call(t, bus, 'PUT', '/api/admin/survey', { body, lang: 'en-US' });
      expect(res.status).toBe(400);
      return res.body.data.errors as { field: string; message: string }[];
    };
    expect(await errors({ title: '调查', questions: [] })).toEqual([
      { field: 'questions', message: 'The survey needs at least one question.' },
    ]);
    expect(
      await errors({ title: '调查', questions: [{ id: 'a', type: 'single', title: '类型', options: ['企业'] }] }),
    ).toEqual([
      { field: 'questions.0.options', message: 'Single- and multiple-choice questions need at least two options.' },
    ]);
    expect(
      await errors({
        title: '调查',
        questions: [{ id: 'a', type: 'multiple', title: '类型', options: ['企业', '企业'] }],
      }),
    ).toEqual([{ field: 'questions.0.options.1', message: 'Options must not repeat.' }]);
    const twice = { id: 'a', type: 'text', title: '姓名' };
    expect(await errors({ title: '调查', questions: [twice, twice] })).toEqual([
      { field: 'questions.1.id', message: 'Invalid id.' },
    ]);
    const form = (await call(t, bus, 'GET', '/api/admin/survey')).body.data as SurveyForm;
    expect(form.title).toBe(TEST_SURVEY.title);
  });
});

describe('survey responses (/api/admin/survey/responses)', () => {
  it('lists responses newest first with filters, keeps answers as asked and exports them', async () => {
    await call(t, bus, 'PUT', '/api/admin/survey', { body: TEST_SURVEY });
    const report = await createReportOk(t, bus, { title: '导出测试报告' });
    const visitor = await t.visitorToken();
    expect(
      (await call(t, visitor, 'POST', `/api/reports/${report.id}/survey`, { body: { answers: VALID_ANSWERS } })).status,
    ).toBe(200);
    const company = await t.loginAs('user');
    await call(t, company, 'POST', `/api/reports/${report.id}/survey`, { body: { answers: { org: '高校' } } });

    // The question is renamed afterwards: the stored responses keep the old title.
    await call(t, bus, 'PUT', '/api/admin/survey', {
      body: {
        ...TEST_SURVEY,
        questions: [{ ...TEST_SURVEY.questions[0], title: '单位性质' }, TEST_SURVEY.questions[2]],
      },
    });

    const page = (await call(t, bus, 'GET', `/api/admin/survey/responses?reportId=${report.id}`)).body
      .data as Page<SurveyResponse>;
    expect(page.total).toBe(2);
    expect(page.items.map((r) => r.email)).toEqual(['company@demo.local', null]);
    expect(page.items[1]?.answers[0]).toEqual({ questionId: 'org', title: '单位类型', type: 'single', value: '企业' });
    const future = (await call(t, bus, 'GET', '/api/admin/survey/responses?from=2999-01-01')).body
      .data as Page<SurveyResponse>;
    expect(future.total).toBe(0);
    const badRange = await call(t, bus, 'GET', '/api/admin/survey/responses?from=2025-02-01&to=2025-01-01');
    expect(badRange.status).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/survey/responses/export?format=csv&reportId=${report.id}`,
      headers: { authorization: bus },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="report-survey-\d{8}-\d{6}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // Current questions first (by their current title), then the removed one as it was asked.
    expect(lines[0]).toBe('提交时间,报告,账号,姓名/名称,身份,单位性质,建议,用途');
    expect(lines[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},导出测试报告,游客,,游客,企业,很有帮助,研发；布局$/);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/admin/survey/responses/export?format=xlsx&reportId=${report.id}`,
      headers: { authorization: bus, 'accept-language': 'en-US' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Submitted');
    expect(sheet?.getRow(2).getCell(3).value).toBe('company@demo.local');
    expect(sheet?.getRow(2).getCell(6).value).toBe('高校');
    expect(sheet?.rowCount).toBe(3);
  });

  it('is for bus and admin only', async () => {
    const visitor = await t.visitorToken();
    expect((await call(t, visitor, 'GET', '/api/admin/survey/responses')).body.code).toBe(1401);
    for (const role of ['common', 'user'] as const) {
      const token = await t.loginAs(role);
      expect((await call(t, token, 'GET', '/api/admin/survey/responses')).status).toBe(403);
      expect((await call(t, token, 'PUT', '/api/admin/survey', { body: TEST_SURVEY })).status).toBe(403);
    }
    expect((await call(t, await t.loginAs('admin'), 'GET', '/api/admin/survey/responses')).status).toBe(200);
    expect(await t.db.select().from(surveyResponses)).toHaveLength(2);
  });
});
