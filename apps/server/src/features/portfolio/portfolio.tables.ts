import type { DeadlineKind, PortfolioClaimStatus } from '@cityip/contracts';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';
import { patents } from '../patents/patents.tables.js';

/**
 * A patent a company added to its portfolio by number (issue 26): staff confirm that it is the
 * company's (an assignment, a name change, a subsidiary) or reject it with a reason. A rejected
 * claim may be added again, which puts it back in the queue.
 */
export const portfolioClaims = pgTable(
  'portfolio_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patentId: integer('patent_id')
      .notNull()
      .references(() => patents.id, { onDelete: 'cascade' }),
    /** The authenticated company name when it was added, for staff to compare with the applicants. */
    companyName: text('company_name').notNull(),
    /** The number as the company typed it. */
    number: text('number').notNull(),
    status: text('status').$type<PortfolioClaimStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Added by the demo seed (fictional demo data), not by the company. */
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    uniqueIndex('portfolio_claims_user_patent_idx').on(t.userId, t.patentId),
    index('portfolio_claims_status_idx').on(t.status, t.createdAt),
  ],
);
export type PortfolioClaimRow = typeof portfolioClaims.$inferSelect;

/** An account's portfolio settings; an account without a row gets the reminders. */
export const portfolioSettings = pgTable('portfolio_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminders: boolean('reminders').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every reminder mailed: one row per company, patent, deadline and reminder step, written in the
 * transaction that queues the mail, so a retried or doubled run never sends one twice. The
 * company is part of the key because joint applicants each keep their own portfolio.
 */
export const portfolioRemindersSent = pgTable(
  'portfolio_reminders_sent',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patentId: integer('patent_id')
      .notNull()
      .references(() => patents.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DeadlineKind>().notNull(),
    deadline: date('deadline').notNull(),
    /** Days before the deadline (90, 30 or 7). */
    offsetDays: smallint('offset_days').notNull(),
    /** The city's day of the run that sent it. */
    sentOn: date('sent_on').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.patentId, t.kind, t.deadline, t.offsetDays] })],
);

/**
 * The days whose reminder run was queued: the instance that inserts a day queues its run in the
 * same transaction, so of several instances exactly one does.
 */
export const portfolioReminderDays = pgTable('portfolio_reminder_days', {
  day: date('day').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});
