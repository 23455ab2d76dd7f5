import {
  type AdminConsultDetail,
  type AdminConsultQuery,
  type AdminConsultSummary,
  type ConsultHandler,
  type Page,
  zonedInstant,
} from '@cityip/contracts';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { users } from '../accounts/accounts.tables.js';
import { loadWorkdayCalendar } from '../workdays/workdays.public.js';
import { deadlineStateOf, dueSoonBefore, OPEN_STATUSES } from './consultation-deadlines.js';
import { consultNotFound, filesOf, historyOf } from './consultations.service.js';
import { consultations, faqs } from './consultations.tables.js';
import { publicWordingOf, toAdminSummary, toFile } from './consultations.view.js';

const handler = alias(users, 'handler');
const open = inArray(consultations.status, [...OPEN_STATUSES]);

/** The queue's filters as one condition; the dates are the city's days of receipt. */
function queueCondition(query: AdminConsultQuery, now: Date, soonBefore: Date, timeZone: string): SQL | undefined {
  const keyword = query.keyword ? containsPattern(query.keyword) : undefined;
  return and(
    query.status ? eq(consultations.status, query.status) : undefined,
    query.category ? eq(consultations.category, query.category) : undefined,
    query.handler === 'none' ? isNull(consultations.handlerId) : undefined,
    query.handler && query.handler !== 'none' ? eq(consultations.handlerId, query.handler) : undefined,
    query.deadline === 'overdue' ? and(open, lte(consultations.dueAt, now)) : undefined,
    query.deadline === 'dueSoon'
      ? and(open, gt(consultations.dueAt, now), lte(consultations.dueAt, soonBefore))
      : undefined,
    keyword
      ? or(
          ilike(consultations.queryNo, keyword),
          ilike(consultations.title, keyword),
          ilike(consultations.question, keyword),
          ilike(consultations.askerName, keyword),
        )
      : undefined,
    query.from ? gte(consultations.receivedAt, zonedInstant(query.from, 0, timeZone)) : undefined,
    query.to ? lt(consultations.receivedAt, zonedInstant(query.to, 24 * 60, timeZone)) : undefined,
  );
}

/**
 * The staff queue: open questions first, the earliest due on top (what needs an answer soonest),
 * then the answered and closed ones, latest due first.
 */
export async function listQueue(app: FastifyInstance, query: AdminConsultQuery): Promise<Page<AdminConsultSummary>> {
  const { timeZone } = app.config.cityProfile;
  const now = new Date();
  const soonBefore = dueSoonBefore(await loadWorkdayCalendar(app.db), now, timeZone);
  const where = queueCondition(query, now, soonBefore, timeZone);
  const rows = await app.db
    .select({ row: consultations, handlerName: handler.name })
    .from(consultations)
    .leftJoin(handler, eq(handler.id, consultations.handlerId))
    .where(where)
    .orderBy(desc(open), asc(consultations.dueAt), asc(consultations.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await app.db.select({ total: count() }).from(consultations).where(where);
  return {
    items: rows.map(({ row, handlerName }) =>
      toAdminSummary(row, handlerName, deadlineStateOf(row, now, soonBefore), timeZone),
    ),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A question with everything staff need: the asker's contact unsealed, the files, the history. */
export async function queueDetail(app: FastifyInstance, id: string): Promise<AdminConsultDetail> {
  const { timeZone } = app.config.cityProfile;
  const replier = alias(users, 'replier');
  const [found] = await app.db
    .select({ row: consultations, handlerName: handler.name, repliedByName: replier.name })
    .from(consultations)
    .leftJoin(handler, eq(handler.id, consultations.handlerId))
    .leftJoin(replier, eq(replier.id, consultations.repliedBy))
    .where(eq(consultations.id, id));
  if (!found) throw consultNotFound();
  const { row } = found;
  const now = new Date();
  const soonBefore = dueSoonBefore(await loadWorkdayCalendar(app.db), now, timeZone);
  const madeFaqs = await app.db.select({ id: faqs.id }).from(faqs).where(eq(faqs.sourceConsultationId, id));
  const wording = publicWordingOf(row);
  return {
    ...toAdminSummary(row, found.handlerName, deadlineStateOf(row, now, soonBefore), timeZone),
    question: row.question,
    publicTitle: wording.title,
    publicQuestion: wording.question,
    reply: row.reply,
    repliedByName: found.repliedByName,
    rejectReason: row.rejectReason,
    contactChannel: row.contactChannel,
    contact: app.secrets.open(row.contactSealed),
    locale: row.locale,
    files: ((await filesOf(app.db, [id])).get(id) ?? []).map(toFile),
    faqIds: madeFaqs.map((faq) => faq.id),
    events: await historyOf(app.db, id),
  };
}

/** Who may handle questions: enabled, undeleted bus (operations) and admin accounts, by name. */
export async function listHandlers(db: Db): Promise<ConsultHandler[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(handlerCondition())
    .orderBy(asc(users.name), asc(users.id));
}

export function handlerCondition(id?: string): SQL | undefined {
  return and(
    id ? eq(users.id, id) : undefined,
    inArray(users.role, ['bus', 'admin']),
    eq(users.status, 'enabled'),
    isNull(users.deletedAt),
  );
}
