import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

/**
 * The rows of a raw statement. Both drivers answer `{ rows }`; the generic Drizzle type cannot say
 * so. Raw SQL casts counts to int and dates to text, so both drivers return the same values.
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
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
