import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CORPUS_AS_OF } from '../../../../../test/patent-corpus.js';
import { cloneTestDatabase } from '../../../../../test/test-db.js';
import { DEMO_CITY_PROFILE } from '../../../../city/demo-city-profile.js';
import type { DatabaseHandle } from '../../../../db/client.js';
import { patentCorrections } from '../../../patent-data/patent-data.tables.js';
import { generatePatents } from '../generate/generate-patents.js';
import { tokensOf } from '../load/search-row.js';
import type { PatentRecord } from '../patent-record.js';
import { ImportFileError, importPatentFile, type RowError } from './import-patents.js';

const directory = mkdtempSync(join(tmpdir(), 'cityip-import-'));
// A licensed patent among the first rows, so the licence columns carry something.
const generated = [...generatePatents({ count: 400, seed: 9, profile: DEMO_CITY_PROFILE, asOf: TEST_CORPUS_AS_OF })];
const records = [generated.find((r) => r.licence) as PatentRecord, ...generated.filter((r) => !r.licence).slice(0, 5)];
let database: DatabaseHandle;

beforeAll(async () => {
  database = await cloneTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(directory, { recursive: true, force: true });
});

type Cells = Record<string, unknown>;

/** The Chinese headers of a CNIPA-style export; English files use the record's field names. */
const ZH = {
  applicationNumber: '申请号',
  publicationNumber: '公开（公告）号',
  title: '名称',
  abstract: '摘要',
  firstClaim: '主权项',
  applicants: '申请（专利权）人',
  inventors: '发明（设计）人',
  applicantAddress: '申请人地址',
  ipcCodes: 'IPC分类号',
  applicationDate: '申请日',
  publicationDate: '公开（公告）日',
  grantDate: '授权公告日',
  legalStatus: '法律状态',
  citations: '被引次数',
  licenceFeeMode: '许可费用方式',
  licenceAnnualFee: '许可年费（元）',
  licenceRoyaltyRate: '提成比例（%）',
  licenceTermYears: '许可期限（年）',
  licenceDeclaredOn: '开放许可声明日',
  licenceContactName: '许可联系人',
  licenceContactPhone: '联系电话',
} as const;
type Field = keyof typeof ZH;
const FIELDS = Object.keys(ZH) as Field[];
const STATUS_ZH = { valid: '有效', pending: '审中', invalid: '失效' } as const;

/** A record as a row of an export: Chinese statuses and `；`-joined lists (English files: `;`). */
function cellsOf(r: PatentRecord, language: 'zh' | 'en'): Record<Field, unknown> {
  const list = (values: readonly string[]) => values.join(language === 'zh' ? '；' : ';');
  const l = r.licence;
  return {
    applicationNumber: r.applicationNumber,
    publicationNumber: r.publicationNumber,
    title: r.title,
    abstract: r.abstract,
    firstClaim: r.firstClaim,
    applicants: list(r.applicants.map((a) => a.name)),
    inventors: list(r.inventors),
    applicantAddress: r.applicantAddress,
    ipcCodes: list(r.ipcCodes),
    applicationDate: r.applicationDate,
    publicationDate: r.publicationDate,
    grantDate: r.grantDate ?? '',
    legalStatus: language === 'zh' ? STATUS_ZH[r.legalStatus] : r.legalStatus,
    citations: r.citations,
    licenceFeeMode: l ? { lumpSum: '固定费用', royalty: '提成', mixed: '固定费用加提成' }[l.feeMode] : '',
    licenceAnnualFee: l?.annualFee ?? '',
    licenceRoyaltyRate: l?.royaltyRate ?? '',
    licenceTermYears: l?.termYears ?? '',
    licenceDeclaredOn: l?.declaredOn ?? '',
    licenceContactName: l?.contactName ?? '',
    licenceContactPhone: l?.contactPhone ?? '',
  };
}

