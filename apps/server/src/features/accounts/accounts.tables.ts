import type { AccountRole } from '@cityip/contracts';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Registered accounts (the visitor account is configuration, not a row). Emails are stored lower-case. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  phone: text('phone'),
  organization: text('organization'),
  role: text('role').$type<AccountRole>().notNull(),
  status: text('status').$type<'enabled' | 'disabled'>().notNull().default('enabled'),
  passwordHash: text('password_hash').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;
