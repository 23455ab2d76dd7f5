import type {
  ApplicationKindKey,
  BadReviewReason,
  EvaluationLevel,
  EvaluationTarget,
  FollowUpAnswer,
  RectificationOutcome,
  RectificationStatus,
} from '@cityip/contracts';
import { index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';

/**
 * 好差评 reviews (issue 25): a completed application, a consultation reply or a service outlet,
 * rated on the five levels. `target_id` is the application, the consultation or the outlet;
 * `service` is the application's kind (the per-service satisfaction groups by it). `once_key` makes
 * "once" a database rule: `application:<id>`, `consultation:<id>`, and per user, outlet and month
 * `outlet:<station>:<user>:<YYYY-MM>`. A visitor rates a consultation reply through the question's
 * look-up, so `user_id` may be null.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    target: text('target').$type<EvaluationTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
    service: text('service').$type<ApplicationKindKey>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    onceKey: text('once_key').notNull(),
    level: smallint('level').$type<EvaluationLevel>().notNull(),
    reasons: jsonb('reasons').$type<BadReviewReason[]>().notNull().default([]),
    comment: text('comment').notNull().default(''),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('evaluations_once_idx').on(table.onceKey),
    index('evaluations_target_idx').on(table.target, table.targetId),
    index('evaluations_created_idx').on(table.createdAt),
    index('evaluations_user_idx').on(table.userId, table.createdAt),
  ],
);
export type EvaluationRow = typeof evaluations.$inferSelect;
export type NewEvaluationRow = typeof evaluations.$inferInsert;

/**
 * The rectification case a bad review (不满意, 非常不满意) opens: staff verify the complaint, then
 * rectify or explain before `due_at` (the rectification limit in working days); the citizen reads
 * the answer and says whether it resolved the problem (回访).
 */
export const rectifications = pgTable(
  'rectifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    status: text('status').$type<RectificationStatus>().notNull().default('open'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    handlerId: uuid('handler_id').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifyNote: text('verify_note'),
    outcome: text('outcome').$type<RectificationOutcome>(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    followUp: text('follow_up').$type<FollowUpAnswer>(),
    followUpNote: text('follow_up_note'),
    followUpAt: timestamp('follow_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rectifications_evaluation_idx').on(table.evaluationId),
    index('rectifications_status_due_idx').on(table.status, table.dueAt),
  ],
);
export type RectificationRow = typeof rectifications.$inferSelect;
