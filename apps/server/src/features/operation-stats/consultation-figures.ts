import type { ConsultFiguresMonth, OperationHeadline } from '@cityip/contracts';
import { and, count, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { consultFiguresFor } from '../consultations/consultation-figures.js';
import { consultations } from '../consultations/consultations.tables.js';
import type { Period } from './period.js';

type ConsultHeadline = Pick<
  OperationHeadline,
  'consultReceived' | 'consultReplied' | 'consultRepliedOnTime' | 'consultOverdue' | 'consultAverageWorkingDays'
>;

/**
 * Public consultation of the period (issue 25): the monthly figures exactly as the site publishes
 * them (one counting rule for both), and the questions open now past their deadline. That count
 * reads the consultations table directly, as application-figures.ts reads applications: it is one
 * aggregate over the table this screen exists to watch, and a service call per figure would only
 * hide the query.
 */
export async function consultationFigures(
  db: Db,
  period: Period,
  months: readonly string[],
  now: Date,
): Promise<{ months: ConsultFiguresMonth[]; headline: ConsultHeadline }> {
  const [{ months: byMonth, total }, [overdue]] = await Promise.all([
    consultFiguresFor(db, period, months),
    db
      .select({ count: count() })
      .from(consultations)
      .where(and(inArray(consultations.status, ['received', 'assigned']), lt(consultations.dueAt, now))),
  ]);
  return {
    months: byMonth,
    headline: {
      consultReceived: total.received,
      consultReplied: total.replied,
      consultRepliedOnTime: total.repliedOnTime,
      consultOverdue: overdue?.count ?? 0,
      consultAverageWorkingDays: total.averageWorkingDays,
    },
  };
}
