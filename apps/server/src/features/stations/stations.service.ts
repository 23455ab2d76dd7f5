import {
  Code,
  type Locale,
  type Page,
  PUBLIC_STATIONS_MAX,
  type PublicStationQuerySchema,
  type Station,
  type StationInputSchema,
  type StationListQuerySchema,
  type StationServiceRef,
  type StationSummary,
} from '@cityip/contracts';
import { and, asc, count, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isInsideDistrict, requireDistrict } from '../../city/districts.js';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { collectUnusedFiles, setFileRefs } from '../files/files.service.js';
import { invalidateHomeCache } from '../home/home-cache.js';
import { type StationRow, stationServiceLinks, stationServices, stations } from './stations.tables.js';

/** An outlet as the editor sends it, after validation. */
export type ValidStationInput = z.output<typeof StationInputSchema>;
type StationListQuery = z.output<typeof StationListQuerySchema>;
type PublicStationQuery = z.output<typeof PublicStationQuerySchema>;

/** Who reads: the back office sees everything, the front site enabled outlets and services only. */
type Scope = 'all' | 'public';

const notFound = () => new AppError(Code.NOT_FOUND, 'error.stationNotFound');
/** The order of every outlet list: the editor's order, then name. */
const STATION_ORDER = [asc(stations.sortOrder), asc(stations.name), asc(stations.id)];

