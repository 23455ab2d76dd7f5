import type { ClosurePeriod, FileRef, OpeningSchedule, StationKind } from '@cityip/contracts';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** The services outlets may offer (`/system/serviceStation`); the front site filters outlets by them. */
export const stationServices = pgTable('station_services', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type StationServiceRow = typeof stationServices.$inferSelect;

/** Service outlets: where to get IP services in person, with their place on the district map. */
export const stations = pgTable(
  'stations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').$type<StationKind>().notNull(),
    /** District code of the city profile. */
    district: text('district').notNull(),
    address: text('address').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    phone: text('phone').notNull(),
    /** Weekly hours in the city's time zone (opening-hours.ts). */
    hours: jsonb('hours').$type<OpeningSchedule>().notNull(),
    closures: jsonb('closures').$type<ClosurePeriod[]>().notNull().default([]),
    hoursNote: text('hours_note').notNull().default(''),
    photos: jsonb('photos').$type<FileRef[]>().notNull().default([]),
    contactPerson: text('contact_person').notNull().default(''),
    directions: text('directions').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stations_district_idx').on(table.district)],
);
export type StationRow = typeof stations.$inferSelect;

/**
 * Which outlet offers which service, in the order the editor listed them. A service in use cannot
 * be deleted (the outlet would silently lose it); deleting an outlet drops its rows.
 */
export const stationServiceLinks = pgTable(
  'station_service_links',
  {
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => stationServices.id),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.stationId, table.serviceId] }),
    index('station_service_links_service_idx').on(table.serviceId),
  ],
);
