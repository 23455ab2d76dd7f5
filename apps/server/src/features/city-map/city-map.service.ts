import {
  Code,
  type DistrictDetail,
  type Locale,
  type MapFigure,
  type MapFigureInputSchema,
  type MapFigureListQuerySchema,
  type MapYearFigures,
  type Page,
} from '@cityip/contracts';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { findDistrict, requireDistrict } from '../../city/districts.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { countPublicStationsByDistrict, listPublicStations } from '../stations/stations.service.js';
import { type MapFigureRow, mapFigures } from './city-map.tables.js';

/** One district's figures of one year as the editor sends them, after validation. */
export type ValidMapFigureInput = z.output<typeof MapFigureInputSchema>;
type MapFigureListQuery = z.output<typeof MapFigureListQuerySchema>;

const notFound = () => new AppError(Code.NOT_FOUND, 'error.mapFigureNotFound');

/** A map figure row on the wire. */
export function toMapFigure(row: MapFigureRow): MapFigure {
  return {
    id: row.id,
    district: row.district,
    year: row.year,
    patentApplications: row.patentApplications,
    patentGrants: row.patentGrants,
    inventionGrants: row.inventionGrants,
    validInventionPatents: row.validInventionPatents,
    pctApplications: row.pctApplications,
    trademarkRegistrations: row.trademarkRegistrations,
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Districts in the city profile's order (rows of districts no longer configured come last). */
function districtOrder(config: Pick<Config, 'cityProfile'>): SQL {
  const cases = config.cityProfile.districts.map((d, i) => sql`when ${d.code} then ${i}`);
  return sql`case ${mapFigures.district} ${sql.join(cases, sql` `)} else ${cases.length} end`;
}

/** Back-office list: newest year first, districts in profile order; optionally one district or year. */
export async function listMapFigures(
  db: Db,
  config: Pick<Config, 'cityProfile'>,
  query: MapFigureListQuery,
): Promise<Page<MapFigure>> {
  const where = and(
    query.district ? eq(mapFigures.district, query.district) : undefined,
    query.year ? eq(mapFigures.year, query.year) : undefined,
  );
  const rows = await db
    .select()
    .from(mapFigures)
    .where(where)
    .orderBy(desc(mapFigures.year), districtOrder(config), asc(mapFigures.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(mapFigures).where(where);
  return { items: rows.map(toMapFigure), total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** One row of figures, or 404. */
export async function getMapFigure(db: Db, id: string): Promise<MapFigure> {
  const [row] = await db.select().from(mapFigures).where(eq(mapFigures.id, id));
  if (!row) throw notFound();
  return toMapFigure(row);
}

/** 409: the district already has figures for that year (one row per district and year). */
function duplicate(config: Pick<Config, 'cityProfile'>, input: ValidMapFigureInput) {
  const name = findDistrict(config, input.district)?.name ?? input.district;
  return new AppError(Code.CONFLICT, 'error.mapFigureDuplicate', { district: name, year: input.year });
}

/** Adds a district's figures for a year; 409 when that district already has that year. */
export async function createMapFigure(
  db: Db,
  config: Pick<Config, 'cityProfile'>,
  locale: Locale,
  input: ValidMapFigureInput,
): Promise<MapFigure> {
  requireDistrict(config, locale, input.district);
  // The unique index decides, so two editors adding the same year at once cannot both succeed.
  const [row] = await db.insert(mapFigures).values(input).onConflictDoNothing().returning();
  if (!row) throw duplicate(config, input);
  return toMapFigure(row);
}

/** Replaces a row of figures; 409 when it would collide with another row of the same district and year. */
export async function updateMapFigure(
  db: Db,
  config: Pick<Config, 'cityProfile'>,
  locale: Locale,
  id: string,
  input: ValidMapFigureInput,
): Promise<MapFigure> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: mapFigures.id }).from(mapFigures).where(eq(mapFigures.id, id));
    if (!existing) throw notFound();
    requireDistrict(config, locale, input.district);
    const [other] = await tx
      .select({ id: mapFigures.id })
      .from(mapFigures)
      .where(and(eq(mapFigures.district, input.district), eq(mapFigures.year, input.year), ne(mapFigures.id, id)));
    if (other) throw duplicate(config, input);
    const [row] = await tx
      .update(mapFigures)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(mapFigures.id, id))
      .returning();
    if (!row) throw notFound();
    return toMapFigure(row);
  });
}

/** Deletes a row of figures. */
export async function deleteMapFigure(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(mapFigures).where(eq(mapFigures.id, id)).returning({ id: mapFigures.id });
  if (!deleted.length) throw notFound();
}

/** What the map shows for a year (default: the latest with figures): every district's figures and outlet count. */
export async function yearFigures(db: Db, requested: number | undefined): Promise<MapYearFigures> {
  const yearRows = await db.selectDistinct({ year: mapFigures.year }).from(mapFigures).orderBy(desc(mapFigures.year));
  const years = yearRows.map((row) => row.year);
  const year = requested ?? years[0] ?? null;
  const [rows, stationCounts] = await Promise.all([
    year === null ? Promise.resolve([]) : db.select().from(mapFigures).where(eq(mapFigures.year, year)),
    countPublicStationsByDistrict(db),
  ]);
  return { year, years, figures: rows.map(toMapFigure), stationCounts };
}

/** A district's detail: its every year of figures (newest first) and its enabled outlets; 404 for an unknown district. */
export async function districtDetail(
  db: Db,
  config: Pick<Config, 'cityProfile'>,
  code: string,
): Promise<DistrictDetail> {
  const district = findDistrict(config, code);
  if (!district) throw new AppError(Code.NOT_FOUND, 'error.districtNotFound');
  const [rows, stations] = await Promise.all([
    db.select().from(mapFigures).where(eq(mapFigures.district, code)).orderBy(desc(mapFigures.year)),
    listPublicStations(db, { district: code }),
  ]);
  return { district, figures: rows.map(toMapFigure), stations };
}
