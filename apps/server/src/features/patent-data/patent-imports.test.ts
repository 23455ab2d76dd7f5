import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRowsWrittenBy } from '../../../test/audit-kit.js';
import { call } from '../../../test/content-test-kit.js';
import { fixturePatent } from '../../../test/patent-fixtures.js';
import { multipartBody } from '../../../test/uploads.js';
import { drainOutbox } from '../notifications/worker.js';
import { formatApplicationNumber } from '../patents/corpus/application-number.js';
import { patentImports } from './patent-data.tables.js';
import { createPatentDataTestApp, idOf, type PatentDataTestApp } from './patent-data-test-kit.js';

/** The back-office patent import (issue 26): upload, the background task, the report. */

let p: PatentDataTestApp;
let bus: string;
const IMPORTS = '/api/admin/patent-data/imports';

beforeAll(async () => {
  p = await createPatentDataTestApp();
  bus = await p.t.loginAs('bus');
});
afterAll(async () => {
  await p?.t.close();
});

const HEADERS = ['申请号', '公开（公告）号', '名称', '申请（专利权）人', '申请日', '公开（公告）日', '法律状态'];
const csv = (rows: string[][]) => `\uFEFF${[HEADERS, ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`;

function upload(token: string, name: string, text: string | Buffer, lang?: string) {
  const body = multipartBody(name, Buffer.from(text));
  return p.t.app.inject({
    method: 'POST',
    url: IMPORTS,
    headers: { authorization: token, 'content-type': body.contentType, ...(lang ? { 'accept-language': lang } : {}) },
    payload: body.payload,
  });
}

describe('importing patents from the back office', () => {
  it('uploads a file, imports it in the task lane and reports rows, inserts, updates, problems and kept corrections', async () => {
    // A staff correction the file would undo, made first through the queue's direct correction.
    const dl3 = fixturePatent('dl3');
    const corrected = '一种视频监控数据的分布式处理系统';
    const correction = await call(p.t, bus, 'POST', '/api/admin/patent-data/corrections', {
      body: { patentId: idOf(p, 'dl3'), field: 'title', value: corrected },
    });
    expect(correction.body.code).toBe(200);

    const fresh = formatApplicationNumber(2025, 'invention', 7_654_321);
    const file = csv([
      [fresh, 'CN119876543A', '一种海水淡化膜的清洗方法', '南港环保科技有限公司', '2025-01-06', '2025-04-15', '审中'],
      [
        dl3.applicationNumber,
        dl3.publicationNumber,
        dl3.title,
        '云湖智能科技有限公司',
        dl3.applied,
        dl3.published,
        '有效',
      ],
      ['CN2025100000000', 'CN119876544A', '校验位错误的专利', '某公司', '2025-01-07', '2025-04-16', '审中'],
    ]);
    let queuedId = '';
    const written = await logRowsWrittenBy(p.t.db, async () => {
      const queued = await upload(bus, '新专利.csv', file, 'en-US');
      expect(queued.json()).toMatchObject({
        code: 200,
        data: { status: 'queued', fileName: '新专利.csv', summary: null },
      });
      queuedId = queued.json().data.id;
    });
    expect(written.find((row) => row.action === 'patentData.import')).toMatchObject({ success: true });
    expect((await call(p.t, bus, 'GET', `${IMPORTS}/${queuedId}`)).body.data.status).toBe('queued');
    expect(await p.search(`AN=(${fresh})`)).toEqual([]);

    expect(await drainOutbox(p.t.app, { lane: 'tasks' })).toBeGreaterThan(0);
    const report = await call(p.t, bus, 'GET', `${IMPORTS}/${queuedId}`, { lang: 'en-US' });
    expect(report.body.data).toMatchObject({
      status: 'done',
      rowsRead: 3,
      summary: { rows: 3, inserted: 1, updated: 1, failed: 1, ignoredHeaders: [], keptCorrections: 1 },
      rowErrorsTotal: 1,
      rowErrors: [{ row: 4, column: '申请号', message: expect.stringMatching(/check digit/) }],
      keptCorrections: [
        { row: 3, applicationNumber: dl3.applicationNumber, field: 'title', imported: dl3.title, corrected },
      ],
    });
    expect((await call(p.t, bus, 'GET', `${IMPORTS}/${queuedId}`)).body.data.rowErrors[0].message).toMatch(/校验位/);
    expect((await p.patent(idOf(p, 'dl3'))).title).toBe(corrected);
    expect(await p.search(`AN=(${fresh})`)).toHaveLength(1);
    const [row] = await p.t.db.select().from(patentImports).where(eq(patentImports.id, queuedId));
    expect(row?.storageId).toBeNull();
    const history = await call(p.t, bus, 'GET', IMPORTS);
    expect(history.body.data.items[0]).toMatchObject({
      id: queuedId,
      status: 'done',
      createdByName: expect.any(String),
    });
  });

  it('ends an import whose file lacks required columns as failed, with the reason in the reader’s language', async () => {
    const queued = await upload(bus, 'no-title.csv', '申请号,申请日\r\nCN202110123456.7,2021-01-01\r\n');
    const id = queued.json().data.id as string;
    await drainOutbox(p.t.app, { lane: 'tasks' });
    const zh = await call(p.t, bus, 'GET', `${IMPORTS}/${id}`);
    expect(zh.body.data).toMatchObject({
      status: 'failed',
      summary: null,
      error: expect.stringMatching(/^文件缺少必需的列/),
    });
    const en = await call(p.t, bus, 'GET', `${IMPORTS}/${id}`, { lang: 'en-US' });
    expect(en.body.data.error).toMatch(/^the file lacks required columns/);
  });

  it('refuses a file that is not a patent file before storing anything, with a translated 400', async () => {
    const before = (await p.t.db.select().from(patentImports)).length;
    const pdf = await upload(bus, 'patents.pdf', '%PDF-1.4\n');
    expect(pdf.json()).toMatchObject({ code: 400, msg: '请上传 CSV、XLSX 或 JSONL 格式的专利数据文件' });
    const binary = await upload(bus, 'patents.csv', Buffer.from([0x50, 0x00, 0x01, 0x02]), 'en-US');
    expect(binary.json()).toMatchObject({ code: 400, msg: 'Upload a patent data file in CSV, XLSX or JSONL format.' });
    const fakeWorkbook = await upload(bus, 'patents.xlsx', '申请号\r\n');
    expect(fakeWorkbook.json().code).toBe(400);
    expect((await p.t.db.select().from(patentImports)).length).toBe(before);
  });

  it('offers the template of the columns, the required ones first; persons reach none of it', async () => {
    const template = await p.t.app.inject({
      method: 'GET',
      url: `${IMPORTS}/template`,
      headers: { authorization: bus },
    });
    expect(template.headers['content-type']).toContain('text/csv');
    const [header] = template.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.split(',').slice(0, HEADERS.length)).toEqual(HEADERS);
    expect(header).toContain('IPC分类号');
    const person = await p.t.loginAs('common');
    expect((await upload(person, 'x.csv', csv([]))).statusCode).toBe(403);
    expect((await call(p.t, person, 'GET', `${IMPORTS}/template`)).status).toBe(403);
  });
});
