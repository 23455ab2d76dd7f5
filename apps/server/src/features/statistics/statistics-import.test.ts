import {
  type Page,
  STAT_NOTE_MAX,
  type StatFigure,
  type StatHistoryEntry,
  type StatImportRowError,
} from '@cityip/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildZip } from '../../../test/upload-samples.js';
import { SAMPLE_FILES } from '../../../test/uploads.js';
import { statFigures } from './statistics.tables.js';
import { buildFigure, fileFigures, importFile, NOW, PAST, workbookOf, ZH_HEADER } from './statistics-test-kit.js';

let t: TestApp;
let bus: string;

beforeAll(async () => {
  t = await createTestApp();
  bus = await t.loginAs('bus');
});
afterAll(async () => {
  await t?.close();
});

const rowCount = async () => (await t.db.select({ id: statFigures.id }).from(statFigures)).length;
const download = async (url: string, lang = 'zh-CN') => {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: bus, 'accept-language': lang } });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { response, workbook };
};
const sheetRows = (sheet: ExcelJS.Worksheet | undefined) =>
  (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));

describe('the import template (GET /api/admin/statistics/template)', () => {
  it('has the data sheet first with drop-down lists, then instructions, indicators and districts', async () => {
    const { response, workbook } = await download('/api/admin/statistics/template');
    expect(response.headers['content-disposition']).toBe('attachment; filename="city-ip-statistics-template.xlsx"');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['数据填报', '填写说明', '指标', '区域']);
    const data = workbook.worksheets[0];
    expect(sheetRows(data)[0]).toEqual([...ZH_HEADER]);
    expect(data?.getCell('C2').dataValidation).toMatchObject({ type: 'list', formulae: ["'指标'!$B$2:$B$15"] });
    const indicators = sheetRows(workbook.getWorksheet('指标'));
    expect(indicators[1]?.slice(0, 3)).toEqual(['inventionApplications', '发明专利申请量', '件']);
    const districts = sheetRows(workbook.getWorksheet('区域')).map((row) => row[1]);
    expect(districts).toContain('云湖区');
    expect(districts.at(-1)).toBe('全市');
  });

  it('is in English for an English caller', async () => {
    const { workbook } = await download('/api/admin/statistics/template', 'en-US');
    expect(workbook.worksheets[0]?.name).toBe('Figures');
    expect(sheetRows(workbook.worksheets[0])[0]).toEqual([
      'Year',
      'Month',
      'Indicator',
      'District',
      'Value',
      'Unit',
      'Note',
    ]);
  });
});

