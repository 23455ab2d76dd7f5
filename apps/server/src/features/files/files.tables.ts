import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Stored files, named by the SHA-256 of their content (the same upload is kept once). */
export const files = pgTable('files', {
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which content uses which file. A file with no reference left is deleted with its bytes; a fresh
 * upload without references yet is kept for a day so an editor can still save the form using it.
 */
export const fileRefs = pgTable(
  'file_refs',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    ownerType: text('owner_type').notNull(),
    ownerId: text('owner_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fileId, table.ownerType, table.ownerId] }),
    index('file_refs_owner_idx').on(table.ownerType, table.ownerId),
  ],
);
