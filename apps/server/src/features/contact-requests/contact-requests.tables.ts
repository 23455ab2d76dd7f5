import type { ContactTarget } from '@cityip/contracts';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';

/**
 * Contact requests sent through the platform to an expert or a demand's company (issue 24). The
 * log of who asked whom: the rate limit counts these rows, staff read them, and the mail that
 * delivered one goes through the outbox. The requester's own contact is what they chose to give.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetKind: text('target_kind').$type<ContactTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
    /** Null for a visitor who passed the captcha. */
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    requesterName: text('requester_name').notNull(),
    requesterContact: text('requester_contact').notNull(),
    /** The visitor's address, for the per-address limit of visitors. */
    requesterIp: text('requester_ip'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_requests_target_idx').on(table.targetKind, table.targetId, table.createdAt),
    index('contact_requests_requester_idx').on(table.requesterId, table.createdAt),
    index('contact_requests_created_idx').on(table.createdAt),
  ],
);
export type ContactRequestRow = typeof contactRequests.$inferSelect;
