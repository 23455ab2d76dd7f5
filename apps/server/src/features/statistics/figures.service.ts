import {
  type CityProfile,
  Code,
  type Locale,
  type Page,
  STAT_CITY_SCOPE,
  STAT_INDICATORS,
  type StatFigure,
  type StatFigureFilter,
  type StatFigureInputSchema,
  type StatFigureUpdateSchema,
  statPrecisionIssue,
} from '@cityip/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { requireDistrict } from '../../city/districts.js';
import type { Db } from '../../db/client.js';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import { CONFLICT_MESSAGES, districtIs, filedKeys, lockYear, periodConflict } from './period-rules.js';
import { type NewStatHistoryRow, type StatFigureRow, statFigureHistory, statFigures } from './statistics.tables.js';
import { invalidateStatistics } from './statistics-cache.js';

export type ValidFigureInput = z.output<typeof StatFigureInputSchema>;
export type ValidFigureUpdate = z.output<typeof StatFigureUpdateSchema>;

/** Who changes figures, for the edit history. */
export interface Actor {
  userId: string | null;
  email: string | null;
}

const notFound = () => new AppError(Code.NOT_FOUND, 'error.statFigureNotFound');

/** A figure row on the wire. */
export function toStatFigure(row: StatFigureRow): StatFigure {
  return {
    id: row.id,
    indicator: row.indicator,
    district: row.district,
    year: row.year,
    month: row.month,
    value: row.value,
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** The history entry of a change to `row` (its state after a create, before a delete). */
export function historyOf(
  row: StatFigureRow,
  action: NewStatHistoryRow['action'],
  source: NewStatHistoryRow['source'],
  actor: Actor,
  before: Pick<StatFigureRow, 'value' | 'note'> | null,
  after: Pick<StatFigureRow, 'value' | 'note'> | null,
): NewStatHistoryRow {
  return {
    figureId: row.id,
    indicator: row.indicator,
    district: row.district,
    year: row.year,
    month: row.month,
    action,
    source,
    oldValue: before?.value ?? null,
    newValue: after?.value ?? null,
    oldNote: before?.note ?? null,
    newNote: after?.note ?? null,
    userId: actor.userId,
    email: actor.email,
  };
}

/** SQL ordering by a fixed list (the catalogue's indicators, the profile's districts). */
function positionIn(column: SQL | typeof statFigures.indicator, values: readonly string[]): SQL {
  if (values.length === 0) return sql`0`;
  return sql`array_position(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[], ${column})`;
}

/** The list's WHERE clause. */
function whereOf(filter: StatFigureFilter): SQL | undefined {
  const district =
    filter.district === undefined || filter.district === ''
      ? undefined
      : districtIs(filter.district === STAT_CITY_SCOPE ? null : filter.district);
  const period =
    filter.periodType === 'year'
      ? sql`${statFigures.month} is null`
      : filter.periodType === 'month' || filter.month !== undefined
        ? sql`${statFigures.month} is not null`
        : undefined;
  return and(
    filter.indicator ? eq(statFigures.indicator, filter.indicator) : undefined,
    district,
    filter.year !== undefined ? eq(statFigures.year, filter.year) : undefined,
    period,
    filter.month !== undefined ? eq(statFigures.month, filter.month) : undefined,
  );
}

/**
 * Newest period first (a whole year before its months), then the catalogue's indicator order,
 * then the city-wide row and the districts in the profile's order.
 */
function listOrder(profile: CityProfile): SQL[] {
  return [
    desc(statFigures.year),
    sql`${statFigures.month} desc nulls first`,
    asc(positionIn(statFigures.indicator, STAT_INDICATORS)),
    sql`${positionIn(
      sql`${statFigures.district}`,
      profile.districts.map((d) => d.code),
    )} asc nulls first`,
    asc(statFigures.id),
  ];
}

/** One page of figures matching the filter. */
export async function listFigures(
  db: Db,
  profile: CityProfile,
  query: StatFigureFilter & { page: number; pageSize: number },
): Promise<Page<StatFigure>> {
  const where = whereOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(statFigures)
      .where(where)
      .orderBy(...listOrder(profile))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(statFigures).where(where),
  ]);
  return { items: rows.map(toStatFigure), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Every figure matching the filter, in list order, up to `limit` (for the export). */
export async function findFigures(
  db: Db,
  profile: CityProfile,
  filter: StatFigureFilter,
  limit: number,
): Promise<StatFigure[]> {
  const rows = await db
    .select()
    .from(statFigures)
    .where(whereOf(filter))
    .orderBy(...listOrder(profile))
    .limit(limit);
  return rows.map(toStatFigure);
}

/** One figure, or 404. */
export async function getFigure(db: Db, id: string): Promise<StatFigure> {
  const [row] = await db.select().from(statFigures).where(eq(statFigures.id, id));
  if (!row) throw notFound();
  return toStatFigure(row);
}

/**
 * Files a new figure: its district must be the city's, and its indicator, district and period
 * free (no figure for the same period, no whole-year figure beside monthly ones). A duplicate is
 * a 409 whose data names the figure to edit instead.
 */
export async function createFigure(
  db: Db,
  profile: CityProfile,
  locale: Locale,
  input: ValidFigureInput,
  actor: Actor,
): Promise<StatFigure> {
  if (input.district !== null) requireDistrict({ cityProfile: profile }, locale, input.district);
  const figure = await db.transaction(async (tx) => {
    await lockYear(tx, input);
    const filed = await filedKeys(tx, input);
    const conflict = periodConflict(input, filed);
    if (conflict) {
      const existing = conflict === 'duplicate' ? filed.find((key) => key.month === input.month) : undefined;
      throw new AppError(Code.CONFLICT, CONFLICT_MESSAGES[conflict], {}, 409, { existingId: existing?.id ?? null });
    }
    const [row] = await tx
      .insert(statFigures)
      .values({ ...input, updatedBy: actor.email })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx.insert(statFigureHistory).values(historyOf(row, 'create', 'form', actor, null, row));
    return toStatFigure(row);
  });
  invalidateStatistics(db);
  return figure;
}

/** Changes a figure's value and note; the history keeps what it was. */
export async function updateFigure(
  db: Db,
  locale: Locale,
  id: string,
  input: ValidFigureUpdate,
  actor: Actor,
): Promise<StatFigure> {
  const figure = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(statFigures).where(eq(statFigures.id, id)).for('update');
    if (!before) throw notFound();
    const precision = statPrecisionIssue(before.indicator, input.value);
    if (precision) throw fieldRefusal(locale, [{ field: 'value', message: precision }]);
    const [row] = await tx
      .update(statFigures)
      .set({ value: input.value, note: input.note, updatedBy: actor.email, updatedAt: new Date() })
      .where(eq(statFigures.id, id))
      .returning();
    if (!row) throw notFound();
    if (row.value !== before.value || row.note !== before.note) {
      await tx.insert(statFigureHistory).values(historyOf(row, 'update', 'form', actor, before, row));
    }
    return toStatFigure(row);
  });
  invalidateStatistics(db);
  return figure;
}

/** Deletes a figure; its history stays, ending with the deletion. */
export async function deleteFigure(db: Db, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(statFigures).where(eq(statFigures.id, id)).returning();
    if (!row) throw notFound();
    await tx.insert(statFigureHistory).values(historyOf(row, 'delete', 'form', actor, row, null));
  });
  invalidateStatistics(db);
}
