import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';

/**
 * Which local account an identity at an OpenID provider signs in to: one row per (issuer,
 * subject), the stable identifier pair the OpenID Connect specification guarantees (an email can
 * change at the provider, the subject cannot).
 */
export const ssoLinks = pgTable(
  'sso_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The provider's email when the link was made, for the record. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sso_links_issuer_subject_idx').on(table.issuer, table.subject),
    index('sso_links_user_id_idx').on(table.userId),
  ],
);

/**
 * Started SSO logins: the state (stored hashed), the nonce and the PKCE verifier of one
 * authorization request. Single use (deleted when the provider's answer comes back), 10 minutes.
 */
export const ssoStates = pgTable('sso_states', {
  stateHash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A provider identity waiting to be linked to the existing account with its email, once the
 * person gives that account's password. The ticket is stored hashed; it allows a few attempts.
 */
export const ssoLinkTickets = pgTable('sso_link_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull(),
  email: text('email').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
