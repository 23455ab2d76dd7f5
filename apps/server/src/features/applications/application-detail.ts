import {
  type ApplicationAttachment,
  type ApplicationDetail,
  attachmentIdsOf,
  formOf,
  STAFF_TRANSITIONS,
} from '@cityip/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../uploads/uploads.tables.js';
import { historyOf, type SummaryRow, toSummary } from './applications.queries.js';

/** The attachments of an application's data, in form order, with the field each was given for. */
async function attachmentsOf(db: Db, row: SummaryRow['application']): Promise<ApplicationAttachment[]> {
  const ids = attachmentIdsOf(row.kind, row.data);
  if (ids.length === 0) return [];
  const refs = await db
    .select({ id: uploads.id, name: uploads.name, mime: uploads.mime, size: uploads.size })
    .from(uploads)
    .where(inArray(uploads.id, ids));
  const byId = new Map(refs.map((ref) => [ref.id, ref]));
  return formOf(row.kind).flatMap((field) => {
    const value = field.type === 'attachments' ? row.data[field.name] : null;
    if (!Array.isArray(value)) return [];
    // An upload gone with a closed account leaves no entry rather than a dead link.
    return value.flatMap((id) => {
      const ref = byId.get(id);
      return ref ? [{ ...ref, field: field.name }] : [];
    });
  });
}

/**
 * One application with data, attachments and history. Staff see who acted and the actions the
 * current state allows; the applicant sees neither staff names nor internal assignments.
 */
export async function detailOf(db: Db, row: SummaryRow, staffView: boolean): Promise<ApplicationDetail> {
  const application = row.application;
  return {
    ...toSummary(row),
    data: application.data,
    attachments: await attachmentsOf(db, application),
    history: await historyOf(db, application.id, staffView),
    actions: staffView ? [...STAFF_TRANSITIONS[application.status]] : [],
  };
}
