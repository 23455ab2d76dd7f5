import { type OperationStatsQuery, shiftMonth, zonedInstant } from '@cityip/contracts';
import { type AnyColumn, and, gte, lt, type SQL, sql } from 'drizzle-orm';

/** A range of whole months of the city's calendar, as instants `[start, end)` for the queries. */
export interface Period {
  from: string;
  to: string;
  start: Date;
  end: Date;
  timeZone: string;
}

/** The instants that bound the months `from`–`to` in `timeZone`. */
export function periodOf(query: OperationStatsQuery, timeZone: string): Period {
  return {
    from: query.from,
    to: query.to,
    start: zonedInstant(`${query.from}-01`, 0, timeZone),
    end: zonedInstant(`${shiftMonth(query.to, 1)}-01`, 0, timeZone),
    timeZone,
  };
}

/** `column` lies in the period. */
export function within(column: AnyColumn, period: Period): SQL | undefined {
  return and(gte(column, period.start), lt(column, period.end));
}

/**
 * The city-calendar month (`YYYY-MM`) of a timestamp column. Queries group by position
 * (`GROUP BY 1`): the time zone is a bound parameter, and PostgreSQL does not see two
 * parameters as the same expression.
 */
export function monthOf(column: AnyColumn, period: Period): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${period.timeZone}, 'YYYY-MM')`;
}

/** Counts keyed by month, zero for the months without any. */
export function byMonth(months: readonly string[], rows: readonly { month: string; count: number }[]) {
  const counts = new Map(rows.map((row) => [row.month, row.count]));
  return months.map((month) => counts.get(month) ?? 0);
}
