import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CodeChannel, CodePurpose } from './verification-codes.js';

/**
 * Emailed and texted verification codes, one row per send. The code itself is never stored: only
 * a hash salted with the row id. Rows also count the sends per address and per IP for the limits,
 * so a row stays (used or not) until it is an hour old and no limit looks at it any more.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    channel: text('channel').$type<CodeChannel>().notNull(),
    /** sha256 of the lower-case email or of the phone number: never the address itself. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    /** Wrong tries so far; at VERIFICATION_CODE.maxTries the code is dead. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verification_codes_target_idx').on(table.target, table.createdAt),
    index('verification_codes_ip_idx').on(table.ip, table.createdAt),
    index('verification_codes_created_idx').on(table.createdAt),
  ],
);
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
