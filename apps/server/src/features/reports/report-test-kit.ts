import type { Report, ReportFile, ReportInput, SurveyFormInput } from '@cityip/contracts';
import { call } from '../../../test/content-test-kit.js';
import type { TestApp } from '../../../test/test-app.js';
import { multipartBody } from '../../../test/uploads.js';
import { PdfDocument } from '../../db/demo-content/pdf-writer.js';

/** Test helpers of the reports and survey suites (test-only code: nothing in the server imports it). */

let sequence = 0;

/** A real little PDF whose text makes it unique. */
export function samplePdf(label: string): Buffer {
  const doc = new PdfDocument(label);
  doc.addPage().text(56, 780, 14, `测试报告 ${label}`);
  return doc.toBuffer();
}

/** POST /api/admin/report-files as `token`; the raw response. */
export function uploadReportFile(t: TestApp, token: string, name: string, bytes: Buffer) {
  const body = multipartBody(name, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/report-files',
    headers: { authorization: token, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Uploads a fresh PDF and returns its reference (throws on refusal). */
export async function uploadReportFileOk(t: TestApp, token: string, label = `r${++sequence}`): Promise<ReportFile> {
  const response = await uploadReportFile(t, token, `${label}.pdf`, samplePdf(label));
  const body = response.json<{ code: number; data: ReportFile }>();
  if (body.code !== 200) throw new Error(`report upload failed: ${response.body}`);
  return body.data;
}

/** A valid, published report input of the demo city's first industry. */
export function buildReportInput(file: ReportFile, overrides: Partial<ReportInput> = {}): ReportInput {
  sequence += 1;
  return {
    title: `测试导航报告${sequence}`,
    industry: 'ngit',
    summary: '测试摘要',
    file,
    publishDate: '2025-06-01',
    status: 'published',
    ...overrides,
  };
}

/** Uploads a file and creates a report as `token`. */
export async function createReportOk(t: TestApp, token: string, overrides: Partial<ReportInput> = {}): Promise<Report> {
  const file = await uploadReportFileOk(t, token);
  const res = await call(t, token, 'POST', '/api/admin/reports', { body: buildReportInput(file, overrides) });
  if (res.body.code !== 200) throw new Error(`report create failed: ${res.text}`);
  return res.body.data as Report;
}

/** A survey with one required single choice, one optional multiple choice and one text question. */
export const TEST_SURVEY: SurveyFormInput = {
  title: '下载调查',
  intro: '',
  questions: [
    { id: 'org', type: 'single', title: '单位类型', required: true, options: ['企业', '高校', '个人'] },
    { id: 'use', type: 'multiple', title: '用途', required: false, options: ['研发', '布局', '学习'] },
    { id: 'note', type: 'text', title: '建议', required: false },
  ],
};

/** Answers that satisfy {@link TEST_SURVEY}. */
export const VALID_ANSWERS = { org: '企业', use: ['研发', '布局'], note: ' 很有帮助 ' };