describe('importing figures (POST /api/admin/statistics/import)', () => {
  it('imports a filled template: names or codes, blank month = whole year, 全市 for a ratio', async () => {
    const bytes = await workbookOf(ZH_HEADER, [
      [PAST - 1, '', '发明专利申请量', '云湖区', 1200, '件', ''],
      [PAST - 1, '全年', 'inventionApplications', 'haibin', '800', '件', '海滨区年报'],
      [PAST - 1, '3月', 'PCT国际专利申请量', 'Yunhu District', 12, 'items', ''],
      [PAST - 1, '', '每万人口高价值发明专利拥有量', '全市', 16.42, '件/万人', ''],
      [PAST - 1, null, '知识产权质押融资金额', '云湖区', 12.5, '亿元', null],
    ]);
    const res = await importFile(t, bus, bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { imported: 5 } });

    const listed = await call(t, bus, 'GET', `/api/admin/statistics/figures?year=${PAST - 1}&pageSize=20`);
    const figures = (listed.body.data as Page<StatFigure>).items;
    expect(figures).toHaveLength(5);
    expect(figures.find((f) => f.district === 'haibin')).toMatchObject({ value: 800, note: '海滨区年报', month: null });
    expect(figures.find((f) => f.indicator === 'pctApplications')).toMatchObject({ month: 3, district: 'yunhu' });
    expect(figures.find((f) => f.indicator === 'highValuePer10k')).toMatchObject({ district: null, value: 16.42 });
    const history = await call(t, bus, 'GET', '/api/admin/statistics/history?indicator=pledgeFinancing');
    expect((history.body.data as Page<StatHistoryEntry>).items[0]).toMatchObject({
      action: 'create',
      source: 'import',
      newValue: 12.5,
      email: 'bus@demo.local',
    });
  });

  it('reports every bad row with its row number and column, and writes nothing', async () => {
    const before = await rowCount();
    const bytes = await workbookOf(ZH_HEADER, [
      [PAST - 2, '', '发明专利授权量', '云湖区', 100, '件', ''],
      [PAST - 2, '', '发明专利授权量', '云湖区', 100, '件', ''],
      [PAST - 2, '13', '商标申请量', '云湖区', 5, '件', ''],
      ['二〇二〇', '', '商标注册量', '月球区', -3, '件', ''],
      [PAST - 2, '', '知识产权质押融资金额', '海滨区', 3, '万元', ''],
      [PAST - 2, '', '外观设计专利授权量', '', 10, '件', ''],
      [NOW.year, NOW.month, '外观设计专利授权量', '海滨区', 10, '件', ''],
      [PAST - 2, '', '实用新型专利授权量', '海滨区', 10.5, '件', ''],
      [PAST - 2, '', 'GDP', '海滨区', 10, '', ''],
      [PAST - 2, 2, '发明专利授权量', '云湖区', 100, '件', ''],
    ]);
    const res = await importFile(t, bus, bytes);
    expect(res.status).toBe(400);
    const rowErrors = res.body.data.rowErrors as StatImportRowError[];
    expect(res.body.msg).toBe(`导入失败：发现 ${rowErrors.length} 处问题，未写入任何数据`);
    expect(rowErrors).toEqual([
      { row: 3, column: null, message: '与第 2 行的指标、区域和期间重复' },
      { row: 4, column: '月份', message: '“13”不是有效月份（填 1–12，全年留空）' },
      { row: 5, column: '年份', message: '“二〇二〇”不是有效年份' },
      { row: 5, column: '区域', message: '“月球区”不是本市的区域' },
      { row: 6, column: '单位', message: '单位与指标不符，应为“亿元”' },
      { row: 7, column: '区域', message: '该指标按区填报，请选择区域（全市数据由各区数据汇总）' },
      { row: 8, column: '月份', message: '统计期间尚未结束，不能填报当期或未来期间的数据' },
      { row: 9, column: '数值', message: '该指标的数值应为整数' },
      { row: 10, column: '指标', message: '“GDP”不是模板中的指标' },
      {
        row: 11,
        column: null,
        message: '与第 2 行冲突：同一指标、区域和年度不能同时有全年数据和月度数据',
      },
    ]);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a note beyond its bound, and quotes at most 200 characters of a cell it names', async () => {
    const before = await rowCount();
    const bytes = await workbookOf(ZH_HEADER, [
      [PAST - 3, '', '发明专利授权量', '区'.repeat(5000), 100, '件', ''],
      [PAST - 3, '', '发明专利授权量', '海滨区', 100, '件', '注'.repeat(STAT_NOTE_MAX + 1)],
    ]);
    const res = await importFile(t, bus, bytes);
    expect(res.status).toBe(400);
    expect(res.body.data.rowErrors).toEqual([
      { row: 2, column: '区域', message: `“${'区'.repeat(199)}…”不是本市的区域` },
      { row: 3, column: '备注', message: '内容过长' },
    ]);
    expect(await rowCount()).toBe(before);
  });

  it('refuses rows that collide with figures already filed, writing none of the good rows either', async () => {
    await fileFigures(t, bus, [
      buildFigure({ indicator: 'validTrademarks', district: 'linjiang', year: PAST - 4 }),
      buildFigure({ indicator: 'validTrademarks', district: 'nangang', year: PAST - 4 }),
    ]);
    const before = await rowCount();
    const bytes = await workbookOf(ZH_HEADER, [
      [PAST - 4, '', '有效注册商标量', '海滨区', 5000, '件', ''],
      [PAST - 4, '', '有效注册商标量', '南港区', 5100, '件', ''],
      [PAST - 4, 6, '有效注册商标量', '临江区', 5100, '件', ''],
    ]);
    const res = await importFile(t, bus, bytes, 'figures.xlsx', 'en-US');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Import refused: 2 problems found. Nothing was written.');
    expect(res.body.data.rowErrors).toEqual([
      {
        row: 3,
        column: null,
        message: 'A figure for this indicator, district and period already exists. Please edit that one.',
      },
      {
        row: 4,
        column: null,
        message: 'This year already has a whole-year figure, so monthly figures cannot be added.',
      },
    ]);
    expect(await rowCount()).toBe(before);
  });

  it('names missing columns, and refuses files that are not workbooks or have no rows', async () => {
    const missing = await importFile(t, bus, await workbookOf(['年份', '指标', '数值'], [[PAST, '发明专利授权量', 1]]));
    expect(missing.status).toBe(400);
    expect(missing.body.data.rowErrors.map((e: StatImportRowError) => e.column)).toEqual(['月份', '区域', '单位']);
    const pdf = await importFile(t, bus, SAMPLE_FILES.pdf('x'), 'figures.xlsx');
    expect(pdf.body).toMatchObject({ code: 400, msg: '请上传按模板填写的 Excel 文件（.xlsx）' });
    const empty = await importFile(t, bus, await workbookOf(ZH_HEADER, []));
    expect(empty.body).toMatchObject({ code: 400, msg: '文件中没有可导入的数据行' });
  });
});

