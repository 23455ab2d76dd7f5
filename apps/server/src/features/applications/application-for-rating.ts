import type { ApplicationKindKey, ApplicationStatus } from '@cityip/contracts';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { applications } from './applications.tables.js';

/**
 * What the 好差评 evaluation (issue 25) may know of an application: who applied, whether and
 * when it was completed, and how lists name it. The form data stays with this feature.
 */
export interface ApplicationForRating {
  id: string;
  applicantId: string;
  kind: ApplicationKindKey;
  status: ApplicationStatus;
  receiptNo: string;
  title: string;
  completedAt: Date | null;
}

/** The applications of `ids` for rating and for naming them in review lists; unknown ids are left out. */
export async function applicationsForRating(db: Db | Tx, ids: readonly string[]): Promise<ApplicationForRating[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: applications.id,
      applicantId: applications.applicantId,
      kind: applications.kind,
      status: applications.status,
      receiptNo: applications.receiptNo,
      title: applications.title,
      completedAt: applications.completedAt,
    })
    .from(applications)
    .where(inArray(applications.id, [...new Set(ids)]));
}
