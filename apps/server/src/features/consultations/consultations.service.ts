import { Code, type ConsultEvent, type ConsultEventAction } from '@cityip/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { users } from '../accounts/accounts.tables.js';
import {
  type ConsultationFileRow,
  type ConsultationRow,
  consultationEvents,
  consultationFiles,
  consultations,
} from './consultations.tables.js';

/** What every consultation step shares: its refusals, the row lock, the history and the files. */

export const consultNotFound = () => new AppError(Code.NOT_FOUND, 'error.consultNotFound');
export const wrongState = () => new AppError(Code.CONFLICT, 'error.consultState');

/** The question locked for a change (a second simultaneous change waits, then sees the new state). */
export async function lockConsultation(tx: Tx, id: string): Promise<ConsultationRow> {
  const [row] = await tx.select().from(consultations).where(eq(consultations.id, id)).for('update');
  if (!row) throw consultNotFound();
  return row;
}

/** One step of the history, in the transaction of the change itself. */
export async function recordEvent(
  tx: Tx,
  consultationId: string,
  action: ConsultEventAction,
  actorId: string | null,
  extra: { handlerId?: string | null; note?: string | null; changes?: Record<string, [unknown, unknown]> } = {},
): Promise<void> {
  await tx.insert(consultationEvents).values({
    consultationId,
    action,
    actorId,
    handlerId: extra.handlerId ?? null,
    note: extra.note || null,
    changes: extra.changes ?? null,
  });
}

/** A question's history for staff, newest first, with who acted and to whom it went. */
export async function historyOf(db: Db, consultationId: string): Promise<ConsultEvent[]> {
  const actor = alias(users, 'actor');
  const handler = alias(users, 'handler');
  const rows = await db
    .select({ event: consultationEvents, actorName: actor.name, handlerName: handler.name })
    .from(consultationEvents)
    .leftJoin(actor, eq(actor.id, consultationEvents.actorId))
    .leftJoin(handler, eq(handler.id, consultationEvents.handlerId))
    .where(eq(consultationEvents.consultationId, consultationId))
    .orderBy(desc(consultationEvents.at), desc(consultationEvents.id));
  return rows.map(({ event, actorName, handlerName }) => ({
    id: event.id,
    action: event.action,
    at: event.at.toISOString(),
    actorName,
    handlerName,
    note: event.note,
    changes: event.changes,
  }));
}

/** The files of each question, in the order they were attached. */
export async function filesOf(db: Db, ids: readonly string[]): Promise<Map<string, ConsultationFileRow[]>> {
  const byQuestion = new Map<string, ConsultationFileRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byQuestion;
  const rows = await db
    .select()
    .from(consultationFiles)
    .where(inArray(consultationFiles.consultationId, [...ids]))
    .orderBy(asc(consultationFiles.createdAt), asc(consultationFiles.name));
  for (const row of rows) byQuestion.get(row.consultationId)?.push(row);
  return byQuestion;
}

/** One file of one question (404 otherwise): what a staff download may read. */
export async function fileOf(db: Db, consultationId: string, fileId: string): Promise<ConsultationFileRow> {
  const [row] = await db
    .select()
    .from(consultationFiles)
    .where(and(eq(consultationFiles.id, fileId), eq(consultationFiles.consultationId, consultationId)));
  if (!row) throw new AppError(Code.NOT_FOUND, 'error.fileNotFound');
  return row;
}
