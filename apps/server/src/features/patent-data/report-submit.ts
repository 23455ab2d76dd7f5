import {
  Code,
  isStaffRole,
  PATENT_DATA_LIMITS,
  type PatentErrorReportInput,
  type PatentErrorReportReceipt,
} from '@cityip/contracts';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.js';
import { logOperation } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { patents } from '../patents/patents.tables.js';
import { patentErrorReports } from './patent-data.tables.js';

/** Reports are counted over the last day, rolling. */
const WINDOW_MS = 24 * 3_600_000;

/**
 * Refuses (429) an account that sent its daily number of reports. Counted from the rows under a
 * lock on the account held to the end of the transaction, so two reports sent at once cannot both
 * pass on the same count, on any number of instances.
 */
async function checkDailyLimit(tx: Tx, reporterId: string, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`patent-error-report:${reporterId}`}))`);
  const [row] = await tx
    .select({ sent: count() })
    .from(patentErrorReports)
    .where(
      and(
        eq(patentErrorReports.reporterId, reporterId),
        gt(patentErrorReports.createdAt, new Date(now.getTime() - WINDOW_MS)),
      ),
    );
  const max = PATENT_DATA_LIMITS.reportsPerDay;
  if ((row?.sent ?? 0) >= max) throw new AppError(Code.TOO_MANY_REQUESTS, 'error.patentReportTooMany', { max });
}

/**
 * Stores a signed-in person's or company's report of an error in one field of a patent. Staff
 * accounts are refused (they correct the record in the back office); an unknown patent is a 404.
 */
export async function submitReport(
  request: FastifyRequest,
  input: PatentErrorReportInput,
): Promise<PatentErrorReportReceipt> {
  const auth = request.auth;
  if (auth?.kind !== 'user' || !auth.userId) throw new AppError(Code.LOGIN_REQUIRED, 'error.loginRequired');
  if (isStaffRole(auth.role)) throw new AppError(Code.FORBIDDEN, 'error.patentReportStaff', {}, 403);
  const reporterId = auth.userId;
  return request.server.db.transaction(async (tx) => {
    const [patent] = await tx.select({ id: patents.id }).from(patents).where(eq(patents.id, input.patentId));
    if (!patent) throw new AppError(Code.NOT_FOUND, 'error.patentNotFound');
    await checkDailyLimit(tx, reporterId, new Date());
    const [row] = await tx
      .insert(patentErrorReports)
      .values({ ...input, reporterId })
      .returning({ id: patentErrorReports.id, status: patentErrorReports.status });
    if (!row) throw new Error('insert returned no row');
    await logOperation(tx, request, 'patentData.report', row.id);
    return row;
  });
}
