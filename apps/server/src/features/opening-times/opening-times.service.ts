import {
  type ClosureListQuerySchema,
  COLUMN_KEYS,
  Code,
  type ColumnClosure,
  type ColumnClosureInputSchema,
  type ColumnKey,
  type ColumnSchedule,
  type ColumnScheduleInputSchema,
  type ColumnStatus,
  DEFAULT_COLUMN_SCHEDULE,
  localTimeAt,
  openingStateAt,
  type Page,
} from '@cityip/contracts';
import { and, asc, count, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import {
  type ColumnClosureRow,
  type ColumnScheduleRow,
  columnClosures,
  columnSchedules,
} from './opening-times.tables.js';

type ValidScheduleInput = z.output<typeof ColumnScheduleInputSchema>;
type ValidClosureInput = z.output<typeof ColumnClosureInputSchema>;
type ClosureListQuery = z.output<typeof ClosureListQuerySchema>;

const closureNotFound = () => new AppError(Code.NOT_FOUND, 'error.closureNotFound');

function toSchedule(key: ColumnKey, row: ColumnScheduleRow | undefined): ColumnSchedule {
  if (!row) return { key, ...DEFAULT_COLUMN_SCHEDULE, closedMessage: '', closedMessageEn: '', updatedAt: null };
  return {
    key,
    mode: row.mode,
    weekly: row.weekly,
    closedMessage: row.closedMessage,
    closedMessageEn: row.closedMessageEn,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toClosure(row: ColumnClosureRow): ColumnClosure {
  return {
    id: row.id,
    kind: row.kind,
    start: row.startsAt,
    end: row.endsAt,
    columns: row.columns,
    message: row.message,
    messageEn: row.messageEn,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every column's opening times, configured or default, in the order of COLUMN_KEYS. */
export async function listColumnSchedules(db: Db): Promise<ColumnSchedule[]> {
  const rows = await db.select().from(columnSchedules);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return COLUMN_KEYS.map((key) => toSchedule(key, byKey.get(key)));
}

/** Replaces a column's opening times. */
export async function saveColumnSchedule(db: Db, key: ColumnKey, input: ValidScheduleInput): Promise<ColumnSchedule> {
  const values = { ...input, updatedAt: new Date() };
  const [row] = await db
    .insert(columnSchedules)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: columnSchedules.key, set: values })
    .returning();
  return toSchedule(key, row);
}

/** Closures of one column: the `columns` list contains its key. */
function closesColumn(key: ColumnKey): SQL {
  return sql`${columnClosures.columns} @> ${JSON.stringify([key])}::jsonb`;
}

/**
 * Back-office closure list. `current`: not yet over (ending after now, city time), soonest first;
 * `past`: over, latest first; `all`: latest first.
 */
export async function listClosures(
  db: Db,
  query: ClosureListQuery,
  timeZone: string,
  now: Date,
): Promise<Page<ColumnClosure>> {
  const stamp = localTimeAt(now, timeZone).stamp;
  const where = and(
    query.when === 'current' ? gt(columnClosures.endsAt, stamp) : undefined,
    query.when === 'past' ? lte(columnClosures.endsAt, stamp) : undefined,
    query.column ? closesColumn(query.column) : undefined,
  );
  const order =
    query.when === 'current'
      ? [asc(columnClosures.startsAt), asc(columnClosures.id)]
      : [desc(columnClosures.startsAt), desc(columnClosures.id)];
  const rows = await db
    .select()
    .from(columnClosures)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(columnClosures).where(where);
  return { items: rows.map(toClosure), total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

function closureColumns(input: ValidClosureInput) {
  return {
    kind: input.kind,
    startsAt: input.start,
    endsAt: input.end,
    columns: input.columns,
    message: input.message,
    messageEn: input.messageEn,
  };
}

export async function createClosure(db: Db, input: ValidClosureInput): Promise<ColumnClosure> {
  const [row] = await db.insert(columnClosures).values(closureColumns(input)).returning();
  if (!row) throw new Error('insert returned no row');
  return toClosure(row);
}

export async function updateClosure(db: Db, id: string, input: ValidClosureInput): Promise<ColumnClosure> {
  const [row] = await db
    .update(columnClosures)
    .set({ ...closureColumns(input), updatedAt: new Date() })
    .where(eq(columnClosures.id, id))
    .returning();
  if (!row) throw closureNotFound();
  return toClosure(row);
}

export async function deleteClosure(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(columnClosures).where(eq(columnClosures.id, id)).returning({ id: columnClosures.id });
  if (!deleted.length) throw closureNotFound();
}

/** The state of a column at `now` from its schedule and the closures not yet over. */
function statusOf(schedule: ColumnSchedule, closures: readonly ColumnClosure[], timeZone: string, now: Date) {
  const own = closures.filter((closure) => closure.columns.includes(schedule.key));
  const state = openingStateAt(schedule, own, now, timeZone);
  const closure = state.open ? null : state.closure;
  const status: ColumnStatus = {
    key: schedule.key,
    open: state.open,
    reason: state.open ? null : state.reason,
    message: closure ? closure.message : state.open ? '' : schedule.closedMessage,
    messageEn: closure ? closure.messageEn : state.open ? '' : schedule.closedMessageEn,
    nextOpenAt: state.open ? null : (state.nextOpenAt?.toISOString() ?? null),
    closesAt: state.open ? (state.closesAt?.toISOString() ?? null) : null,
    mode: schedule.mode,
    weekly: schedule.weekly,
  };
  return status;
}

async function closuresNotOver(db: Db, timeZone: string, now: Date, key?: ColumnKey): Promise<ColumnClosure[]> {
  const rows = await db
    .select()
    .from(columnClosures)
    .where(and(gt(columnClosures.endsAt, localTimeAt(now, timeZone).stamp), key ? closesColumn(key) : undefined));
  return rows.map(toClosure);
}

/** Whether each column is open at `now` (city time), with its message and next change. */
export async function listColumnStatuses(db: Db, timeZone: string, now: Date): Promise<ColumnStatus[]> {
  const [schedules, closures] = await Promise.all([listColumnSchedules(db), closuresNotOver(db, timeZone, now)]);
  return schedules.map((schedule) => statusOf(schedule, closures, timeZone, now));
}

/** Whether one column is open at `now`. */
export async function columnStatus(db: Db, key: ColumnKey, timeZone: string, now: Date): Promise<ColumnStatus> {
  const [row] = await db.select().from(columnSchedules).where(eq(columnSchedules.key, key));
  return statusOf(toSchedule(key, row), await closuresNotOver(db, timeZone, now, key), timeZone, now);
}
