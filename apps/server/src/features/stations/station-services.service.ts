import {
  Code,
  STATION_SERVICE_CATALOGUE_MAX,
  type StationService,
  type StationServiceInputSchema,
} from '@cityip/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { invalidateHomeCache } from '../home/home-cache.js';
import { type StationServiceRow, stationServiceLinks, stationServices, stations } from './stations.tables.js';

/** A catalogue entry as the editor sends it, after validation. */
export type ValidStationServiceInput = z.output<typeof StationServiceInputSchema>;

const notFound = () => new AppError(Code.NOT_FOUND, 'error.stationServiceNotFound');

/** The catalogue's order everywhere: the editor's order, then name. */
export const SERVICE_ORDER = [asc(stationServices.sortOrder), asc(stationServices.name), asc(stationServices.id)];

function toService(row: StationServiceRow, stationCount: number): StationService {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    stationCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The service catalogue with how many outlets offer each: every entry and outlet for the back
 * office; for the front site only enabled services, counted over enabled outlets.
 */
export async function listStationServices(db: Db, scope: 'all' | 'public'): Promise<StationService[]> {
  const isPublic = scope === 'public';
  const counted = db
    .select({ serviceId: stationServiceLinks.serviceId, total: count().as('total') })
    .from(stationServiceLinks)
    .innerJoin(stations, eq(stations.id, stationServiceLinks.stationId))
    .where(isPublic ? eq(stations.enabled, true) : undefined)
    .groupBy(stationServiceLinks.serviceId)
    .as('counted');
  const rows = await db
    .select({ service: stationServices, total: sql<number>`coalesce(${counted.total}, 0)`.mapWith(Number) })
    .from(stationServices)
    .leftJoin(counted, eq(counted.serviceId, stationServices.id))
    .where(isPublic ? eq(stationServices.enabled, true) : undefined)
    .orderBy(...SERVICE_ORDER);
  return rows.map((row) => toService(row.service, row.total));
}

async function stationCountOf(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(stationServiceLinks)
    .where(eq(stationServiceLinks.serviceId, id));
  return row?.total ?? 0;
}

/**
 * Adds a service to the catalogue; 409 once it holds STATION_SERVICE_CATALOGUE_MAX entries, the
 * most its lists carry. Counted under a lock, so two additions at once cannot both pass the limit.
 */
export async function createStationService(db: Db, input: ValidStationServiceInput): Promise<StationService> {
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('station-services'))`);
    const [entries] = await tx.select({ total: count() }).from(stationServices);
    if ((entries?.total ?? 0) >= STATION_SERVICE_CATALOGUE_MAX) {
      throw new AppError(Code.CONFLICT, 'validation.tooMany');
    }
    const [inserted] = await tx.insert(stationServices).values(input).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  });
  invalidateHomeCache(db);
  return toService(row, 0);
}

/** Replaces a catalogue entry; outlets offering it show the new name at once. */
export async function updateStationService(
  db: Db,
  id: string,
  input: ValidStationServiceInput,
): Promise<StationService> {
  const [row] = await db
    .update(stationServices)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(stationServices.id, id))
    .returning();
  if (!row) throw notFound();
  invalidateHomeCache(db);
  return toService(row, await stationCountOf(db, id));
}

/** Deletes a catalogue entry unless an outlet offers it (409 with how many do). */
export async function deleteStationService(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ total: count() })
      .from(stationServiceLinks)
      .where(eq(stationServiceLinks.serviceId, id));
    if (used && used.total > 0) throw new AppError(Code.CONFLICT, 'error.stationServiceInUse', { count: used.total });
    const deleted = await tx
      .delete(stationServices)
      .where(eq(stationServices.id, id))
      .returning({ id: stationServices.id });
    if (!deleted.length) throw notFound();
  });
  invalidateHomeCache(db);
}
