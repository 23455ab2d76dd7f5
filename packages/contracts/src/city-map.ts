import { z } from 'zod';
import { DistrictSchema } from './city.js';
import { PageQuerySchema } from './envelope.js';
import { DistrictCodeSchema, StationSummarySchema } from './stations.js';

/**
 * The district map (ARCHITECTURE.md "Demo city and maps"): district boundaries as GeoJSON, either
 * generated for the fictional demo city or the deployer's approved map with its review number
 * (审图号), and per-district IP figures by year (back office `/system/mapStatistics`).
 */

/** `[longitude, latitude]` in degrees (WGS 84), as GeoJSON writes positions. */
export const PositionSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
export type Position = z.infer<typeof PositionSchema>;

/** A polygon: the outer ring, then any holes; each ring closed (first position = last). */
export const PolygonCoordinatesSchema = z.array(z.array(PositionSchema).min(4)).min(1);

export const DistrictGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: PolygonCoordinatesSchema }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(PolygonCoordinatesSchema).min(1) }),
]);
export type DistrictGeometry = z.infer<typeof DistrictGeometrySchema>;

/** One district's boundary; the server names every feature by the district's code. */
export const DistrictFeatureSchema = z.object({
  type: z.literal('Feature'),
  properties: z.object({ code: z.string(), name: z.string(), nameEn: z.string() }),
  geometry: DistrictGeometrySchema,
});
export type DistrictFeature = z.infer<typeof DistrictFeatureSchema>;

export const DistrictFeatureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(DistrictFeatureSchema),
});
export type DistrictFeatureCollection = z.infer<typeof DistrictFeatureCollectionSchema>;

/**
 * `GET /api/city-map`: the boundaries every map draws. `generated` is the schematic map of the
 * demo city (no review number: it shows no real territory); `configured` is the deployer's file,
 * always with its review number, which must appear under every map.
 */
export const CityMapSchema = z.object({
  source: z.enum(['generated', 'configured']),
  reviewNumber: z.string().nullable(),
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
  note: z.string().trim().max(500, { error: 'validation.tooLong' }).default(''),
});
export type MapFigureInput = z.input<typeof MapFigureInputSchema>;

export const MapFigureSchema = z.object({
  id: z.string(),
  district: z.string(),
  year: z.number().int(),
  patentApplications: z.number().int(),
  patentGrants: z.number().int(),
  inventionGrants: z.number().int(),
  validInventionPatents: z.number().int(),
  pctApplications: z.number().int(),
  trademarkRegistrations: z.number().int(),
  note: z.string(),
  updatedAt: z.string(),
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
  years: z.array(z.number().int()),
  /** The figures of that year; a district without a row is missing here. */
  figures: z.array(MapFigureSchema),
  /** Enabled outlets per district code, for the tooltips. */
  stationCounts: z.record(z.string(), z.number().int()),
});
export type MapYearFigures = z.infer<typeof MapYearFiguresSchema>;

/** `GET /api/city-map/districts/:code`: what the district detail shows. */
export const DistrictDetailSchema = z.object({
  district: DistrictSchema,
  /** Every year's figures, newest first. */
  figures: z.array(MapFigureSchema),
  /** The district's enabled outlets. */
  stations: z.array(StationSummarySchema),
});
export type DistrictDetail = z.infer<typeof DistrictDetailSchema>;
