import { Code } from '@cityip/contracts';
import { count, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';
import { AppError } from './errors.js';

/**
 * Refuses (400, translated 'validation.tooMany') one more row of `table` once it holds `limit`,
 * so every list of them fits its answer. The transaction lock makes concurrent creations count
 * one after the other.
 */
export async function requireRoomFor(tx: Tx, table: PgTable, limit: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${getTableName(table)}:count`}))`);
  const [kept] = await tx.select({ total: count() }).from(table);
  if ((kept?.total ?? 0) >= limit) throw new AppError(Code.BAD_REQUEST, 'validation.tooMany', {}, 400);
}
