import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';

/**
 * Single-use tickets a staff member with an expired password gets from a correct login
 * (security case 2): the ticket allows setting a new password and nothing else. Stored as
 * sha256 hashes like session tokens; deleted when used.
 */
export const passwordChangeTickets = pgTable('password_change_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
