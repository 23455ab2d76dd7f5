import type { MessageKey, StatIndicator } from '@cityip/contracts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { statFigures } from './statistics.tables.js';

/** What identifies a figure: indicator, district (null = city-wide) and period (month null = whole year). */
export interface FigureKey {
  indicator: StatIndicator;
  district: string | null;
  year: number;
  month: number | null;
}

/** Why a figure cannot join the figures already filed for its indicator, district and year. */
export type PeriodConflict = 'duplicate' | 'hasMonthly' | 'hasYearly';

export const CONFLICT_MESSAGES: Record<PeriodConflict, MessageKey> = {
  duplicate: 'error.statDuplicate',
  hasMonthly: 'error.statHasMonthly',
  hasYearly: 'error.statHasYearly',
};

/** The text that identifies a key, e.g. `inventionGrants|yunhu|2024|3`. */
export function keyText(key: FigureKey): string {
  return [key.indicator, key.district ?? '', key.year, key.month ?? ''].join('|');
}

/** The text of the indicator, district and year a key belongs to, whose periods must not mix. */
export function yearText(key: FigureKey): string {
  return [key.indicator, key.district ?? '', key.year].join('|');
}

/**
 * Whether `candidate` conflicts with `filed` (figures of the same indicator, district and year):
 * the same period again, or a whole-year figure beside monthly ones (or the reverse), which would
 * make the year's value ambiguous.
 */
export function periodConflict(candidate: FigureKey, filed: Iterable<FigureKey>): PeriodConflict | null {
  for (const other of filed) {
    if (yearText(other) !== yearText(candidate)) continue;
    if (other.month === candidate.month) return 'duplicate';
    if (candidate.month === null) return 'hasMonthly';
    if (other.month === null) return 'hasYearly';
  }
  return null;
}

/** `column = value`, or `column IS NULL` for the city-wide rows. */
export function districtIs(district: string | null): SQL {
  return district === null ? isNull(statFigures.district) : eq(statFigures.district, district);
}

/**
 * Serialises writers of one indicator, district and year until the transaction ends, so two
 * saves cannot both pass the conflict check (a unique index cannot express the year/month rule).
 */
export async function lockYear(tx: Tx, key: FigureKey): Promise<void> {
  await lockYears(tx, [key]);
}

/**
 * {@link lockYear} for many keys in one statement, taken in sorted order so two imports touching
 * the same years cannot deadlock.
 */
export async function lockYears(tx: Tx, keys: readonly FigureKey[]): Promise<void> {
  const names = [...new Set(keys.map((key) => `stat|${yearText(key)}`))].sort();
  if (names.length === 0) return;
  const list = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(k)) from unnest(array[${list}]::text[]) as k order by k`);
}

/** The keys already filed for the key's indicator, district and year (with their ids). */
export async function filedKeys(tx: Tx, key: FigureKey): Promise<(FigureKey & { id: string })[]> {
  return tx
    .select({
      id: statFigures.id,
      indicator: statFigures.indicator,
      district: statFigures.district,
      year: statFigures.year,
      month: statFigures.month,
    })
    .from(statFigures)
    .where(and(eq(statFigures.indicator, key.indicator), districtIs(key.district), eq(statFigures.year, key.year)));
}
