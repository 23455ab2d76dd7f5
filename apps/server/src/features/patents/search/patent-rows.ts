import type { PatentSummary } from '@cityip/contracts';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { patentLicences, patents } from '../patents.tables.js';

/** A licence offer stands until its last day; an expired one is no longer shown as open. */
export const standingLicence = and(
  eq(patentLicences.patentId, patents.id),
  gte(patentLicences.validUntil, sql`current_date`),
);

/** The wide-table columns of a result row (title and abstract for highlighting). */
export const summaryColumns = {
  id: patents.id,
  applicationNumber: patents.applicationNumber,
  publicationNumber: patents.publicationNumber,
  title: patents.title,
  abstract: patents.abstract,
  patentType: patents.patentType,
  legalStatus: patents.legalStatus,
  applicants: patents.applicants,
  inventors: patents.inventors,
  ipcMain: patents.ipcMain,
  applicationDate: patents.applicationDate,
  publicationDate: patents.publicationDate,
  grantDate: patents.grantDate,
  district: patents.district,
  industry: patents.industry,
  openLicence: sql<boolean>`${patentLicences.patentId} is not null`.mapWith(Boolean),
};

export type SummaryRow = Awaited<ReturnType<typeof loadSummaries>>[number];
export type PlainSummary = Omit<PatentSummary, 'titleHighlight' | 'abstractHighlight'>;

/** The result rows of `ids` from the wide table, in the order of `ids`: one statement per page. */
export async function loadSummaries(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(patents)
    .leftJoin(patentLicences, standingLicence)
    .where(inArray(patents.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A result row without highlights (licence lists, detail). */
export function toPlainSummary(row: SummaryRow): PlainSummary {
  const { abstract: _abstract, ...summary } = row;
  return summary;
}
