import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';

/**
 * A staff account's TOTP authenticator (security case 3). The secret is sealed with the secret
 * box (DATA_ENCRYPTION_KEY), so a copy of the database alone cannot mint codes.
 */
export const staffTotp = pgTable('staff_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  /** Null while the enrolment waits for its first code: an unconfirmed secret signs nobody in. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last time step (unix seconds / 30) a code was accepted for: that step and older never work again. */
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time recovery codes of a staff account, stored as sha-256 hashes: each code carries 80
 * random bits, far beyond what an offline search can cover, so a slow password hash would add
 * nothing but latency.
 */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_recovery_codes_user_id_idx').on(table.userId)],
);