const bad = (r: PatentRecord, change: Partial<Record<Field, unknown>>) => ({ ...cellsOf(r, 'zh'), ...change });
const [first, second, third] = records as [PatentRecord, PatentRecord, PatentRecord];
const wrongCheck = `${first.applicationNumber.slice(0, -1)}${first.applicationNumber.endsWith('1') ? '2' : '1'}`;
/** Seven broken rows after the six good ones, and what the import must say about each. */
const BAD_ROWS: { cells: Record<Field, unknown>; column: string; message: RegExp }[] = [
  { cells: bad(first, { applicationNumber: wrongCheck }), column: '申请号', message: /^校验位错误，应为 / },
  { cells: bad(second, { applicationDate: '2021-02-30' }), column: '申请日', message: /不是有效日期/ },
  { cells: bad(third, { legalStatus: '待定' }), column: '法律状态', message: /无法识别法律状态“待定”/ },
  { cells: bad(first, { title: '' }), column: '名称', message: /^不能为空$/ },
  {
    cells: bad(second, { ipcCodes: 'G06F17/30；X99Z1/00' }),
    column: 'IPC分类号',
    message: /“X99Z1\/00”不是有效的分类号/,
  },
  { cells: bad(third, {}), column: '申请号', message: /^与第 4 行申请号重复$/ },
  { cells: bad(first, { publicationDate: '2999-01-01' }), column: '公开（公告）日', message: /^不能晚于今天$/ },
];

