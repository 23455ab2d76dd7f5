import type { Page, StatHistoryEntry, StatIndicator } from '@cityip/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type StatHistoryRow, statFigureHistory } from './statistics.tables.js';

/** A history row on the wire. */
function toHistoryEntry(row: StatHistoryRow): StatHistoryEntry {
  return {
    id: row.id,
    figureId: row.figureId,
    indicator: row.indicator,
    district: row.district,
    year: row.year,
    month: row.month,
    action: row.action,
    source: row.source,
    oldValue: row.oldValue,
    newValue: row.newValue,
    oldNote: row.oldNote,
    newNote: row.newNote,
    email: row.email,
    at: row.at.toISOString(),
  };
}

interface HistoryQuery {
  figureId?: string | undefined;
  indicator?: StatIndicator | undefined;
  page: number;
  pageSize: number;
}

/** One page of the edit history, newest first: of one figure, of one indicator, or of all. */
export async function listHistory(db: Db, query: HistoryQuery): Promise<Page<StatHistoryEntry>> {
  const where = and(
    query.figureId ? eq(statFigureHistory.figureId, query.figureId) : undefined,
    query.indicator ? eq(statFigureHistory.indicator, query.indicator) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(statFigureHistory)
      .where(where)
      // The id breaks ties between the rows of one import, written in the same instant.
      .orderBy(desc(statFigureHistory.at), desc(statFigureHistory.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(statFigureHistory).where(where),
  ]);
  return { items: rows.map(toHistoryEntry), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
