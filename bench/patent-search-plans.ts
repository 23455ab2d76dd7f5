import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../apps/server/src/config.js';
import type { Db } from '../apps/server/src/db/client.js';
import { patentFacets } from '../apps/server/src/features/patents/search/facets.js';
import { searchPatents } from '../apps/server/src/features/patents/search/search.service.js';
import { selectRows } from '../apps/server/src/features/patents/search/statements.js';

/**
 * The plans behind one search as the page makes it (first page by application date + facets):
 * the statements the services run are recorded, then each is run again under
 * `EXPLAIN (ANALYZE, BUFFERS)`.
 */
export async function explainSearch(db: Db, config: Config, q: string): Promise<string> {
  const statements: SQL[] = [];
  const recorder = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (query: SQL) => {
        statements.push(query);
        return target.execute(query);
      };
    },
  });
  await searchPatents(recorder, config.cityProfile, { q, page: 1, pageSize: 20, sort: 'applicationDate' });
  await patentFacets(recorder, config.cityProfile, q);
  const plans: string[] = [];
  for (const statement of statements) {
    const rows = await selectRows<Record<string, string>>(db, sql`explain (analyze, buffers, costs off) ${statement}`);
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n');
}