function csv(rows: Cells[], headers: (f: Field) => string): string {
  const quote = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`;
  return [FIELDS.map(headers).map(quote).join(','), ...rows.map((r) => FIELDS.map((f) => quote(r[f])).join(','))].join(
    '\r\n',
  );
}

/** GBK bytes of `text`, from a table TextDecoder builds (Node decodes GBK but does not encode it). */
function gbk(text: string): Buffer {
  const codes = new Map<string, number[]>();
  const decoder = new TextDecoder('gbk');
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && char !== '\ufffd' && !codes.has(char)) codes.set(char, [lead, trail]);
    }
  }
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0) < 0x80 ? [char.charCodeAt(0)] : codes.get(char);
    if (!code) throw new Error(`no GBK code for ${char}`);
    bytes.push(...code);
  }
  return Buffer.from(bytes);
}

async function importFile(name: string, contents: string | Buffer | ((path: string) => Promise<void>)) {
  const path = join(directory, name);
  if (typeof contents === 'function') await contents(path);
  else writeFileSync(path, contents);
  const errors: RowError[] = [];
  const summary = await importPatentFile(database.db, path, {
    profile: DEMO_CITY_PROFILE,
    batchSize: 4,
    today: TEST_CORPUS_AS_OF,
    onError: (e) => errors.push(e),
  });
  return { summary, errors };
}

const select = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('importing patents', () => {
  it('stores the good rows of a Chinese CSV export and reports each bad row by line, column and reason', async () => {
    const rows = [...records.map((r) => cellsOf(r, 'zh')), ...BAD_ROWS.map((b) => b.cells)];
    const { summary, errors } = await importFile('export.csv', `\uFEFF${csv(rows, (f) => ZH[f])}`);
    expect(summary).toEqual({ rows: 13, inserted: 6, updated: 0, failed: 7, ignoredHeaders: [], keptCorrections: [] });
    // The header is line 1 and the good rows lines 2–7: the bad rows are lines 8–14.
    expect(errors.map((e) => [e.row, e.column])).toEqual(BAD_ROWS.map((b, i) => [8 + i, b.column]));
    for (const [i, b] of BAD_ROWS.entries()) expect(errors[i]?.message.zh).toMatch(b.message);
    expect(errors[0]?.message.en).toMatch(/wrong check digit, expected [\dX]$/);
    const stored = await select<Record<string, unknown>>(
      sql`select application_number, title, applicants, inventors, ipc_main, ipc_codes, application_date::text as ad,
            legal_status, district, industry, citations from patents order by application_number`,
    );
    const expected = [...records]
      .sort((a, b) => a.applicationNumber.localeCompare(b.applicationNumber))
      .map((r) => ({
        application_number: r.applicationNumber,
        title: r.title,
        applicants: r.applicants.map((a) => a.name),
        inventors: r.inventors,
        ipc_main: r.ipcMain,
        ipc_codes: r.ipcCodes,
        ad: r.applicationDate,
        legal_status: r.legalStatus,
        // Derived: the district from the address, the industry from the main IPC code.
        district: r.district,
        industry: r.industry,
        citations: r.citations,
      }));
    expect(stored).toEqual(expected);
    const [licence] = await select<Record<string, unknown>>(
      sql`select l.fee_mode, l.term_years, l.declared_on::text as declared from patent_licences l
          join patents p on p.id = l.patent_id where p.application_number = ${first.applicationNumber}`,
    );
    expect(licence).toEqual({
      fee_mode: first.licence?.feeMode,
      term_years: first.licence?.termYears,
      declared: first.licence?.declaredOn,
    });
  });

  it('imports the same patents from XLSX with English headers as updates, changing what changed', async () => {
    const changed = { ...cellsOf(second, 'en'), title: '一种经导入修改的测试方法' };
    const { summary, errors } = await importFile('export.xlsx', async (path) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('专利');
      sheet.addRow(FIELDS);
      for (const cells of [cellsOf(first, 'en'), changed, ...records.slice(2).map((r) => cellsOf(r, 'en'))]) {
        // Spreadsheets hold dates as dates and counts as numbers.
        const values = FIELDS.map((f) =>
          f.endsWith('Date') && cells[f] ? new Date(`${cells[f]}T00:00:00Z`) : cells[f],
        );
        sheet.addRow(values);
      }
      await workbook.xlsx.writeFile(path);
    });
    expect(errors).toEqual([]);
    expect(summary).toEqual({ rows: 6, inserted: 0, updated: 6, failed: 0, ignoredHeaders: [], keptCorrections: [] });
    const [row] = await select<{ title: string }>(
      sql`select title from patents where application_number = ${second.applicationNumber}`,
    );
    expect(row?.title).toBe('一种经导入修改的测试方法');
    expect((await select<{ n: number }>(sql`select count(*)::int as n from patents`))[0]?.n).toBe(6);
  });

  it('keeps what staff corrected and reports each kept field with the value the file had', async () => {
    const id = async (r: PatentRecord) =>
      (await select<{ id: number }>(sql`select id from patents where application_number = ${r.applicationNumber}`))[0]
        ?.id as number;
    const corrected = '一种经人工更正名称的量子退火装置';
    // What a staff correction leaves: the record corrected and the correction kept (patent-data feature).
    await database.db.execute(sql`update patents set title = ${corrected} where id = ${await id(first)}`);
    await database.db.insert(patentCorrections).values([
      { patentId: await id(first), field: 'title', oldValue: first.title, newValue: corrected },
      // A correction the file agrees with is kept silently.
      { patentId: await id(third), field: 'inventors', oldValue: ['某某'], newValue: third.inventors },
    ]);
    const rows = records.map((r) => cellsOf(r, 'zh'));
    const { summary, errors } = await importFile('after-correction.csv', `\uFEFF${csv(rows, (f) => ZH[f])}`);
    expect(errors).toEqual([]);
    expect(summary).toMatchObject({ rows: 6, updated: 6, failed: 0 });
    expect(summary.keptCorrections).toEqual([
      { row: 2, applicationNumber: first.applicationNumber, field: 'title', imported: first.title, corrected },
    ]);
    const [row] = await select<{ title: string; current: boolean }>(
      sql`select p.title, s.tokens = ${tokensOf({ ...first, title: corrected })}::tsvector as current
          from patents p join patent_search s on s.patent_id = p.id where p.id = ${await id(first)}`,
    );
    // The search row is built from the kept title too, so a search finds the corrected words.
    expect(row).toEqual({ title: corrected, current: true });
  });

  // PGlite has one connection, so nothing can run beside an import there.
  it.skipIf(!process.env.DATABASE_URL)(
    'keeps a correction saved while an import runs: the batch waits for the patent, then keeps the correction',
    async () => {
      const [stored] = await select<{ id: number }>(
        sql`select id from patents where application_number = ${second.applicationNumber}`,
      );
      const patentId = stored?.id as number;
      const corrected = '一种在导入期间更正名称的测试方法';
      // A correction in progress on another connection: the record updated, not yet committed.
      let commit = () => {};
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      const correcting = database.db.transaction(async (tx) => {
        await tx.execute(sql`update patents set title = ${corrected} where id = ${patentId}`);
        await tx
          .insert(patentCorrections)
          .values({ patentId, field: 'title', oldValue: second.title, newValue: corrected });
        await committing;
      });
      const rows = records.map((r) => cellsOf(r, 'zh'));
      const importing = importFile('during-correction.csv', `\uFEFF${csv(rows, (f) => ZH[f])}`);
      // Long enough for the import to reach the locked patent and wait for it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      commit();
      await correcting;
      const { summary, errors } = await importing;
      expect(errors).toEqual([]);
      expect(summary.keptCorrections).toContainEqual({
        row: 3,
        applicationNumber: second.applicationNumber,
        field: 'title',
        imported: second.title,
        corrected,
      });
      const [row] = await select<{ title: string }>(sql`select title from patents where id = ${patentId}`);
      expect(row?.title).toBe(corrected);
    },
  );

  it('reads JSONL with arrays, reports lines that are not JSON, and keeps licences when the file has no licence columns', async () => {
    const lines = records.map((r) => {
      const {
        licenceFeeMode,
        licenceAnnualFee,
        licenceRoyaltyRate,
        licenceTermYears,
        licenceDeclaredOn,
        licenceContactName,
        licenceContactPhone,
        ...cells
      } = cellsOf(r, 'en');
      return JSON.stringify({ ...cells, applicants: r.applicants.map((a) => a.name), ipcCodes: r.ipcCodes });
    });
    const { summary, errors } = await importFile('export.jsonl', [...lines, '{"applicationNumber": ', ''].join('\n'));
    expect(summary).toMatchObject({ rows: 7, inserted: 0, updated: 6, failed: 1 });
    expect(errors).toEqual([
      { row: 7, column: '-', message: expect.objectContaining({ zh: expect.stringMatching(/^不是有效的 JSON 对象/) }) },
    ]);
    expect((await select<{ n: number }>(sql`select count(*)::int as n from patent_licences`))[0]?.n).toBe(1);
  });

  it('reads a GBK-encoded CSV (as Excel saves it on Chinese Windows); empty licence cells withdraw the offer', async () => {
    const rows = records.map((r) => ({
      ...cellsOf(r, 'zh'),
      licenceFeeMode: '',
      licenceAnnualFee: '',
      licenceRoyaltyRate: '',
      licenceTermYears: '',
      licenceDeclaredOn: '',
      licenceContactName: '',
      licenceContactPhone: '',
    }));
    const { summary, errors } = await importFile('gbk.csv', gbk(csv(rows, (f) => ZH[f])));
    expect(errors).toEqual([]);
    expect(summary).toMatchObject({ updated: 6, failed: 0 });
    expect((await select<{ n: number }>(sql`select count(*)::int as n from patent_licences`))[0]?.n).toBe(0);
    const [row] = await select<{ applicants: string[] }>(
      sql`select applicants from patents where application_number = ${third.applicationNumber}`,
    );
    expect(row?.applicants).toEqual(third.applicants.map((a) => a.name));
  });

  it('refuses files it cannot read at all, naming the missing columns', async () => {
    await expect(importFile('patents.txt', 'x')).rejects.toThrow(ImportFileError);
    const noTitle = csv([cellsOf(first, 'zh')], (f) => (f === 'title' ? '备注' : ZH[f]));
    await expect(importFile('no-title.csv', noTitle)).rejects.toThrow(/名称\/title/);
    const partial = await importFile(
      'unknown-header.csv',
      csv([cellsOf(first, 'zh')], (f) => (f === 'citations' ? '引证' : ZH[f])),
    );
    expect(partial.summary.ignoredHeaders).toEqual(['引证']);
  });
});
