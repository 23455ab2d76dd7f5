import { LEGAL_STATUSES, PATENT_TYPES } from '@cityip/patent-query';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CORPUS_AS_OF } from '../../../../../test/patent-corpus.js';
import { cloneTestDatabase } from '../../../../../test/test-db.js';
import { DEMO_CITY_PROFILE } from '../../../../city/demo-city-profile.js';
import type { DatabaseHandle } from '../../../../db/client.js';
import { textTermQuery } from '../../search-tokens.js';
import { generatePatents } from '../generate/generate-patents.js';
import type { PatentRecord } from '../patent-record.js';
import { ORDER_INDEX } from './index-rebuild.js';
import { loadPatents } from './load-patents.js';

let database: DatabaseHandle;
let records: PatentRecord[];

beforeAll(async () => {
  database = await cloneTestDatabase();
  records = [...generatePatents({ count: 400, seed: 3, profile: DEMO_CITY_PROFILE, asOf: TEST_CORPUS_AS_OF })];
});
afterAll(() => database.close());

async function select<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const count = async (table: string) =>
  (await select<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;
const searchIndexes = async () =>
  (
    await select<{ name: string }>(
      sql`select indexname as name from pg_indexes where tablename = 'patent_search' order by 1`,
    )
  ).map((r) => r.name);
/** Application numbers of patents whose tokens match the tsquery literal. */
const matching = async (tsquery: string) =>
  (
    await select<{ an: string }>(
      sql`select p.application_number as an from patent_search s join patents p on p.id = s.patent_id
          where s.tokens @@ ${tsquery}::tsquery order by 1`,
    )
  ).map((r) => r.an);

describe('loading patents', () => {
  it('fills the wide, search, applicant and licence tables, rebuilding the search indexes of a fresh load', async () => {
    const indexes = await searchIndexes();
    expect(indexes.length).toBeGreaterThan(3);
    expect(await loadPatents(database.db, records)).toEqual({ inserted: 400, updated: 0 });
    expect(await count('patents')).toBe(400);
    expect(await count('patent_search')).toBe(400);
    expect(await count('patent_licences')).toBe(records.filter((r) => r.licence).length);
    expect(await count('patent_applicants')).toBe(
      new Set(records.flatMap((r) => r.applicants.map((a) => a.name))).size,
    );
    expect(await searchIndexes()).toEqual(indexes);
  });

  it('stores the search rows of a fresh load in main-class order', async () => {
    const stored = await select<{ c: string | null }>(sql`select ipc_class as c from patent_search order by ctid`);
    const classes = stored.map((r) => r.c);
    const sorted = [...classes].sort((a, b) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1));
    expect(new Set(classes).size).toBeGreaterThan(5);
    expect(classes).toEqual(sorted);
    const [marked] = await select<{ name: string }>(
      sql`select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
          where i.indrelid = 'patent_search'::regclass and i.indisclustered`,
    );
    expect(marked?.name).toBe(ORDER_INDEX);
  });

  it('writes the facet columns and tokens of each patent', async () => {
    const record = records.find((r) => r.patentType === 'invention' && r.applicants.length > 1) as PatentRecord;
    const [row] = await select<Record<string, unknown>>(
      sql`select s.application_year, s.patent_type, s.legal_status, s.district, s.industry, s.ipc_section, s.ipc_class,
            s.application_date::text as application_date, s.grant_date::text as grant_date,
            array(select a.name from unnest(s.applicant_ids) with ordinality u(id, n)
                  join patent_applicants a on a.id = u.id order by u.n) as applicants
          from patent_search s join patents p on p.id = s.patent_id
          where p.application_number = ${record.applicationNumber}`,
    );
    expect(row).toEqual({
      application_year: Number(record.applicationDate.slice(0, 4)),
      patent_type: PATENT_TYPES.findIndex((t) => t.code === record.patentType),
      legal_status: LEGAL_STATUSES.findIndex((s) => s.code === record.legalStatus),
      district: record.district,
      industry: record.industry,
      ipc_section: record.ipcMain?.slice(0, 1),
      ipc_class: record.ipcMain?.slice(0, 3),
      application_date: record.applicationDate,
      grant_date: record.grantDate,
      applicants: record.applicants.map((a) => a.name),
    });
    const titleWord = textTermQuery('TI', record.title.slice(2, 6)) as string;
    expect(await matching(titleWord)).toContain(record.applicationNumber);
    expect(await matching(`'an_${record.applicationNumber.slice(2).replace('.', '')}'`)).toEqual([
      record.applicationNumber,
    ]);
  });

  it('updates in place when loaded again: same ids, same counts', async () => {
    const before = await select<{ id: number; an: string }>(
      sql`select id, application_number as an from patents order by id`,
    );
    expect(await loadPatents(database.db, records, { batchSize: 64 })).toEqual({ inserted: 0, updated: 400 });
    expect(await select(sql`select id, application_number as an from patents order by id`)).toEqual(before);
    expect(await count('patent_search')).toBe(400);
    expect(await count('patent_licences')).toBe(records.filter((r) => r.licence).length);
  });

  it('a changed patent changes its row, its tokens and its licence', async () => {
    const offered = records.find((r) => r.licence) as PatentRecord;
    const changed: PatentRecord = {
      ...offered,
      title: '一种量子纠缠光源的制备方法',
      legalStatus: 'invalid',
      legalHistory: [...offered.legalHistory, { date: TEST_CORPUS_AS_OF, code: 'feeLapsed' }],
      licence: null,
    };
    const oldWord = textTermQuery('TI', offered.title.replace(/^一种/, '').slice(0, 4)) as string;
    expect(await loadPatents(database.db, [changed], { rebuildIndexes: false })).toEqual({ inserted: 0, updated: 1 });
    const [row] = await select<{ title: string; legal_status: string; status_code: number; licences: number }>(
      sql`select p.title, p.legal_status, s.legal_status as status_code,
            (select count(*)::int from patent_licences l where l.patent_id = p.id) as licences
          from patents p join patent_search s on s.patent_id = p.id
          where p.application_number = ${offered.applicationNumber}`,
    );
    expect(row).toEqual({ title: '一种量子纠缠光源的制备方法', legal_status: 'invalid', status_code: 2, licences: 0 });
    expect(await matching(textTermQuery('TI', '量子纠缠') as string)).toEqual([offered.applicationNumber]);
    expect(await matching(oldWord)).not.toContain(offered.applicationNumber);
  });

  it('adds new patents batch by batch to a stored corpus, the last of a repeated number winning', async () => {
    const more = [
      ...generatePatents({ count: 30, startId: 400, seed: 3, profile: DEMO_CITY_PROFILE, asOf: TEST_CORPUS_AS_OF }),
    ];
    const repeated = { ...(more[0] as PatentRecord), title: '一种重复申请号的测试装置' };
    const progress: number[] = [];
    const summary = await loadPatents(database.db, [...more, repeated], {
      batchSize: 31,
      onProgress: (n) => progress.push(n),
      vacuum: false,
    });
    expect(summary).toEqual({ inserted: 30, updated: 0 });
    expect(progress).toEqual([30]);
    expect(await count('patents')).toBe(430);
    const [row] = await select<{ title: string }>(
      sql`select title from patents where application_number = ${repeated.applicationNumber}`,
    );
    expect(row?.title).toBe('一种重复申请号的测试装置');
  });
});
