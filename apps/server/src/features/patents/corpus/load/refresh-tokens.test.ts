import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CORPUS_AS_OF } from '../../../../../test/patent-corpus.js';
import { cloneTestDatabase } from '../../../../../test/test-db.js';
import { DEMO_CITY_PROFILE } from '../../../../city/demo-city-profile.js';
import type { DatabaseHandle } from '../../../../db/client.js';
import { generatePatents } from '../generate/generate-patents.js';
import type { PatentRecord } from '../patent-record.js';
import { loadPatents } from './load-patents.js';
import { refreshSearchTokens } from './refresh-tokens.js';
import { tokensOf } from './search-row.js';
import { TOKENS_MARK, tokensAreCurrent } from './tokens-mark.js';

let database: DatabaseHandle;
let records: PatentRecord[];

beforeAll(async () => {
  database = await cloneTestDatabase();
  records = [...generatePatents({ count: 1_200, seed: 5, profile: DEMO_CITY_PROFILE, asOf: TEST_CORPUS_AS_OF })];
});
afterAll(() => database.close());

async function select<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
/** Stored tokens by application number, as tsvector text. */
async function storedTokens(): Promise<Map<string, string>> {
  const rows = await select<{ an: string; tokens: string }>(
    sql`select p.application_number as an, s.tokens::text as tokens
        from patent_search s join patents p on p.id = s.patent_id`,
  );
  return new Map(rows.map((r) => [r.an, r.tokens]));
}
/** A literal as PostgreSQL prints it back (lexemes sorted, positions merged). */
async function normalised(literal: string): Promise<string> {
  const [row] = await select<{ t: string }>(sql`select ${literal}::tsvector::text as t`);
  return row?.t ?? '';
}

describe('refreshing search tokens', () => {
  it('marks an empty database, and a fresh load marks its tokens current', async () => {
    expect(await tokensAreCurrent(database.db)).toBe(false);
    expect(await refreshSearchTokens(database.db)).toBe(0);
    expect(await tokensAreCurrent(database.db)).toBe(true);
    await database.db.execute(sql`delete from seed_marks where name = ${TOKENS_MARK}`);
    await loadPatents(database.db, records);
    expect(await tokensAreCurrent(database.db)).toBe(true);
  });

  it('re-tokenises every patent of an older format once, in batches, and keeps the indexes', async () => {
    const indexes = await select<{ n: number }>(
      sql`select count(*)::int as n from pg_indexes where tablename = 'patent_search'`,
    );
    await database.db.execute(sql`update patent_search set tokens = 'old'::tsvector`);
    await database.db.execute(sql`delete from seed_marks where name = ${TOKENS_MARK}`);

    expect(await refreshSearchTokens(database.db)).toBe(records.length);
    const stored = await storedTokens();
    for (const record of records.slice(0, 50)) {
      expect(stored.get(record.applicationNumber)).toBe(await normalised(tokensOf(record)));
    }
    expect([...stored.values()].some((t) => t === "'old'")).toBe(false);
    expect(
      await select<{ n: number }>(sql`select count(*)::int as n from pg_indexes where tablename = 'patent_search'`),
    ).toEqual(indexes);
    expect(await tokensAreCurrent(database.db)).toBe(true);

    await database.db.execute(sql`update patent_search set tokens = 'old'::tsvector where patent_id = 1`);
    expect(await refreshSearchTokens(database.db)).toBe(0);
  });
});
