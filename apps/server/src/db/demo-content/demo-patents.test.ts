import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-config.js';
import { cloneTestDatabase } from '../../../test/test-db.js';
import type { DatabaseHandle } from '../client.js';
import { seedDemoPatents } from './demo-patents.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await cloneTestDatabase();
});
afterAll(() => database.close());

const patentCount = async () =>
  ((await database.db.execute(sql`select count(*)::int as n from patents`)) as unknown as { rows: { n: number }[] })
    .rows[0]?.n;

describe('demo patents', () => {
  it('are loaded once per database, logging how long it took', async () => {
    const logged: { details: object; message: string }[] = [];
    const log = { info: (details: object, message: string) => logged.push({ details, message }) };
    expect(await seedDemoPatents(database.db, testConfig(), log, 300)).toBe(true);
    expect(await patentCount()).toBe(300);
    expect(logged).toEqual([
      { message: 'demo patents loaded', details: expect.objectContaining({ inserted: 300, ms: expect.any(Number) }) },
    ]);
    expect(await seedDemoPatents(database.db, testConfig(), log, 300)).toBe(false);
    expect(logged).toHaveLength(1);
  }, 60_000);
});
