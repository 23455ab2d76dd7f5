import type { StatHistoryAction, StatIndicator } from '@cityip/contracts';
import { index, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * City IP statistics: one figure per indicator, district and period. `district` null is the whole
 * city (non-additive indicators only: the city's additive figures are the districts' sum and are
 * never stored); `month` null is the whole year. NULLS NOT DISTINCT (PostgreSQL 15) makes the
 * city-wide and whole-year keys unique too.
 */
export const statFigures = pgTable(
  'stat_figures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    indicator: text('indicator').$type<StatIndicator>().notNull(),
    district: text('district'),
    year: integer('year').notNull(),
    month: integer('month'),
    value: numeric('value', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    updatedBy: text('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('stat_figures_period_key').on(table.indicator, table.district, table.year, table.month).nullsNotDistinct(),
    index('stat_figures_year_idx').on(table.year, table.indicator),
  ],
);
export type StatFigureRow = typeof statFigures.$inferSelect;
export type NewStatFigureRow = typeof statFigures.$inferInsert;

/**
 * Every change to a figure, with the figure's key copied in so the entry outlives a deletion. The
 * operation log says who called which endpoint; this says which figure changed from what to what.
 */
export const statFigureHistory = pgTable(
  'stat_figure_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    figureId: uuid('figure_id').notNull(),
    indicator: text('indicator').$type<StatIndicator>().notNull(),
    district: text('district'),
    year: integer('year').notNull(),
    month: integer('month'),
    action: text('action').$type<StatHistoryAction>().notNull(),
    source: text('source').$type<'form' | 'import'>().notNull(),
    oldValue: numeric('old_value', { precision: 16, scale: 2, mode: 'number' }),
    newValue: numeric('new_value', { precision: 16, scale: 2, mode: 'number' }),
    oldNote: text('old_note'),
    newNote: text('new_note'),
    userId: uuid('user_id'),
    email: text('email'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stat_figure_history_figure_idx').on(table.figureId, table.at),
    index('stat_figure_history_at_idx').on(table.at),
  ],
);
export type StatHistoryRow = typeof statFigureHistory.$inferSelect;
export type NewStatHistoryRow = typeof statFigureHistory.$inferInsert;