describe('case 16: a zip bomb dressed as the import template', () => {
  it('is refused before exceljs opens it, and nothing is imported', async () => {
    const before = await rowCount();
    const bomb = buildZip([
      { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', content: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(40 * 1024 * 1024, 0x20) },
    ]);
    const refused = await importFile(t, bus, bomb, 'figures.xlsx', 'en-US');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('zip bomb');
    expect(await rowCount()).toBe(before);
    const renamed = await importFile(t, bus, await workbookOf(ZH_HEADER, []), 'figures.php.xlsx', 'en-US');
    expect(renamed.body.msg).toContain('The file name is not valid');
  });
});

describe('exporting figures (GET /api/admin/statistics/export)', () => {
  it('exports the filtered figures in the template layout, which imports again as it is', async () => {
    const year = PAST - 6;
    await fileFigures(t, bus, [
      buildFigure({
        indicator: 'inventionApplications',
        district: 'fengling',
        year,
        month: 5,
        value: 40,
        note: '=1+1',
      }),
      buildFigure({ indicator: 'highValuePer10k', district: null, year, value: 9.5 }),
    ]);
    const { response, workbook } = await download(`/api/admin/statistics/export?year=${year}`);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="city-ip-statistics-\d{8}-\d{6}\.xlsx"$/,
    );
    expect(response.headers['x-export-rows']).toBe('2');
    const rows = sheetRows(workbook.worksheets[0]);
    expect(rows).toEqual([
      [...ZH_HEADER],
      [year, '全年', '每万人口高价值发明专利拥有量', '全市', 9.5, '件/万人'],
      [year, 5, '发明专利申请量', '凤岭区', 40, '件', '=1+1'],
    ]);

    // Deleted and imported again from the export, the figures come back as they were.
    const listed = await call(t, bus, 'GET', `/api/admin/statistics/figures?year=${year}`);
    for (const figure of (listed.body.data as Page<StatFigure>).items) {
      const deleted = await call(t, bus, 'DELETE', `/api/admin/statistics/figures/${figure.id}`);
      expect(deleted.status, deleted.text).toBe(200);
    }
    const again = await importFile(t, bus, Buffer.from(await workbook.xlsx.writeBuffer()));
    // The whole answer in the message: this failed once in CI with data null, cause not yet known.
    expect(again.body, `${again.status} ${JSON.stringify(again.body)}`).toMatchObject({ data: { imported: 2 } });
  });
});
