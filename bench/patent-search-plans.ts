import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Config } from '../apps/server/src/config.js';
import type { Db } from '../apps/server/src/db/client.js';
import { patentFacets } from '../apps/server/src/features/patents/search/facets.js';
import { searchPatents } from '../apps/server/src/features/patents/search/search.service.js';
import { selectRows } from '../apps/server/src/features/patents/search/statements.js';

/**
 * The plans behind one search as the page makes it (first page by application date + facets):
 * the statements the services run are recorded, then each is run again under
 * `EXPLAIN (ANALYZE, BUFFERS)`, in a transaction with the settings it ran under
 * (`selectRowsByIndex` rules out sequential scans there).
 */
export async function explainSearch(db: Db, config: Config, q: string): Promise<string> {
  const statements: { query: SQL; settings: SQL[] }[] = [];
  const record = <T extends Pick<Db, 'execute'>>(target: T, settings: SQL[]): T =>
    new Proxy(target, {
      get(inner, property, receiver) {
        if (property === 'execute') {
          return (query: SQL) => {
            if (isSetting(query)) settings.push(query);
            else statements.push({ query, settings: [...settings] });
            return inner.execute(query);
          };
        }
        if (property === 'transaction') {
          return (run: (tx: Db) => Promise<unknown>) =>
            (inner as unknown as Db).transaction((tx) => run(record(tx as unknown as Db, [])));
        }
        return Reflect.get(inner, property, receiver);
      },
    });
  const recorder = record(db, []);
  await searchPatents(recorder, config.cityProfile, { q, page: 1, pageSize: 20, sort: 'applicationDate' });
  await patentFacets(recorder, config.cityProfile, q);
  const plans: string[] = [];
  for (const { query, settings } of statements) {
    const rows = await db.transaction(async (tx) => {
      for (const setting of settings) await tx.execute(setting);
      return selectRows<Record<string, string>>(tx, sql`explain (analyze, buffers, costs off) ${query}`);
    });
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n');
}

const dialect = new PgDialect();
/** Whether a recorded statement is a `set local …` (replayed before the statements after it). */
function isSetting(query: SQL): boolean {
  return /^\s*set local /i.test(dialect.sqlToQuery(query).sql);
}
