import { inflateSync } from 'node:zlib';
import {
  type ColumnStatus,
  type OpeningTimes,
  type Page,
  type PublicReport,
  REPORT_TITLE_MAX,
  type SurveyForm,
} from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { reportFiles, reports } from '../../features/reports/reports.tables.js';
import { seedDemoReports } from './demo-reports.js';
import { PdfDocument } from './pdf-writer.js';

/**
 * Checks what a PDF reader relies on: header, every cross-reference offset pointing at its object,
 * startxref pointing at the table, stream lengths matching, streams inflating to text operators,
 * a page tree whose count matches its pages. Returns the decoded content streams.
 */
function checkPdf(bytes: Buffer): { pages: number; streams: string[] } {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, size] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(size));
  expect(entries[0]).toBe('0000000000 65535 f ');
  entries.slice(1).forEach((entry, i) => {
    // Each entry is exactly 20 bytes with its newline.
    expect(entry.length + 1).toBe(20);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  expect(text).toMatch(new RegExp(`trailer\\n<< /Size ${size} /Root 1 0 R`));

  const streams: string[] = [];
  for (const match of text.matchAll(/<< \/Length (\d+) \/Filter \/FlateDecode >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const length = Number(match[1]);
    expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
    streams.push(inflateSync(bytes.subarray(start, start + length)).toString('latin1'));
  }
  const pages = [...text.matchAll(/\/Type \/Page /g)].length;
  expect(text).toContain(`/Count ${pages}`);
  expect(streams).toHaveLength(pages);
  for (const stream of streams)
    expect(stream).toMatch(/BT [\d. ]+ rg \/F1 [\d.]+ Tf [\d.]+ [\d.]+ Td <[0-9A-F]+> Tj ET/);
  return { pages, streams };
}

/** The UCS-2 hex a text operator carries for `text`. */
const hexOf = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();

describe('PDF writer', () => {
  it('writes a valid PDF with Chinese text in the standard CJK font', () => {
    const doc = new PdfDocument('测试文档');
    doc.addPage().text(56, 780, 14, '专利导航 2025').rect(56, 700, 100, 20, [22, 78, 150]);
    doc.addPage().text(56, 780, 11, '第二页');
    const bytes = doc.toBuffer();
    const { pages, streams } = checkPdf(bytes);
    expect(pages).toBe(2);
    expect(streams[0]).toContain(`<${hexOf('专利导航 2025')}> Tj`);
    const text = bytes.toString('latin1');
    expect(text).toContain('/BaseFont /STSong-Light /Encoding /UniGB-UCS2-H');
    expect(text).toContain('/Registry (Adobe) /Ordering (GB1)');
    expect(text).toContain(`/Title <FEFF${hexOf('测试文档')}>`);
  });
});

describe('demo reports seed', () => {
  let t: TestApp;
  let visitor: string;
  beforeAll(async () => {
    t = await createTestApp({ dataDir: tempDataDir() });
    expect(await seedDemoReports(t.db, t.app.storage, t.config)).toBe(true);
    visitor = await t.visitorToken();
  }, 60_000);
  afterAll(() => t?.close());

  it('publishes six reports over the key industries with generated covers and valid PDFs', async () => {
    const list = (await call(t, visitor, 'GET', '/api/reports?pageSize=20')).body.data as Page<PublicReport>;
    expect(list.total).toBe(6);
    expect(new Set(list.items.map((r) => r.industry)).size).toBeGreaterThanOrEqual(5);
    expect((await call(t, visitor, 'GET', '/api/reports/years')).body.data).toEqual([2026, 2025, 2024]);
    const report = list.items[0] as PublicReport;
    expect(report.downloadCount).toBeGreaterThan(0);
    const cover = await t.app.inject({ method: 'GET', url: `/api/files/${report.cover?.id}` });
    expect(cover.headers['content-type']).toBe('image/png');

    const survey = (await call(t, visitor, 'GET', '/api/survey')).body.data as SurveyForm;
    const answers = Object.fromEntries(
      survey.questions
        .filter((q) => q.required)
        .map((q) => [q.id, q.type === 'multiple' ? [q.options[0]] : q.options[0]]),
    );
    expect((await call(t, visitor, 'POST', `/api/reports/${report.id}/survey`, { body: { answers } })).status).toBe(
      200,
    );
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/reports/${report.id}/file`,
      headers: { authorization: visitor },
    });
    expect(pdf.statusCode).toBe(200);
    const { pages, streams } = checkPdf(pdf.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(streams.join('')).toContain(hexOf('演示数据'));
  });

  it('configures the survey and office hours for the businesses, and keeps the report column open', async () => {
    const survey = (await call(t, visitor, 'GET', '/api/survey')).body.data as SurveyForm;
    expect(survey.questions.length).toBeGreaterThanOrEqual(4);
    expect(survey.questions.map((q) => q.type)).toEqual(expect.arrayContaining(['text', 'single', 'multiple']));
    const bus = await t.loginAs('bus');
    const times = (await call(t, bus, 'GET', '/api/admin/opening-times')).body.data as OpeningTimes;
    expect(times.columns.find((c) => c.key === 'patentPreAudit')?.mode).toBe('scheduled');
    const statuses = (await call(t, visitor, 'GET', '/api/columns/status')).body.data as ColumnStatus[];
    expect(statuses.find((s) => s.key === 'patentWarning')?.open).toBe(true);
    expect((await call(t, bus, 'GET', '/api/admin/opening-times/closures?when=all')).body.data.total).toBe(3);
  });

  it('runs once', async () => {
    expect(await seedDemoReports(t.db, t.app.storage, t.config)).toBe(false);
    expect(((await call(t, visitor, 'GET', '/api/reports')).body.data as Page<PublicReport>).total).toBe(6);
  });
});

describe('demo reports seed with a long CITY_NAME', () => {
  it('stops before writing anything, naming the setting, when a title would outgrow its bound', async () => {
    const t = await createTestApp({ dataDir: tempDataDir() });
    try {
      const config = { ...t.config, cityName: '市'.repeat(REPORT_TITLE_MAX) };
      await expect(seedDemoReports(t.db, t.app.storage, config)).rejects.toThrow(/CITY_NAME/);
      expect(await t.db.select().from(reports)).toEqual([]);
      expect(await t.db.select().from(reportFiles)).toEqual([]);
      // The mark is released: a start with a shorter name seeds the demo.
      expect(await seedDemoReports(t.db, t.app.storage, t.config)).toBe(true);
    } finally {
      await t.close();
    }
  }, 60_000);
});
