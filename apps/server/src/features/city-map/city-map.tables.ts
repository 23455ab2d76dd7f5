import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Per-district IP figures by year, for the district map (`/system/mapStatistics`). One row per district and year. */
export const mapFigures = pgTable(
  'map_figures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** District code of the city profile. */
    district: text('district').notNull(),
    year: integer('year').notNull(),
    patentApplications: integer('patent_applications').notNull(),
    patentGrants: integer('patent_grants').notNull(),
    inventionGrants: integer('invention_grants').notNull(),
    validInventionPatents: integer('valid_invention_patents').notNull(),
    pctApplications: integer('pct_applications').notNull(),
    trademarkRegistrations: integer('trademark_registrations').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('map_figures_district_year_idx').on(table.district, table.year)],
);
export type MapFigureRow = typeof mapFigures.$inferSelect;
