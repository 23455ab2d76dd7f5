import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CORPUS_AS_OF } from '../../../../../test/patent-corpus.js';
import { cloneTestDatabase } from '../../../../../test/test-db.js';
import { DEMO_CITY_PROFILE } from '../../../../city/demo-city-profile.js';
import type { DatabaseHandle } from '../../../../db/client.js';
import { generatePatents } from '../generate/generate-patents.js';
import type { PatentRecord } from '../patent-record.js';
import { bulkLoadPostgres } from './bulk-load-postgres.js';
import { loadPatents } from './load-patents.js';

const corpus = (count: number, startId = 0) => [
  ...generatePatents({ count, startId, seed: 5, profile: DEMO_CITY_PROFILE, asOf: TEST_CORPUS_AS_OF }),
];

/** Text COPY must escape: tabs, newlines, backslashes, quotes, commas and braces in arrays. */
function awkward(record: PatentRecord): PatentRecord {
  return {
    ...record,
    title: '一种\t含制表符\n和换行的"测试"装置\\',
    applicants: [{ name: '示范市{花括号}, "引号"\\科技有限公司', kind: 'company', district: 'yunhu' }],
    inventors: ['王"伟', '李,娜'],
  };
}

const contents =
  (handle: DatabaseHandle) =>
  async <T>(query: SQL) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Everything stored, by application number rather than id, to compare two loads. */
async function stored(handle: DatabaseHandle) {
  const select = contents(handle);
  return {
    patents: await select(sql`select application_number, publication_number, kind_code, patent_type, title, abstract,
        first_claim, applicants, inventors, applicant_address, district, ipc_main, ipc_codes, cpc_codes,
        application_date::text, publication_date::text, grant_date::text, legal_status, legal_history, industry, citations
      from patents order by application_number`),
    search: await select(sql`select p.application_number, s.tokens::text, s.application_date::text,
        s.publication_date::text, s.grant_date::text, s.application_year, s.patent_type, s.legal_status, s.district,
        s.industry, s.ipc_section, s.ipc_class,
        array(select a.name from unnest(s.applicant_ids) with ordinality u(id, n)
              join patent_applicants a on a.id = u.id order by u.n) as applicants
      from patent_search s join patents p on p.id = s.patent_id order by 1`),
    licences: await select(sql`select p.application_number, l.fee_mode, l.annual_fee::text, l.royalty_rate::text,
        l.term_years, l.declared_on::text, l.valid_until::text, l.conditions, l.contact_name, l.contact_phone, l.contact_email
      from patent_licences l join patents p on p.id = l.patent_id order by 1`),
    applicants: await select(sql`select name, kind, district from patent_applicants order by name`),
    indexes: await select(sql`select indexname, indexdef from pg_indexes
      where tablename in ('patents', 'patent_search', 'patent_licences') order by 1`),
  };
}

describe.skipIf(!process.env.DATABASE_URL)('bulk loading into PostgreSQL by COPY', () => {
  let copied: DatabaseHandle;
  let inserted: DatabaseHandle;
  let pool: pg.Pool;
  const records = corpus(300);
  records[7] = awkward(records[7] as PatentRecord);

  beforeAll(async () => {
    copied = await cloneTestDatabase();
    inserted = await cloneTestDatabase();
    // The node-postgres pool under the Drizzle client of the cloned database.
    pool = (copied.db as unknown as { $client: pg.Pool }).$client;
  });
  afterAll(async () => {
    await copied.close();
    await inserted.close();
  });

  it('stores exactly what the batched INSERT path stores, and leaves the indexes in place', async () => {
    const progress: number[] = [];
    expect(await bulkLoadPostgres(pool, records, { chunkSize: 128, onProgress: (n) => progress.push(n) })).toEqual({
      inserted: 300,
      updated: 0,
    });
    expect(progress).toEqual([128, 256, 300]);
    await loadPatents(inserted.db, records);
    const [fromCopy, fromInsert] = [await stored(copied), await stored(inserted)];
    expect(fromCopy.patents).toHaveLength(300);
    expect(fromCopy).toEqual(fromInsert);
  });

  it('keeps the id sequence ahead, so later loads add patents normally', async () => {
    expect(await loadPatents(copied.db, corpus(20, 300))).toEqual({ inserted: 20, updated: 0 });
    const [row] = await contents(copied)<{ n: number; ids: number }>(
      sql`select count(*)::int as n, count(distinct id)::int as ids from patents`,
    );
    expect(row).toEqual({ n: 320, ids: 320 });
  });

  it('rolls back as a whole when a patent is already stored', async () => {
    const before = await stored(copied);
    await expect(bulkLoadPostgres(pool, [...corpus(5, 400), records[0] as PatentRecord])).rejects.toThrow(
      /duplicate key/,
    );
    expect(await stored(copied)).toEqual(before);
  });
});
