import type { FileRef, LinkGroup, PlatformLinkKey } from '@cityip/contracts';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Jump links: friendly links, government sites and the external platforms of the top menu. */
export const links = pgTable('links', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  group: text('group').$type<LinkGroup>().notNull(),
  menuKey: text('menu_key').$type<PlatformLinkKey>(),
  icon: jsonb('icon').$type<FileRef>(),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type LinkRow = typeof links.$inferSelect;
