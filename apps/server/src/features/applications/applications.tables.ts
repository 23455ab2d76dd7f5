import type { ApplicationData, ApplicationKindKey, ApplicationStatus, EventAction } from '@cityip/contracts';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';

/**
 * Online applications (issue 6), one row per submission of any kind. Rows outlive a closed
 * account (the applicant row is kept, anonymised), since the law keeps the record of a public
 * service.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `YYYYMMDD` + daily sequence in the city's calendar (application_receipt_counters). */
    receiptNo: text('receipt_no').notNull().unique(),
    kind: text('kind').$type<ApplicationKindKey>().notNull(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<ApplicationStatus>().notNull().default('submitted'),
    /** The form data, validated by the kind's schema (`applicationDataSchema`). */
    data: jsonb('data').$type<ApplicationData>().notNull(),
    /** The kind's title field, copied for lists and keyword search. */
    title: text('title').notNull().default(''),
    /** A pre-examination request: the applicant's completed filing it was made under. */
    parentId: uuid('parent_id').references((): AnyPgColumn => applications.id),
    /** The client's key of this submission: a retry with the same key gets this row back. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it reached a final state (completed or rejected): handling time ends here. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Submission + the kind's due days; unanswered after it is overdue. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('applications_idempotency_key').on(table.applicantId, table.idempotencyKey),
    index('applications_kind_submitted_idx').on(table.kind, table.submittedAt),
    index('applications_applicant_idx').on(table.applicantId, table.submittedAt),
    index('applications_status_idx').on(table.status, table.dueAt),
  ],
);
export type ApplicationRow = typeof applications.$inferSelect;

/** The history of an application: every status change and assignment, who made it and why. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    action: text('action').$type<EventAction>().notNull(),
    fromStatus: text('from_status').$type<ApplicationStatus>(),
    toStatus: text('to_status').$type<ApplicationStatus>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_events_application_idx').on(table.applicationId, table.createdAt)],
);
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;

/** A half-filled form, one per user and kind, restored when the form opens again. */
export const applicationDrafts = pgTable(
  'application_drafts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ApplicationKindKey>().notNull(),
    data: jsonb('data').$type<ApplicationData>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * The last receipt sequence of each day. Incremented with an upsert in the submitting
 * transaction, so concurrent submissions (on any number of instances) get distinct numbers and a
 * rolled-back submission gives its number back.
 */
export const applicationReceiptCounters = pgTable('application_receipt_counters', {
  /** `YYYYMMDD` in the city's time zone. */
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});
