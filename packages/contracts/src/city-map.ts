import { z } from 'zod';
import { CITY_CODE_MAX, DistrictSchema } from './city.js';
import { PageQuerySchema } from './envelope.js';
import { DistrictCodeSchema, PUBLIC_STATIONS_MAX, StationSummarySchema } from './stations.js';
import { LIST_LIMITS, TEXT_LIMITS } from './text-limits.js';

/**
 * The district map (ARCHITECTURE.md "Demo city and maps"): district boundaries as GeoJSON, either
 * generated for the fictional demo city or the deployer's approved map with its review number
 * (审图号), and per-district IP figures by year (back office `/system/mapStatistics`).
 */

/** `[longitude, latitude]` in degrees (WGS 84), as GeoJSON writes positions. */
export const PositionSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
export type Position = z.infer<typeof PositionSchema>;

/**
 * The largest district map served: a configured file beyond these is refused at start with the
 * place that breaks them (simplify it first: every browser draws the whole map).
 */
export const MAP_LIMITS = {
  /** Positions of one ring: a boundary surveyed at 1:10,000 has tens of thousands. */
  ringPositions: 100_000,
  /** Rings of one polygon: the outline and its holes (enclaves of other districts). */
  rings: 1000,
  /** Polygons of one district: its mainland parts and islands (a coastal district may have hundreds). */
  polygons: 10_000,
} as const;
/** The longest map review number (审图号, `GS(2024)1234号`): what CITY_MAP_REVIEW_NUMBER accepts. */
export const MAP_REVIEW_NUMBER_MAX = 100;

/** A polygon: the outer ring, then any holes; each ring closed (first position = last). */
export const PolygonCoordinatesSchema = z
  .array(z.array(PositionSchema).min(4).max(MAP_LIMITS.ringPositions))
  .min(1)
  .max(MAP_LIMITS.rings);

export const DistrictGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: PolygonCoordinatesSchema }),
  z.object({
    type: z.literal('MultiPolygon'),
    coordinates: z.array(PolygonCoordinatesSchema).min(1).max(MAP_LIMITS.polygons),
  }),
]);
export type DistrictGeometry = z.infer<typeof DistrictGeometrySchema>;

/** One district's boundary; the server names every feature by the district's code. */
export const DistrictFeatureSchema = z.object({
  type: z.literal('Feature'),
  /** The district of the city profile the feature draws. */
  properties: DistrictSchema,
  geometry: DistrictGeometrySchema,
});
export type DistrictFeature = z.infer<typeof DistrictFeatureSchema>;

export const DistrictFeatureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  /** One feature per district of the city profile. */
  features: z.array(DistrictFeatureSchema).max(LIST_LIMITS.cityWide),
});
export type DistrictFeatureCollection = z.infer<typeof DistrictFeatureCollectionSchema>;

/**
 * `GET /api/city-map`: the boundaries every map draws. `generated` is the schematic map of the
 * demo city (no review number: it shows no real territory); `configured` is the deployer's file,
 * always with its review number, which must appear under every map.
 */
export const CityMapSchema = z.object({
  source: z.enum(['generated', 'configured']),
  reviewNumber: z.string().max(MAP_REVIEW_NUMBER_MAX).nullable(),
  geoJson: DistrictFeatureCollectionSchema,
});
export type CityMap = z.infer<typeof CityMapSchema>;

/** The figures kept per district and year; the UI's labels are `cityMap.indicator.<name>`. */
export const MAP_INDICATORS = [
  'patentApplications',
  'patentGrants',
  'inventionGrants',
  'validInventionPatents',
  'pctApplications',
  'trademarkRegistrations',
] as const;
export type MapIndicator = (typeof MAP_INDICATORS)[number];
export const MapIndicatorSchema = z.enum(MAP_INDICATORS);

const count = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.wholeNumber' })
  .min(0, { error: 'validation.wholeNumber' })
  .max(100_000_000, { error: 'validation.tooLarge' });

export const MIN_FIGURE_YEAR = 2000;
export const MAX_FIGURE_YEAR = 2100;
/** The most years with figures: every year from MIN_FIGURE_YEAR to MAX_FIGURE_YEAR. */
export const FIGURE_YEARS_MAX = MAX_FIGURE_YEAR - MIN_FIGURE_YEAR + 1;
/** The longest note of a row of figures. */
export const MAP_FIGURE_NOTE_MAX = 500;
const yearOf = (number: z.ZodNumber) =>
  number
    .int({ error: 'validation.year' })
    .min(MIN_FIGURE_YEAR, { error: 'validation.year' })
    .max(MAX_FIGURE_YEAR, { error: 'validation.year' });
const year = yearOf(z.number({ error: 'validation.year' }));
/** A year in a query string. */
const queryYear = yearOf(z.coerce.number({ error: 'validation.year' }));

/** One district's figures of one year, as the back-office form sends them. */
export const MapFigureInputSchema = z.object({
  district: DistrictCodeSchema,
  year,
  patentApplications: count,
  patentGrants: count,
  inventionGrants: count,
  validInventionPatents: count,
  pctApplications: count,
  trademarkRegistrations: count,
  /** Where the figures come from or what they exclude ("统计口径：…"). */
  note: z.string().trim().max(MAP_FIGURE_NOTE_MAX, { error: 'validation.tooLong' }).default(''),
});
export type MapFigureInput = z.input<typeof MapFigureInputSchema>;

export const MapFigureSchema = z.object({
  id: z.string().max(TEXT_LIMITS.id),
  district: z.string().max(CITY_CODE_MAX),
  year: z.number().int(),
  patentApplications: z.number().int(),
  patentGrants: z.number().int(),
  inventionGrants: z.number().int(),
  validInventionPatents: z.number().int(),
  pctApplications: z.number().int(),
  trademarkRegistrations: z.number().int(),
  note: z.string().max(MAP_FIGURE_NOTE_MAX),
  updatedAt: z.string().max(TEXT_LIMITS.dateTime),
});
export type MapFigure = z.infer<typeof MapFigureSchema>;

export const MapFigureListQuerySchema = PageQuerySchema.extend({
  district: DistrictCodeSchema.optional(),
  year: queryYear.optional(),
});
export type MapFigureListQuery = z.input<typeof MapFigureListQuerySchema>;

/** `GET /api/city-map/figures?year=`: one year's figures of every district (default: the latest year). */
export const MapFiguresQuerySchema = z.object({ year: queryYear.optional() });

export const MapYearFiguresSchema = z.object({
  /** The year shown; null when no figures exist yet. */
  year: z.number().int().nullable(),
  /** Every year with figures, newest first. */
  years: z.array(z.number().int()).max(FIGURE_YEARS_MAX),
  /** The figures of that year, one row per district; a district without a row is missing here. */
  figures: z.array(MapFigureSchema).max(LIST_LIMITS.cityWide),
  /** Enabled outlets per district code, for the tooltips. */
  stationCounts: z.record(z.string().max(CITY_CODE_MAX), z.number().int()),
});
export type MapYearFigures = z.infer<typeof MapYearFiguresSchema>;

/** `GET /api/city-map/districts/:code`: what the district detail shows. */
export const DistrictDetailSchema = z.object({
  district: DistrictSchema,
  /** Every year's figures, newest first (one row per year). */
  figures: z.array(MapFigureSchema).max(FIGURE_YEARS_MAX),
  /** The district's enabled outlets. */
  stations: z.array(StationSummarySchema).max(PUBLIC_STATIONS_MAX),
});
export type DistrictDetail = z.infer<typeof DistrictDetailSchema>;
