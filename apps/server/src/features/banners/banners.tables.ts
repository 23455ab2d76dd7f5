import type { FileRef } from '@cityip/contracts';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Home banners with their display window. */
export const banners = pgTable('banners', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  image: jsonb('image').$type<FileRef>().notNull(),
  linkType: text('link_type').$type<'none' | 'route' | 'link'>().notNull().default('none'),
  linkTarget: text('link_target').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  startAt: timestamp('start_at', { withTimezone: true }),
  endAt: timestamp('end_at', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BannerRow = typeof banners.$inferSelect;
