import {
  LOG_RETENTION_DAYS,
  type Locale,
  type LogEntry,
  type LogKind,
  type LogPurgeResult,
  latestPurgeCutoff,
  type Page,
} from '@cityip/contracts';
import { and, count, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fieldRefusal } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { selectRows } from '../patents/search/statements.js';
import { formatExportTime } from './logs.export.js';
import { type LogRow, logs } from './logs.tables.js';

/** The filters shared by the log list and the export. */
export interface LogFilter {
  kind: LogKind;
  from?: string | undefined;
  to?: string | undefined;
  /** Substring of the email, case-insensitive. */
  user?: string | undefined;
  /** Substring of the action name, case-insensitive. */
  action?: string | undefined;
}

/** The WHERE clause of a filter; empty strings (a cleared form field) filter nothing. */
function whereOf(filter: LogFilter): SQL | undefined {
  return and(
    eq(logs.kind, filter.kind),
    filter.from ? gte(logs.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lte(logs.createdAt, new Date(filter.to)) : undefined,
    filter.user ? ilike(logs.email, containsPattern(filter.user)) : undefined,
    filter.action ? ilike(logs.action, containsPattern(filter.action)) : undefined,
  );
}

/** A log row on the wire. */
export function toLogEntry(row: LogRow): LogEntry {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.userId,
    email: row.email,
    role: row.role,
    action: row.action,
    target: row.target,
    ip: row.ip,
    userAgent: row.userAgent,
    success: row.success,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  };
}

// Newest first; the id breaks ties between entries written in the same millisecond so pages
// never repeat or skip a row.
const NEWEST_FIRST = [desc(logs.createdAt), desc(logs.id)];

/** One page of the login or operation log, newest first. */
export async function listLogs(db: Db, query: LogFilter & { page: number; pageSize: number }): Promise<Page<LogEntry>> {
  const where = whereOf(query);
  const rows = await db
    .select()
    .from(logs)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(logs).where(where);
  return { items: rows.map(toLogEntry), total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * The entries an export contains, newest first, at most `limit`; `truncated` says that more
 * matched, so the admin can be told to narrow the filters.
 */
export async function findLogsForExport(
  db: Db,
  filter: LogFilter,
  limit: number,
): Promise<{ entries: LogEntry[]; truncated: boolean }> {
  const rows = await db
    .select()
    .from(logs)
    .where(whereOf(filter))
    .orderBy(...NEWEST_FIRST)
    .limit(limit + 1);
  return { entries: rows.slice(0, limit).map(toLogEntry), truncated: rows.length > limit };
}

/**
 * Deletes the entries of both logs written before `before`, which must lie at least
 * {@link LOG_RETENTION_DAYS} days back (else a 400 naming `before`). The deletion runs through
 * the database function `purge_logs`: the log table refuses every other UPDATE or DELETE, and the
 * function itself refuses a cutoff inside the retention period, whoever calls it.
 */
export async function purgeLogs(db: Db, before: string, locale: Locale): Promise<LogPurgeResult> {
  const cutoff = new Date(before);
  const latest = latestPurgeCutoff();
  if (cutoff.getTime() > latest.getTime()) {
    throw fieldRefusal(locale, [
      {
        field: 'before',
        message: 'validation.logRetention',
        params: { days: LOG_RETENTION_DAYS, latest: `${formatExportTime(latest.toISOString())} (UTC+8)` },
      },
    ]);
  }
  const [row] = await selectRows<{ deleted: number }>(
    db,
    sql`select purge_logs(${cutoff.toISOString()}::timestamptz) as deleted`,
  );
  return { before: cutoff.toISOString(), deleted: Number(row?.deleted ?? 0) };
}
