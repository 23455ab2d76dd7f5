import { type Page, type PublicReport, REPORT_TITLE_MAX, type Report } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uploadImage } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SAMPLE_FILES, tempDataDir } from '../../../test/uploads.js';
import { fileRefs } from '../files/files.tables.js';
import { logs } from '../logs/logs.tables.js';
import {
  buildReportInput,
  createReportOk,
  samplePdf,
  uploadReportFile,
  uploadReportFileOk,
} from './report-test-kit.js';
import { reportFiles, reports } from './reports.tables.js';

let t: TestApp;
let bus: string;
let admin: string;
let visitor: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  bus = await t.loginAs('bus');
  admin = await t.loginAs('admin');
  visitor = await t.visitorToken();
});
afterAll(async () => {
  await t?.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('report files (POST /api/admin/report-files)', () => {
  it('accepts a PDF judged by its bytes and keeps it out of the public files route', async () => {
    const file = await uploadReportFileOk(t, bus, 'private');
    expect(file).toMatchObject({ name: 'private.pdf', mime: 'application/pdf' });
    expect(file.id).toMatch(/^[0-9a-f]{64}$/);
    // Neither the hash nor the storage key is served publicly.
    for (const url of [`/api/files/${file.id}`, `/api/files/report-${file.id}`, `/api/files/${file.id}?download=1`]) {
      // 404, or 400 for the storage key: longer than any file id the public route takes.
      expect([400, 404], url).toContain((await t.app.inject({ method: 'GET', url })).statusCode);
    }
    // Staff can check it.
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/admin/report-files/${file.id}`,
      headers: { authorization: bus },
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toBe('application/pdf');
    expect(staff.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses other types, an empty file and a request without a file, in the caller language', async () => {
    const png = await uploadReportFile(t, bus, 'fake.pdf', SAMPLE_FILES.png('x'));
    expect(png.statusCode).toBe(400);
    expect(png.json().msg).toBe('文件类型不受支持，仅允许：PDF');
    expect((await uploadReportFile(t, bus, 'empty.pdf', Buffer.alloc(0))).statusCode).toBe(400);
    const none = await call(t, bus, 'POST', '/api/admin/report-files', { body: {}, lang: 'en-US' });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('Please choose a file to upload.');
  });
});

describe('reports (/api/admin/reports)', () => {
  it('creates, lists with filters, edits and deletes a report, logging every write', async () => {
    const cover = await uploadImage(t, bus, 'cover-crud');
    const created = await createReportOk(t, bus, { title: '云湖集成电路专利导航', cover, publishDate: '2024-05-06' });
    expect(created).toMatchObject({
      title: '云湖集成电路专利导航',
      industry: 'ngit',
      status: 'published',
      visible: true,
      downloadCount: 0,
      cover,
    });
    expect(created.file.size).toBeGreaterThan(100);
    const refs = await t.db.select().from(fileRefs).where(eq(fileRefs.ownerId, created.id));
    expect(refs.map((r) => r.fileId)).toEqual([cover.id]);

    const byYear = await call(t, admin, 'GET', '/api/admin/reports?year=2024&keyword=集成电路');
    expect((byYear.body.data as Page<Report>).items.map((r) => r.id)).toEqual([created.id]);
    const otherIndustry = await call(t, admin, 'GET', '/api/admin/reports?industry=biomed&keyword=集成电路');
    expect((otherIndustry.body.data as Page<Report>).total).toBe(0);

    const file = await uploadReportFileOk(t, bus, 'replacement');
    const edited = await call(t, bus, 'PUT', `/api/admin/reports/${created.id}`, {
      body: buildReportInput(file, {
        title: '改名后的报告',
        industry: 'biomed',
        status: 'withdrawn',
        publishDate: '2024-05-06',
      }),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({ title: '改名后的报告', industry: 'biomed', visible: false, cover: null });
    expect(await t.db.select().from(fileRefs).where(eq(fileRefs.ownerId, created.id))).toEqual([]);

    const removed = await call(t, bus, 'DELETE', `/api/admin/reports/${created.id}`);
    expect(removed.status).toBe(200);
    expect((await call(t, bus, 'GET', `/api/admin/reports/${created.id}`)).status).toBe(404);
    const actions = (await t.db.select().from(logs)).map((l) => l.action);
    expect(actions).toEqual(
      expect.arrayContaining(['report.create', 'report.update', 'report.delete', 'report.file.upload']),
    );
  });

  it('refuses an industry outside the city profile and a file never uploaded, writing nothing', async () => {
    const before = (await t.db.select().from(reports)).length;
    const file = await uploadReportFileOk(t, bus, 'refs');
    const bad = await call(t, bus, 'POST', '/api/admin/reports', {
      body: buildReportInput({ ...file, id: 'a'.repeat(64) }, { industry: 'space' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual([
      { field: 'industry', message: '请选择本市的重点产业' },
      { field: 'file', message: '文件无效，请重新上传' },
    ]);
    const missing = await call(t, bus, 'POST', '/api/admin/reports', {
      body: { ...buildReportInput(file), title: ' ', publishDate: '2024-13-01' },
      lang: 'en-US',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['publishDate', 'title']);
    expect((await t.db.select().from(reports)).length).toBe(before);
  });

  it('takes a title of the longest length and refuses a longer one in the caller language', async () => {
    const longest = '报'.repeat(REPORT_TITLE_MAX);
    const created = await createReportOk(t, bus, { title: longest });
    expect(created.title).toBe(longest);
    const file = await uploadReportFileOk(t, bus, 'long-title');
    for (const [lang, message] of [
      ['zh-CN', '内容过长'],
      ['en-US', 'This is too long.'],
    ] as const) {
      const refused = await call(t, bus, 'POST', '/api/admin/reports', {
        body: buildReportInput(file, { title: `${longest}报` }),
        lang,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.data.errors).toEqual([{ field: 'title', message }]);
    }
  });

  it('answers 404 for an unknown report', async () => {
    expect(
      (
        await call(t, bus, 'PUT', `/api/admin/reports/${UNKNOWN_ID}`, {
          body: buildReportInput(await uploadReportFileOk(t, bus)),
        })
      ).status,
    ).toBe(404);
    expect((await call(t, bus, 'DELETE', `/api/admin/reports/${UNKNOWN_ID}`)).status).toBe(404);
  });

  it('is refused to visitors and citizens and allowed to bus and admin', async () => {
    const common = await t.loginAs('common');
    const company = await t.loginAs('user');
    expect((await call(t, null, 'GET', '/api/admin/reports')).status).toBe(401);
    expect((await call(t, visitor, 'GET', '/api/admin/reports')).body.code).toBe(1401);
    for (const token of [common, company]) {
      expect((await call(t, token, 'GET', '/api/admin/reports')).status).toBe(403);
      expect((await uploadReportFile(t, token, 'x.pdf', samplePdf('x'))).statusCode).toBe(403);
    }
    for (const token of [bus, admin]) expect((await call(t, token, 'GET', '/api/admin/reports')).status).toBe(200);
  });
});

describe('front-site reports (GET /api/reports)', () => {
  it('shows published reports from their publish date, by industry and year, without the file id', async () => {
    await t.db.delete(reports);
    const shown = await createReportOk(t, bus, { industry: 'nev', publishDate: '2023-02-01' });
    const later = await createReportOk(t, bus, { industry: 'nev', publishDate: '2024-08-01' });
    await createReportOk(t, bus, { industry: 'nev', status: 'draft' });
    await createReportOk(t, bus, { industry: 'nev', publishDate: '2999-01-01' });
    await createReportOk(t, bus, { industry: 'biomed', publishDate: '2023-03-01' });

    const all = (await call(t, visitor, 'GET', '/api/reports?industry=nev')).body.data as Page<PublicReport>;
    expect(all.items.map((r) => r.id)).toEqual([later.id, shown.id]);
    expect(all.items[0]).toEqual({
      id: later.id,
      title: later.title,
      industry: 'nev',
      summary: '测试摘要',
      cover: null,
      fileName: later.file.name,
      fileSize: later.file.size,
      publishDate: '2024-08-01',
      downloadCount: 0,
      surveyAnswered: false,
    });
    expect(JSON.stringify(all)).not.toContain(later.file.id);
    const in2023 = (await call(t, visitor, 'GET', '/api/reports?year=2023')).body.data as Page<PublicReport>;
    expect(in2023.items.map((r) => r.industry).sort()).toEqual(['biomed', 'nev']);
    expect((await call(t, visitor, 'GET', '/api/reports/years')).body.data).toEqual([2024, 2023]);
  });

  it('collects a replaced file after its grace period', async () => {
    const { collectUnusedReportFiles } = await import('./report-files.js');
    const orphan = await uploadReportFileOk(t, bus, 'orphan');
    expect(await collectUnusedReportFiles(t.db, t.app.storage)).toBe(0);
    const later = new Date(Date.now() + 25 * 3600_000);
    expect(await collectUnusedReportFiles(t.db, t.app.storage, later)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(reportFiles).where(eq(reportFiles.id, orphan.id))).toEqual([]);
    expect(await t.app.storage.get(`report-${orphan.id}`)).toBeNull();
  });
});
