import { EXPORT_COLUMNS } from '@cityip/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatentTestApp, fixturePatent, type PatentTestApp } from '../../../test/patent-fixtures.js';
import { csvLine } from '../../lib/csv.js';

let p: PatentTestApp;
beforeAll(async () => {
  p = await createPatentTestApp();
});
afterAll(() => p.t.close());

const exportUrl = (params: Record<string, string>) => `/api/data/patents/export?${new URLSearchParams(params)}`;

async function readSheet(buffer: Buffer): Promise<{ name: string; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own Buffer type; the bytes are the same.
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    // `values` is sparse (1-based, holes for empty cells): Array.from visits the holes too.
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v == null ? '' : String(v))));
  });
  return { name: sheet.name, rows };
}

describe('GET /api/data/patents/export', () => {
  it('streams CSV with a BOM, translated headers and names, in the requested order', async () => {
    const response = await p.get(
      exportUrl({
        q: '电池',
        format: 'csv',
        sort: 'applicationDate',
        columns: 'district,applicationNumber,title,patentType',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['x-export-rows']).toBe('4');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="patent-search-\d{8}-\d{6}\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toMatch(/^专利检索结果-\d{8}-\d{6}\.csv$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const row = (key: string, type: string, district: string) =>
      `${fixturePatent(key).applicationNumber},${fixturePatent(key).title},${type},${district}`;
    expect(response.body.slice(1).split('\r\n')).toEqual([
      '申请号,名称,专利类型,区域',
      row('bat2', '发明', '海滨区'),
      row('bat3', '实用新型', '海滨区'),
      row('bat1', '发明', '海滨区'),
      row('graph1', '发明', '金沙区'),
      '',
    ]);
  });

  it('writes English headers and names for an English caller', async () => {
    const response = await p.get(
      exportUrl({ q: 'TI=(液冷服务器)', format: 'csv', columns: 'title,industry,abstract' }),
      {
        'accept-language': 'en-US',
      },
    );
    const lines = response.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Title,Industry,Abstract');
    expect(lines[1]).toBe(
      `用于数据中心的液冷服务器机柜,Next-generation information technology,${fixturePatent('rack1').abstract}`,
    );
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toMatch(
      /patent-search-\d{8}-\d{6}\.csv$/,
    );
  });

  it('streams an XLSX workbook that reads back with every column', async () => {
    const response = await p.get(exportUrl({ q: '深度学习', format: 'xlsx', sort: 'relevance' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.name).toBe('专利检索结果');
    expect(sheet.rows[0]).toHaveLength(EXPORT_COLUMNS.length);
    expect(sheet.rows[0]?.slice(0, 6)).toEqual(['申请号', '公开（公告）号', '名称', '专利类型', '法律状态', '申请人']);
    // Relevance order, as in the result list.
    expect(sheet.rows.slice(1).map((r) => r[0])).toEqual(
      ['dl1', 'dl2', 'robot2', 'dl3'].map((k) => fixturePatent(k).applicationNumber),
    );
    const dl2 = fixturePatent('dl2');
    expect(sheet.rows[2]).toEqual([
      dl2.applicationNumber,
      dl2.publicationNumber,
      dl2.title,
      '发明',
      '审中',
      '云湖智能科技有限公司; 青禾大学',
      '张伟; 陈静',
      'G06N3/063',
      '2022-06-01',
      '2023-12-01',
      '',
      '云湖区',
      '新一代信息技术',
      dl2.abstract,
    ]);
  });

  it('stops at the limit and exports every patent for an empty expression', async () => {
    const limited = await readSheet((await p.get(exportUrl({ limit: '3' }))).rawPayload);
    expect(limited.rows).toHaveLength(4);
    const all = await p.get(exportUrl({ format: 'csv', columns: 'applicationNumber' }));
    expect(all.headers['x-export-rows']).toBe('40');
    expect(all.body.split('\r\n').filter(Boolean)).toHaveLength(41);
  });

  it('answers an empty result with the header row only', async () => {
    const response = await p.get(exportUrl({ q: 'TI=(不存在的词语)', format: 'csv', columns: 'title' }));
    expect(response.body).toBe('\uFEFF名称\r\n');
  });

  it('refuses bad parameters and malformed expressions before streaming', async () => {
    const cases: Record<string, string>[] = [
      { columns: 'title,password' },
      { format: 'pdf' },
      { limit: '10001' },
      { q: 'TI=(' },
    ];
    for (const params of cases) {
      const response = await p.get(exportUrl(params));
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('defuses spreadsheet formulas and quotes separators in CSV cells', () => {
    // No fixture title starts with "=", so the cell writer is checked directly.
    expect(csvLine(['=HYPERLINK("x")', '+1', 'a,b', '普通'])).toBe(`"'=HYPERLINK(""x"")",'+1,"a,b",普通\r\n`);
  });
});
