import { eq } from 'drizzle-orm';
import { insertPatentFixtures } from '../../../test/patent-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { patents } from '../patents/patents.tables.js';

/**
 * Test helpers of the patent data suites (test-only code): an app on its own data folder (uploads
 * are stored) holding the patent fixture, and a database token for the search calls.
 */
export interface PatentDataTestApp {
  t: TestApp;
  /** Patent ids by fixture key. */
  ids: Map<string, number>;
  /** Searches patents with the database token; resolves with the ids found. */
  search(q: string): Promise<number[]>;
  /** A stored patent's wide row. */
  patent(id: number): Promise<typeof patents.$inferSelect>;
}

export async function createPatentDataTestApp(): Promise<PatentDataTestApp> {
  const t = await createTestApp({ dataDir: tempDataDir() });
  const ids = await insertPatentFixtures(t.db);
  const issued = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/database',
    headers: { authorization: await t.visitorToken() },
  });
  const database = `bearer ${issued.json().data.access_token}`;
  return {
    t,
    ids,
    search: async (q) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/data/patents?${new URLSearchParams({ q, pageSize: '50' })}`,
        headers: { authorization: database },
      });
      if (response.statusCode !== 200) throw new Error(response.body);
      return (response.json().data.items as { id: number }[]).map((item) => item.id);
    },
    patent: async (id) => {
      const [row] = await t.db.select().from(patents).where(eq(patents.id, id));
      if (!row) throw new Error(`no patent ${id}`);
      return row;
    },
  };
}

/** The patent id of fixture `key` (throws on a typo). */
export function idOf(p: PatentDataTestApp, key: string): number {
  const id = p.ids.get(key);
  if (id === undefined) throw new Error(`no fixture patent ${key}`);
  return id;
}
