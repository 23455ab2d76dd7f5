import { and, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadWorkdayCalendar } from '../workdays/workdays.public.js';
import { dueSoonBefore, isReminderDay, OPEN_STATUSES } from './consultation-deadlines.js';
import { tellHandler } from './consultation-mail.js';
import { recordEvent } from './consultations.service.js';
import { consultations } from './consultations.tables.js';

/**
 * Reminds each handler, on the working day before the due date, of the open questions they have
 * not answered (called by the housekeeping loop). The questions are claimed by one
 * `UPDATE … WHERE reminded_at IS NULL RETURNING`: of two instances running it at once, the second
 * waits for the first's row locks and then finds them claimed, so no reminder goes out twice.
 * The mails go into the outbox in the same transaction. Returns how many were reminded.
 */
export async function sendConsultReminders(app: FastifyInstance, now = new Date()): Promise<number> {
  const { timeZone } = app.config.cityProfile;
  const calendar = await loadWorkdayCalendar(app.db);
  if (!isReminderDay(calendar, now, timeZone)) return 0;
  const soonBefore = dueSoonBefore(calendar, now, timeZone);
  return app.db.transaction(async (tx) => {
    const claimed = await tx
      .update(consultations)
      .set({ remindedAt: now })
      .where(
        and(
          inArray(consultations.status, [...OPEN_STATUSES]),
          isNotNull(consultations.handlerId),
          isNull(consultations.remindedAt),
          gt(consultations.dueAt, now),
          lte(consultations.dueAt, soonBefore),
        ),
      )
      .returning();
    for (const row of claimed) {
      if (!row.handlerId) continue;
      await tellHandler(app, tx, row, row.handlerId, { kind: 'reminder' });
      await recordEvent(tx, row.id, 'reminded', null, { handlerId: row.handlerId });
    }
    return claimed.length;
  });
}