/** The services of each outlet, in the order the editor listed them. */
async function servicesOf(db: Db | Tx, ids: string[], scope: Scope): Promise<Map<string, StationServiceRef[]>> {
  const result = new Map<string, StationServiceRef[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .select({ stationId: stationServiceLinks.stationId, id: stationServices.id, name: stationServices.name })
    .from(stationServiceLinks)
    .innerJoin(stationServices, eq(stationServices.id, stationServiceLinks.serviceId))
    .where(
      and(
        inArray(stationServiceLinks.stationId, ids),
        scope === 'public' ? eq(stationServices.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(stationServiceLinks.position));
  for (const row of rows) result.get(row.stationId)?.push({ id: row.id, name: row.name });
  return result;
}

function toSummary(row: StationRow, services: StationServiceRef[]): StationSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    district: row.district,
    address: row.address,
    longitude: row.longitude,
    latitude: row.latitude,
    phone: row.phone,
    hours: row.hours,
    closures: row.closures,
    hoursNote: row.hoursNote,
    services,
    photo: row.photos[0] ?? null,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toStation(row: StationRow, services: StationServiceRef[]): Station {
  return {
    ...toSummary(row, services),
    photos: row.photos,
    contactPerson: row.contactPerson,
    directions: row.directions,
    introduction: row.introduction,
  };
}

async function toSummaries(db: Db | Tx, rows: StationRow[], scope: Scope): Promise<StationSummary[]> {
  const services = await servicesOf(
    db,
    rows.map((row) => row.id),
    scope,
  );
  return rows.map((row) => toSummary(row, services.get(row.id) ?? []));
}

/** Outlets offering the service. */
const offers = (db: Db, serviceId: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(stationServiceLinks)
      .where(and(eq(stationServiceLinks.stationId, stations.id), eq(stationServiceLinks.serviceId, serviceId))),
  );

/** Back-office list: keyword in name or address, district, kind, service, enabled; one page. */
export async function listStations(db: Db, query: StationListQuery): Promise<Page<StationSummary>> {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    pattern ? or(sql`${stations.name} ilike ${pattern}`, sql`${stations.address} ilike ${pattern}`) : undefined,
    query.district ? eq(stations.district, query.district) : undefined,
    query.kind ? eq(stations.kind, query.kind) : undefined,
    query.serviceId ? offers(db, query.serviceId) : undefined,
    query.enabled ? eq(stations.enabled, query.enabled === 'true') : undefined,
  );
  const rows = await db
    .select()
    .from(stations)
    .where(where)
    .orderBy(...STATION_ORDER)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(stations).where(where);
  return {
    items: await toSummaries(db, rows, 'all'),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Enabled outlets matching the front site's filters (all of them, for the map, unless `limit` says fewer). */
export async function listPublicStations(
  db: Db,
  query: PublicStationQuery,
  limit = PUBLIC_STATIONS_MAX,
): Promise<StationSummary[]> {
  const rows = await db
    .select()
    .from(stations)
    .where(publicWhere(db, query))
    .orderBy(...STATION_ORDER)
    .limit(limit);
  return toSummaries(db, rows, 'public');
}

function publicWhere(db: Db, query: PublicStationQuery): SQL | undefined {
  return and(
    eq(stations.enabled, true),
    query.district ? eq(stations.district, query.district) : undefined,
    query.serviceId ? offers(db, query.serviceId) : undefined,
  );
}

/** Enabled outlets per district code. */
export async function countPublicStationsByDistrict(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ district: stations.district, total: count() })
    .from(stations)
    .where(eq(stations.enabled, true))
    .groupBy(stations.district);
  return Object.fromEntries(rows.map((row) => [row.district, row.total]));
}

/** One outlet: any for the back office, only an enabled one for the front site (404 otherwise). */
export async function getStation(db: Db, id: string, scope: Scope): Promise<Station> {
  const [row] = await db
    .select()
    .from(stations)
    .where(and(eq(stations.id, id), scope === 'public' ? eq(stations.enabled, true) : undefined));
  if (!row) throw notFound();
  const services = await servicesOf(db, [id], scope);
  return toStation(row, services.get(id) ?? []);
}

/**
 * What the configuration and the catalogue must confirm before an outlet is written: a district
 * of the city, a point inside it on the map, and services that exist. Each refusal names its field.
 */
async function checkInput(tx: Tx, config: Config, locale: Locale, input: ValidStationInput): Promise<void> {
  requireDistrict(config, locale, input.district);
  if (!isInsideDistrict(config, input.district, [input.longitude, input.latitude])) {
    throw fieldRefusal(locale, [{ field: 'longitude', message: 'validation.outsideDistrict' }]);
  }
  const wanted = [...new Set(input.serviceIds)];
  const known = await tx
    .select({ id: stationServices.id })
    .from(stationServices)
    .where(inArray(stationServices.id, wanted));
  if (known.length !== wanted.length)
    throw fieldRefusal(locale, [{ field: 'serviceIds', message: 'validation.stationService' }]);
}

/** Makes the outlet's services exactly the input's, in its order, and records its photos as used. */
async function writeRelations(tx: Tx, id: string, input: ValidStationInput): Promise<void> {
  await tx.delete(stationServiceLinks).where(eq(stationServiceLinks.stationId, id));
  const serviceIds = [...new Set(input.serviceIds)];
  await tx
    .insert(stationServiceLinks)
    .values(serviceIds.map((serviceId, position) => ({ stationId: id, serviceId, position })));
  await setFileRefs(
    tx,
    'station',
    id,
    input.photos.map((photo) => photo.id),
  );
}

function toColumns(input: ValidStationInput) {
  const { serviceIds: _services, ...columns } = input;
  return columns;
}

/** Creates an outlet. */
export async function createStation(db: Db, config: Config, locale: Locale, input: ValidStationInput) {
  const station = await db.transaction(async (tx) => {
    await checkInput(tx, config, locale, input);
    const [row] = await tx.insert(stations).values(toColumns(input)).returning();
    if (!row) throw new Error('insert returned no row');
    await writeRelations(tx, row.id, input);
    return toStation(row, (await servicesOf(tx, [row.id], 'all')).get(row.id) ?? []);
  });
  invalidateHomeCache(db);
  return station;
}

/** Replaces an outlet; photos it no longer shows are released. */
export async function updateStation(
  db: Db,
  storage: FileStorage,
  config: Config,
  locale: Locale,
  id: string,
  input: ValidStationInput,
): Promise<Station> {
  const station = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: stations.id }).from(stations).where(eq(stations.id, id));
    if (!existing) throw notFound();
    await checkInput(tx, config, locale, input);
    const [row] = await tx
      .update(stations)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(eq(stations.id, id))
      .returning();
    if (!row) throw notFound();
    await writeRelations(tx, id, input);
    return toStation(row, (await servicesOf(tx, [id], 'all')).get(id) ?? []);
  });
  invalidateHomeCache(db);
  await collectUnusedFiles(db, storage);
  return station;
}

/** Deletes an outlet with its service list; its photos are released. */
export async function deleteStation(db: Db, storage: FileStorage, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(stations).where(eq(stations.id, id)).returning({ id: stations.id });
    if (!deleted.length) throw notFound();
    await setFileRefs(tx, 'station', id, []);
  });
  invalidateHomeCache(db);
  await collectUnusedFiles(db, storage);
}
