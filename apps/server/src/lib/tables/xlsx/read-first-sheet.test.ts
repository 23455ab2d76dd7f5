import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, type ZipEntry } from '../../../../test/upload-samples.js';
import { columnIndex, readFirstSheet, type SheetRow } from './read-first-sheet.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cityip-xlsx-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let files = 0;
async function saved(bytes: Buffer | ArrayBuffer): Promise<string> {
  const path = join(dir, `book-${++files}.xlsx`);
  await writeFile(path, Buffer.from(bytes as ArrayBuffer));
  return path;
}

async function rowsOf(path: string): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readFirstSheet(path)) rows.push(row);
  return rows;
}

const part = (name: string, xml: string): ZipEntry => ({ name, content: Buffer.from(xml, 'utf8') });
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A workbook as a writer other than exceljs might store it: every element prefixed `x:`, the
 * second sheet file shown as the first tab, shared strings and styles stored after the sheets
 * and the workbook itself last.
 */
function handWrittenWorkbook(options: { date1904?: boolean } = {}): Buffer {
  const x = 'xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  return buildZip([
    part('[Content_Types].xml', '<Types/>'),
    part(
      '_rels/.rels',
      `<Relationships><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/worksheets/sheet1.xml',
      `<x:worksheet ${x}><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>第二页</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`,
    ),
    part(
      'xl/worksheets/sheet2.xml',
      `<x:worksheet ${x}><x:sheetData>
        <x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="C1" t="s"><x:v>1</x:v></x:c><x:c r="D1" t="inlineStr"><x:is><x:r><x:t>日</x:t></x:r><x:r><x:t xml:space="preserve">期 </x:t></x:r></x:is></x:c></x:row>
        <x:row r="3"><x:c r="A3" t="s"><x:v>2</x:v></x:c><x:c r="C3" s="1"><x:v>1234.5</x:v></x:c><x:c r="D3" s="2"><x:v>44197</x:v></x:c><x:c r="E3" s="3"><x:v>44197.5</x:v></x:c></x:row>
        <x:row><x:c t="b"><x:v>1</x:v></x:c><x:c t="e"><x:v>#N/A</x:v></x:c><x:c t="str"><x:f>A1&amp;"!"</x:f><x:v>名称!</x:v></x:c><x:c s="4"><x:v>44562</x:v></x:c></x:row>
        <x:row r="9"/>
      </x:sheetData></x:worksheet>`,
    ),
    part(
      'xl/sharedStrings.xml',
      `<x:sst ${x}><x:si><x:t>名称</x:t></x:si><x:si><x:r><x:t>数</x:t></x:r><x:r><x:t>值</x:t></x:r></x:si><x:si><x:r><x:t>東京</x:t></x:r><x:rPh sb="0" eb="2"><x:t>トウキョウ</x:t></x:rPh></x:si></x:sst>`,
    ),
    part(
      'xl/styles.xml',
      `<x:styleSheet ${x}><x:numFmts><x:numFmt numFmtId="164" formatCode="yyyy/m/d"/><x:numFmt numFmtId="165" formatCode="[Red]0.00&quot;年&quot;"/></x:numFmts>
        <x:cellStyleXfs><x:xf numFmtId="14"/></x:cellStyleXfs>
        <x:cellXfs><x:xf numFmtId="0"/><x:xf numFmtId="165"/><x:xf numFmtId="31"/><x:xf numFmtId="164"/><x:xf numFmtId="14"/></x:cellXfs></x:styleSheet>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships>
        <Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>
        <Relationship Id="rId2" Type="${REL}/worksheet" Target="/xl/worksheets/sheet2.xml"/>
        <Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>
        <Relationship Id="rId4" Type="${REL}/styles" Target="styles.xml"/>
        <Relationship Id="rId5" Type="${REL}/hyperlink" Target="https://example.org/" TargetMode="External"/>
      </Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<x:workbook ${x} xmlns:r="${REL}"><x:workbookPr date1904="${options.date1904 ? 1 : 0}"/><x:sheets><x:sheet name="数据" sheetId="2" r:id="rId2"/><x:sheet name="说明" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>`,
    ),
  ]);
}

describe('the first sheet of an XLSX workbook', () => {
  it('numbers columns from their reference letters', () => {
    expect([columnIndex('A1'), columnIndex('C3'), columnIndex('Z9'), columnIndex('AA10'), columnIndex('AB12')]).toEqual(
      [0, 2, 25, 26, 27],
    );
    expect(columnIndex('XFD1')).toBe(16_383);
    expect(() => columnIndex('XFE1')).toThrow('past the last column');
    expect(() => columnIndex('MWLQKWU1')).toThrow('past the last column');
  });

  it('reads the tab shown first, with strings, numbers, dates, booleans and formulas, whatever order the parts are stored in', async () => {
    const rows = await rowsOf(await saved(handWrittenWorkbook()));
    expect(rows).toEqual([
      { number: 1, values: ['名称', null, '数值', '日期 '] },
      // The phonetic guide of 東京 is not part of its text; 0.00"年" is a number format, not a date.
      { number: 3, values: ['東京', null, 1234.5, new Date('2021-01-01T00:00:00Z'), new Date('2021-01-01T12:00:00Z')] },
      // A row without references follows the row before it; an error cell holds nothing.
      { number: 4, values: [true, null, '名称!', new Date('2022-01-01T00:00:00Z')] },
      { number: 9, values: [] },
    ]);
  });

  it('counts dates from 1904 when the workbook says so', async () => {
    const rows = await rowsOf(await saved(handWrittenWorkbook({ date1904: true })));
    expect(rows[1]?.values[3]).toEqual(new Date('2025-01-02T00:00:00Z'));
  });

  it('reads every row of workbooks exceljs writes (workbook part stored last), however many are read at once', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('数据');
    sheet.addRow(['年份', '指标', '数值', '日期']);
    for (let i = 0; i < 50; i++) sheet.addRow([2015, `指标${i % 7}`, i * 3, new Date(Date.UTC(2015, 0, 1 + i))]);
    workbook.addWorksheet('说明').addRow(['说明']);
    const path = await saved(await workbook.xlsx.writeBuffer());
    // exceljs's own streaming reader lost the last parts about once in 500 reads (exceljs issue 3064).
    const reads = await Promise.all(Array.from({ length: 40 }, () => rowsOf(path)));
    for (const rows of reads) {
      expect(rows).toHaveLength(51);
      expect(rows[50]).toEqual({ number: 51, values: [2015, '指标0', 147, new Date(Date.UTC(2015, 0, 50))] });
    }
  });

  it('refuses what is not a workbook', async () => {
    await expect(rowsOf(await saved(Buffer.from('年份,指标\n2015,1\n')))).rejects.toThrow();
    const noSheet = buildZip([part('xl/workbook.xml', '<workbook><sheets/></workbook>')]);
    await expect(rowsOf(await saved(noSheet))).rejects.toThrow('the workbook names no sheet');
    const brokenSheet = buildZip([
      part(
        'xl/_rels/workbook.xml.rels',
        `<Relationships><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      part(
        'xl/workbook.xml',
        `<workbook xmlns:r="${REL}"><sheets><sheet name="a" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      part('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row r="1"></sheetData></worksheet>'),
    ]);
    await expect(rowsOf(await saved(brokenSheet))).rejects.toThrow();
  });
});
