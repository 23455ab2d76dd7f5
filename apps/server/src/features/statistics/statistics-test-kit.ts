import { currentStatMonth, type StatFigureInput } from '@cityip/contracts';
import ExcelJS from 'exceljs';
import { call } from '../../../test/content-test-kit.js';
import type { TestApp } from '../../../test/test-app.js';
import { multipartBody } from '../../../test/uploads.js';

/** Test helpers of the statistics suites (test-only: nothing in the server imports it). */

/** The city's current year and month, as the server judges periods. */
export const NOW = currentStatMonth();
/** A complete year well inside the past, so tests never meet the future-period rule by accident. */
export const PAST = NOW.year - 3;

/** A valid figure: a whole year of invention grants in Yunhu unless overridden. */
export function buildFigure(overrides: Partial<StatFigureInput> = {}): StatFigureInput {
  return { indicator: 'inventionGrants', district: 'yunhu', year: PAST, month: null, value: 100, ...overrides };
}

/** Files figures through the API as `token` and fails the test on any refusal. */
export async function fileFigures(t: TestApp, token: string, figures: StatFigureInput[]): Promise<string[]> {
  const ids: string[] = [];
  for (const figure of figures) {
    const res = await call(t, token, 'POST', '/api/admin/statistics/figures', { body: figure });
    if (res.status !== 200) throw new Error(`filing failed: ${res.text}`);
    ids.push(res.body.data.id as string);
  }
  return ids;
}

/** A workbook whose first sheet has `header` and `rows`, as someone filling the template would save it. */
export async function workbookOf(header: readonly string[], rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('数据填报');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The template's header row in Chinese. */
export const ZH_HEADER = ['年份', '月份', '指标', '区域', '数值', '单位', '备注'] as const;

/** Uploads `bytes` to the import as `token`; returns status and body. */
export async function importFile(t: TestApp, token: string, bytes: Buffer, name = 'figures.xlsx', lang = 'zh-CN') {
  const body = multipartBody(name, bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/statistics/import',
    headers: { authorization: token, 'content-type': body.contentType, 'accept-language': lang },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}
