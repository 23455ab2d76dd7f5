import {
  Code,
  type CorrectableField,
  checkCorrectionValue,
  isMessageKey,
  localDateAt,
  type PatentCorrectionInput,
  type PatentFieldValue,
  type PatentReportAcceptInput,
  type PatentReportRejectInput,
  sameFieldValue,
} from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.js';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import { localeOf } from '../../lib/reply.js';
import {
  checkFieldValue,
  lockPatent,
  recordFieldValue,
  recordOfPatent,
  rewritePatent,
  withFieldValue,
} from '../patents/patents.public.js';
import { patents } from '../patents/patents.tables.js';
import { changeDetail } from './field-text.js';
import {
  type PatentCorrectionRow,
  type PatentErrorReportRow,
  patentCorrections,
  patentErrorReports,
} from './patent-data.tables.js';
import { tellReporter } from './report-mail.js';

/** A correction to make: which field of which patent becomes what, by whom, answering which report. */
interface CorrectionRequest {
  patentId: number;
  field: CorrectableField;
  value: unknown;
  note: string;
  reportId: string | null;
}

/** What a correction did: its row, and the patent's title and number after it. */
interface Corrected {
  correction: PatentCorrectionRow;
  patent: { title: string; applicationNumber: string };
}

/**
 * Applies a corrected value to a patent record in the caller's transaction: the value is checked
 * as its field takes it and against the city and the rest of the record (a translated 400 on the
 * `value` field otherwise, nothing changed), the record is rewritten through the loader (wide row,
 * search row and tokens), and the change is kept with its value before and after. The operation
 * log entry written for the request says the same (`auditDetail`).
 */
async function applyCorrection(request: FastifyRequest, tx: Tx, change: CorrectionRequest): Promise<Corrected> {
  const locale = localeOf(request);
  const refuse = (message: string, params?: Record<string, string>) =>
    fieldRefusal(locale, [
      { field: 'value', message: isMessageKey(message) ? message : 'validation.patentValue', params },
    ]);
  const row = await lockPatent(tx, change.patentId);
  if (!row) throw new AppError(Code.NOT_FOUND, 'error.patentNotFound');
  const record = await recordOfPatent(tx, row);
  const shaped = checkCorrectionValue(change.field, change.value);
  if (!shaped.ok) throw refuse(shaped.message);
  const profile = request.server.config.cityProfile;
  const checked = checkFieldValue(record, change.field, shaped.value, {
    profile,
    today: localDateAt(new Date(), profile.timeZone),
  });
  if ('problem' in checked) throw refuse(checked.problem.message, checked.problem.params);
  const before = recordFieldValue(record, change.field);
  const after: PatentFieldValue = checked.value;
  if (sameFieldValue(before, after)) throw refuse('validation.patentValueUnchanged');
  const corrected = withFieldValue(record, change.field, after);
  await rewritePatent(tx, corrected);
  const [correction] = await tx
    .insert(patentCorrections)
    .values({
      patentId: row.id,
      field: change.field,
      oldValue: before,
      newValue: after,
      correctedBy: request.auth?.userId ?? null,
      reportId: change.reportId,
      note: change.note,
    })
    .returning();
  if (!correction) throw new Error('insert returned no row');
  request.auditDetail = changeDetail(row.applicationNumber, change.field, before, after);
  return { correction, patent: { title: corrected.title, applicationNumber: row.applicationNumber } };
}

/** A report locked for its decision; one already decided is a 409 (someone else was quicker). */
async function lockNewReport(tx: Tx, id: string): Promise<PatentErrorReportRow> {
  const [report] = await tx.select().from(patentErrorReports).where(eq(patentErrorReports.id, id)).for('update');
  if (!report) throw new AppError(Code.NOT_FOUND, 'error.patentReportNotFound');
  if (report.status !== 'new') throw new AppError(Code.CONFLICT, 'error.patentReportDecided');
  return report;
}

/** Marks a report decided by the caller. */
async function decide(
  request: FastifyRequest,
  tx: Tx,
  id: string,
  decision: { status: 'accepted' } | { status: 'rejected'; rejectReason: string },
): Promise<void> {
  await tx
    .update(patentErrorReports)
    .set({ ...decision, decidedBy: request.auth?.userId ?? null, decidedAt: new Date() })
    .where(eq(patentErrorReports.id, id));
}

/** Accepts a report with the corrected value: the record is corrected and the reporter mailed, all or nothing. */
export async function acceptReport(request: FastifyRequest, id: string, input: PatentReportAcceptInput): Promise<void> {
  const app = request.server;
  await app.db.transaction(async (tx) => {
    const report = await lockNewReport(tx, id);
    const { correction, patent } = await applyCorrection(request, tx, {
      patentId: report.patentId,
      field: report.field,
      value: input.value,
      note: input.note,
      reportId: report.id,
    });
    await decide(request, tx, id, { status: 'accepted' });
    await tellReporter(app, tx, report, patent, { kind: 'accepted', value: correction.newValue ?? null });
  });
}

/** Rejects a report with the reason the reporter is mailed; the record stays as it is. */
export async function rejectReport(request: FastifyRequest, id: string, input: PatentReportRejectInput): Promise<void> {
  const app = request.server;
  await app.db.transaction(async (tx) => {
    const report = await lockNewReport(tx, id);
    const [patent] = await tx
      .select({ title: patents.title, applicationNumber: patents.applicationNumber })
      .from(patents)
      .where(eq(patents.id, report.patentId));
    await decide(request, tx, id, { status: 'rejected', rejectReason: input.reason });
    request.auditDetail = patent ? `${patent.applicationNumber} ${report.field}` : report.field;
    if (patent) await tellReporter(app, tx, report, patent, { kind: 'rejected', reason: input.reason });
  });
}

/** Staff correct a field without a report; answers the correction's id. */
export async function correctDirectly(request: FastifyRequest, input: PatentCorrectionInput): Promise<string> {
  return request.server.db.transaction(async (tx) => {
    const { correction } = await applyCorrection(request, tx, { ...input, reportId: null });
    return correction.id;
  });
}
