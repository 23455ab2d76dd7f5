import {
  type AdminPatentCorrectionQuery,
  type AdminPatentReportDetail,
  type AdminPatentReportQuery,
  type AdminPatentReportSummary,
  CORRECTABLE_FIELDS,
  Code,
  normalizePatentNumber,
  type Page,
  type PatentCorrection,
  type PatentCorrectionRecord,
  zonedInstant,
} from '@cityip/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { users } from '../accounts/accounts.tables.js';
import { recordFieldValue, recordOfPatent } from '../patents/patents.public.js';
import { type PatentRow, patents } from '../patents/patents.tables.js';
import {
  type PatentCorrectionRow,
  type PatentErrorReportRow,
  patentCorrections,
  patentErrorReports,
} from './patent-data.tables.js';

const reporter = alias(users, 'reporter');
const decider = alias(users, 'decider');
const corrector = alias(users, 'corrector');

/** The queue's filters as one condition; the dates are the city's days of the report. */
function reportCondition(query: AdminPatentReportQuery, timeZone: string): SQL | undefined {
  return and(
    query.status ? eq(patentErrorReports.status, query.status) : undefined,
    query.field ? eq(patentErrorReports.field, query.field) : undefined,
    query.from ? gte(patentErrorReports.createdAt, zonedInstant(query.from, 0, timeZone)) : undefined,
    query.to ? lt(patentErrorReports.createdAt, zonedInstant(query.to, 24 * 60, timeZone)) : undefined,
  );
}

function toSummary(
  row: PatentErrorReportRow,
  patent: { applicationNumber: string; title: string },
  reporterName: string | null,
): AdminPatentReportSummary {
  return {
    id: row.id,
    patentId: row.patentId,
    applicationNumber: patent.applicationNumber,
    patentTitle: patent.title,
    field: row.field,
    description: row.description,
    status: row.status,
    reporterName,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The staff queue, newest first (new reports are the work; the filter finds the rest). */
export async function listReports(
  app: FastifyInstance,
  query: AdminPatentReportQuery,
): Promise<Page<AdminPatentReportSummary>> {
  const where = reportCondition(query, app.config.cityProfile.timeZone);
  const rows = await app.db
    .select({
      row: patentErrorReports,
      applicationNumber: patents.applicationNumber,
      title: patents.title,
      reporterName: reporter.name,
    })
    .from(patentErrorReports)
    .innerJoin(patents, eq(patents.id, patentErrorReports.patentId))
    .leftJoin(reporter, eq(reporter.id, patentErrorReports.reporterId))
    .where(where)
    .orderBy(desc(patentErrorReports.createdAt), desc(patentErrorReports.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await app.db.select({ total: count() }).from(patentErrorReports).where(where);
  return {
    items: rows.map(({ row, reporterName, ...patent }) => toSummary(row, patent, reporterName)),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A patent's correctable values as stored now. */
async function correctionRecordOf(db: Db, row: PatentRow): Promise<PatentCorrectionRecord> {
  const record = await recordOfPatent(db, row);
  return {
    id: row.id,
    applicationNumber: row.applicationNumber,
    title: row.title,
    values: Object.fromEntries(CORRECTABLE_FIELDS.map((field) => [field, recordFieldValue(record, field)])),
  } as PatentCorrectionRecord;
}

function toCorrection(
  row: PatentCorrectionRow,
  patent: { applicationNumber: string; title: string },
  correctedByName: string | null,
): PatentCorrection {
  return {
    id: row.id,
    patentId: row.patentId,
    applicationNumber: patent.applicationNumber,
    patentTitle: patent.title,
    field: row.field,
    oldValue: row.oldValue ?? null,
    newValue: row.newValue ?? null,
    correctedByName,
    correctedAt: row.correctedAt.toISOString(),
    reportId: row.reportId,
    note: row.note,
  };
}

/** A report beside the record as it is now, with the decision and the correction it made. */
export async function reportDetail(app: FastifyInstance, id: string): Promise<AdminPatentReportDetail> {
  const [found] = await app.db
    .select({ row: patentErrorReports, patent: patents, reporterName: reporter.name, decidedByName: decider.name })
    .from(patentErrorReports)
    .innerJoin(patents, eq(patents.id, patentErrorReports.patentId))
    .leftJoin(reporter, eq(reporter.id, patentErrorReports.reporterId))
    .leftJoin(decider, eq(decider.id, patentErrorReports.decidedBy))
    .where(eq(patentErrorReports.id, id));
  if (!found) throw new AppError(Code.NOT_FOUND, 'error.patentReportNotFound');
  const { row, patent } = found;
  const [made] = await app.db
    .select({ row: patentCorrections, name: corrector.name })
    .from(patentCorrections)
    .leftJoin(corrector, eq(corrector.id, patentCorrections.correctedBy))
    .where(eq(patentCorrections.reportId, id))
    .limit(1);
  return {
    ...toSummary(row, patent, found.reporterName),
    source: row.source,
    patent: await correctionRecordOf(app.db, patent),
    decidedByName: found.decidedByName,
    rejectReason: row.rejectReason,
    correction: made ? toCorrection(made.row, patent, made.name) : null,
  };
}

/** Every correction, newest first; by field or by a patent's application number. */
export async function listCorrections(
  app: FastifyInstance,
  query: AdminPatentCorrectionQuery,
): Promise<Page<PatentCorrection>> {
  const number = query.number ? (normalizePatentNumber(query.number) ?? query.number) : undefined;
  const where = and(
    query.field ? eq(patentCorrections.field, query.field) : undefined,
    number ? eq(patents.applicationNumber, number) : undefined,
  );
  const rows = await app.db
    .select({
      row: patentCorrections,
      applicationNumber: patents.applicationNumber,
      title: patents.title,
      name: corrector.name,
    })
    .from(patentCorrections)
    .innerJoin(patents, eq(patents.id, patentCorrections.patentId))
    .leftJoin(corrector, eq(corrector.id, patentCorrections.correctedBy))
    .where(where)
    .orderBy(desc(patentCorrections.correctedAt), desc(patentCorrections.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await app.db
    .select({ total: count() })
    .from(patentCorrections)
    .innerJoin(patents, eq(patents.id, patentCorrections.patentId))
    .where(where);
  return {
    items: rows.map(({ row, name, ...patent }) => toCorrection(row, patent, name)),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A patent by its application number (as people write it), for a direct correction; 404 when none. */
export async function lookupPatent(app: FastifyInstance, written: string): Promise<PatentCorrectionRecord> {
  const number = normalizePatentNumber(written);
  const [row] = number ? await app.db.select().from(patents).where(eq(patents.applicationNumber, number)) : [];
  if (!row) throw new AppError(Code.NOT_FOUND, 'error.patentNotFound');
  return correctionRecordOf(app.db, row);
}
