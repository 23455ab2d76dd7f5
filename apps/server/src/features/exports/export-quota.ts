import { Code, formatThousands, type Locale, localDateAt, translate, zonedInstant } from '@cityip/contracts';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { exportJobs } from './exports.tables.js';

/**
 * Rows the account may still export today (EXPORT_DAILY_ROWS a day), counted from its jobs since
 * midnight in the city's time zone. Every job but a failed one counts, deleted ones too (deleting
 * a downloaded file gives no quota back); a failed or cancelled one gave the owner nothing.
 */
export async function rowsLeftToday(db: Db | Tx, config: Config, ownerId: string, now: Date): Promise<number> {
  const zone = config.cityProfile.timeZone;
  const since = zonedInstant(localDateAt(now, zone), 0, zone);
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${exportJobs.total}), 0)`.mapWith(Number) })
    .from(exportJobs)
    .where(and(eq(exportJobs.ownerId, ownerId), gte(exportJobs.createdAt, since), ne(exportJobs.status, 'failed')));
  return Math.max(0, config.exportDailyRows - (row?.used ?? 0));
}

/** The 400 of an export past the day's quota, saying how many rows remain today (on the `limit` field too). */
export function quotaRefusal(locale: Locale, max: number, remaining: number): AppError {
  const params = { max: formatThousands(max), remaining: formatThousands(remaining) };
  return new AppError(Code.BAD_REQUEST, 'error.exportQuota', params, 400, {
    errors: [{ field: 'limit', message: translate(locale, 'error.exportQuota', params) }],
    remainingToday: remaining,
  });
}
