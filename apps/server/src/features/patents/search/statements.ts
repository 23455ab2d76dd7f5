import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

/**
 * The rows of a raw statement. Both drivers answer `{ rows }`; the generic Drizzle type cannot say
 * so. Raw SQL casts counts to int and dates to text, so both drivers return the same values.
 */
export async function selectRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The rows of a statement whose condition goes through the token index, with sequential scans
 * ruled out. The planner does not count the reading of each row's TOASTed tokens (~3 KB): when
 * it overestimated a broad prefix (`IPC=(A61*)`, 110,000 matches estimated at 510,000) it chose
 * a parallel sequential scan that took 8–15 s, where the index answers in about 0.1 s. Every
 * token condition has the index path, so nothing is lost by refusing the other.
 */
export async function selectRowsByIndex<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return selectRows<T>(tx, query);
  });
}

/** `where …` of a condition, or nothing for the empty expression. */
export function whereClause(where: SQL | undefined): SQL {
  return where ? sql` where ${where}` : sql``;
}

/** How many patents match: counted first, it decides the page plan and whether to sample. */
export async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from patent_search s${whereClause(where)}`,
  );
  return row?.n ?? 0;
}
