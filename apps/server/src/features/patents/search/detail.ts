import { Code, type PatentDetail } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { patentLicences, patents } from '../patents.tables.js';
import { standingLicence, summaryColumns, toPlainSummary } from './patent-rows.js';

/** `GET /api/data/patents/:id`: everything about one patent, with its licence offer while it stands. */
export async function getPatentDetail(db: Db, id: number): Promise<PatentDetail> {
  const [row] = await db
    .select({
      summary: summaryColumns,
      kindCode: patents.kindCode,
      firstClaim: patents.firstClaim,
      applicantAddress: patents.applicantAddress,
      ipcCodes: patents.ipcCodes,
      cpcCodes: patents.cpcCodes,
      legalHistory: patents.legalHistory,
      citations: patents.citations,
      licence: patentLicences,
    })
    .from(patents)
    .leftJoin(patentLicences, standingLicence)
    .where(eq(patents.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND, 'error.patentNotFound');
  const { summary, licence, ...rest } = row;
  return {
    ...toPlainSummary(summary),
    ...rest,
    abstract: summary.abstract,
    licence: licence ? offerOf(licence) : null,
  };
}

/** The public terms of a licence row (without its key). */
export function offerOf({ patentId: _patentId, ...offer }: typeof patentLicences.$inferSelect) {
  return offer;
}
