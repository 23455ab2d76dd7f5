import { z } from 'zod';
import { CITY_CODE_MAX } from './city.js';
import { MESSAGE_MAX_LENGTH, PageQuerySchema, pageOf } from './envelope.js';
import {
  DEFAULT_STAT_INDICATOR,
  STAT_CITY_SCOPE,
  STAT_COMPOSITIONS,
  STAT_INDICATOR_SPECS,
  STAT_INDICATORS,
  STAT_MAX_VALUE,
  STAT_MAX_YEAR,
  STAT_MIN_YEAR,
  STAT_YEARS_MAX,
  type StatCompositionKey,
  statPeriodHasEnded,
  statPrecisionIssue,
} from './stat-indicators.js';
import { LIST_LIMITS, TEXT_LIMITS } from './text-limits.js';

/** Payload schemas of the city IP statistics; the indicator catalogue is in stat-indicators.ts. */
export const StatIndicatorSchema = z.enum(STAT_INDICATORS, { error: 'validation.statIndicator' });

const YearSchema = z.coerce
  .number({ error: 'validation.statYear' })
  .int({ error: 'validation.statYear' })
  .min(STAT_MIN_YEAR, { error: 'validation.statYear' })
  .max(STAT_MAX_YEAR, { error: 'validation.statYear' });
const MonthSchema = z.coerce
  .number({ error: 'validation.statMonth' })
  .int({ error: 'validation.statMonth' })
  .min(1, { error: 'validation.statMonth' })
  .max(12, { error: 'validation.statMonth' });

const ValueSchema = z
  .number({ error: 'validation.statValue' })
  .min(0, { error: 'validation.statNegative' })
  .max(STAT_MAX_VALUE, { error: 'validation.statTooLarge' });
/** The longest note of a figure (where it comes from, what it excludes). */
export const STAT_NOTE_MAX = 200;
const NoteSchema = z.string().trim().max(STAT_NOTE_MAX, { error: 'validation.tooLong' }).default('');
/** A district code as a figure or a filter names it (or {@link STAT_CITY_SCOPE}). */
const DistrictTextSchema = z.string().trim().max(CITY_CODE_MAX, { error: 'validation.tooLong' });

/** A district code the server stored (checked against the city profile when written). */
const storedDistrict = z.string().max(CITY_CODE_MAX);
const recordId = z.string().max(TEXT_LIMITS.id);
const timestamp = z.string().max(TEXT_LIMITS.dateTime);
/** Who changed a figure: the email of their account. */
const actorEmail = z.string().max(TEXT_LIMITS.email);
/** One value per year of a series, or the years themselves. */
const yearly = <T extends z.ZodType>(item: T) => z.array(item).max(STAT_YEARS_MAX);
/** One entry per district with figures. */
const perDistrict = <T extends z.ZodType>(item: T) => z.array(item).max(LIST_LIMITS.cityWide);

/**
 * One figure as the entry form and the import send it. `district` null is the whole city (only
 * for non-additive indicators); `month` null is the whole year. The server also checks the
 * district against the city profile and the period against existing figures.
 */
export const StatFigureInputSchema = z
  .object({
    indicator: StatIndicatorSchema,
    district: DistrictTextSchema.min(1, { error: 'validation.statDistrict' }).nullable().default(null),
    year: YearSchema,
    month: MonthSchema.nullable().default(null),
    value: ValueSchema,
    note: NoteSchema,
  })
  .superRefine((input, ctx) => {
    const rules = STAT_INDICATOR_SPECS[input.indicator];
    if (rules.additive && input.district === null) {
      ctx.addIssue({ code: 'custom', path: ['district'], message: 'validation.statDistrictRequired' });
    }
    const precision = statPrecisionIssue(input.indicator, input.value);
    if (precision) ctx.addIssue({ code: 'custom', path: ['value'], message: precision });
    if (!statPeriodHasEnded(input)) {
      ctx.addIssue({
        code: 'custom',
        path: [input.month === null ? 'year' : 'month'],
        message: 'validation.statPeriodNotEnded',
      });
    }
  });
export type StatFigureInput = z.input<typeof StatFigureInputSchema>;

/**
 * An edit of a stored figure: its value and note. Indicator, district and period are what the
 * figure is; a figure filed under the wrong period is deleted and entered again, so its history
 * stays the history of one figure.
 */
export const StatFigureUpdateSchema = z.object({ value: ValueSchema, note: NoteSchema });
export type StatFigureUpdate = z.input<typeof StatFigureUpdateSchema>;

export const StatFigureSchema = z.object({
  id: recordId,
  indicator: StatIndicatorSchema,
  district: storedDistrict.nullable(),
  year: z.number().int(),
  month: z.number().int().nullable(),
  value: z.number(),
  note: z.string().max(STAT_NOTE_MAX),
  updatedAt: timestamp,
  /** Email of who last changed it; null for seeded figures. */
  updatedBy: actorEmail.nullable(),
});
export type StatFigure = z.infer<typeof StatFigureSchema>;

export const STAT_PERIOD_TYPES = ['year', 'month'] as const;

/** Filters of the back-office list and its export. */
export const StatFigureFilterSchema = z.object({
  indicator: StatIndicatorSchema.optional(),
  /** A district code, or {@link STAT_CITY_SCOPE} for the city-wide rows. */
  district: DistrictTextSchema.optional(),
  year: YearSchema.optional(),
  periodType: z.enum(STAT_PERIOD_TYPES).optional(),
  month: MonthSchema.optional(),
});
export type StatFigureFilter = z.infer<typeof StatFigureFilterSchema>;
export const StatFigureListQuerySchema = PageQuerySchema.extend(StatFigureFilterSchema.shape);
export type StatFigureListQuery = z.infer<typeof StatFigureListQuerySchema>;
export const StatFigurePageSchema = pageOf(StatFigureSchema);

export const STAT_HISTORY_ACTIONS = ['create', 'update', 'delete'] as const;
export type StatHistoryAction = (typeof STAT_HISTORY_ACTIONS)[number];

/** One change to a figure: kept after the figure is deleted, with the figure's key copied in. */
export const StatHistoryEntrySchema = z.object({
  id: recordId,
  figureId: recordId,
  indicator: StatIndicatorSchema,
  district: storedDistrict.nullable(),
  year: z.number().int(),
  month: z.number().int().nullable(),
  action: z.enum(STAT_HISTORY_ACTIONS),
  /** `import` for rows of a bulk import, `form` for the entry form. */
  source: z.enum(['form', 'import']),
  oldValue: z.number().nullable(),
  newValue: z.number().nullable(),
  oldNote: z.string().max(STAT_NOTE_MAX).nullable(),
  newNote: z.string().max(STAT_NOTE_MAX).nullable(),
  email: actorEmail.nullable(),
  at: timestamp,
});
export type StatHistoryEntry = z.infer<typeof StatHistoryEntrySchema>;
export const StatHistoryQuerySchema = PageQuerySchema.extend({
  figureId: z.uuid({ error: 'validation.id' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }).optional(),
  indicator: StatIndicatorSchema.optional(),
});
export const StatHistoryPageSchema = pageOf(StatHistoryEntrySchema);

/** The most problems a refused import lists (its message counts all of them). */
export const STAT_IMPORT_ROW_ERRORS_MAX = 500;

/**
 * One problem of an import file: its sheet row (header = 1), the column's header, what is wrong
 * (a translated sentence; a cell it quotes is cut to fit).
 */
export const StatImportRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().max(TEXT_LIMITS.title).nullable(),
  message: z.string().max(MESSAGE_MAX_LENGTH),
});
export type StatImportRowError = z.infer<typeof StatImportRowErrorSchema>;
/** `data` of a refused import (code 400): the problems found, the first ones in row order; nothing was written. */
export const StatImportRefusalSchema = z.object({
  rowErrors: z.array(StatImportRowErrorSchema).max(STAT_IMPORT_ROW_ERRORS_MAX),
});
export type StatImportRefusal = z.infer<typeof StatImportRefusalSchema>;
export const StatImportResultSchema = z.object({ imported: z.number().int() });
export type StatImportResult = z.infer<typeof StatImportResultSchema>;

/** A figure over a year: the city's or a district's, with the same period of the year before. */
export const StatValueSchema = z.object({
  value: z.number(),
  /** The last month the figure covers: 12 for a whole year, less for a year still under way. */
  throughMonth: z.number().int().min(1).max(12),
  /** The same months of the year before; null when that year has no comparable figure. */
  previous: z.number().nullable(),
  /** Year-on-year change as a fraction (0.052 = +5.2%); null without a comparable non-zero base. */
  change: z.number().nullable(),
});
export type StatValue = z.infer<typeof StatValueSchema>;

export const StatHeadlineSchema = z.object({ indicator: StatIndicatorSchema, figure: StatValueSchema.nullable() });
export type StatHeadline = z.infer<typeof StatHeadlineSchema>;

export const StatTrendPointSchema = StatValueSchema.extend({ year: z.number().int() });
export type StatTrendPoint = z.infer<typeof StatTrendPointSchema>;

export const StatDistrictValueSchema = StatValueSchema.extend({
  district: storedDistrict,
  rank: z.number().int(),
  /** The district's part of the city total (additive indicators only). */
  share: z.number().nullable(),
});
export type StatDistrictValue = z.infer<typeof StatDistrictValueSchema>;

export const StatCompositionSchema = z.object({
  key: z.enum(Object.keys(STAT_COMPOSITIONS) as [StatCompositionKey, ...StatCompositionKey[]]),
  parts: z
    .array(z.object({ indicator: StatIndicatorSchema, value: z.number().nullable() }))
    .max(STAT_INDICATORS.length),
});
export type StatComposition = z.infer<typeof StatCompositionSchema>;

export const StatOverviewQuerySchema = z.object({
  year: YearSchema.optional(),
  indicator: StatIndicatorSchema.default(DEFAULT_STAT_INDICATOR),
});
export type StatOverviewQuery = z.infer<typeof StatOverviewQuerySchema>;

/** `/patentStatistics` in one call: headline figures, the indicator's trend and ranking, compositions. */
export const StatOverviewSchema = z.object({
  /** Years that have figures, newest first. */
  years: yearly(z.number().int()),
  /** The year shown: the one asked for, else the newest; null while there are no figures at all. */
  year: z.number().int().nullable(),
  indicator: StatIndicatorSchema,
  /** One per indicator. */
  headlines: z.array(StatHeadlineSchema).max(STAT_INDICATORS.length),
  /** The city's figure of the indicator per year, oldest first. */
  trend: yearly(StatTrendPointSchema),
  /** The districts by the indicator's figure in the year, largest first. */
  ranking: perDistrict(StatDistrictValueSchema),
  compositions: z.array(StatCompositionSchema).max(Object.keys(STAT_COMPOSITIONS).length),
});
export type StatOverview = z.infer<typeof StatOverviewSchema>;

export const StatMonthPointSchema = z.object({
  month: z.number().int().min(1).max(12),
  value: z.number(),
  previous: z.number().nullable(),
});
export type StatMonthPoint = z.infer<typeof StatMonthPointSchema>;

/** `/patentStatistics/detail`: one indicator in depth. */
export const StatIndicatorDetailSchema = z.object({
  indicator: StatIndicatorSchema,
  years: yearly(z.number().int()),
  year: z.number().int().nullable(),
  /** The city's figure in the year. */
  figure: StatValueSchema.nullable(),
  trend: yearly(StatTrendPointSchema),
  /** The city's monthly figures in the year with the same month a year before; empty for yearly-only data. */
  monthly: z.array(StatMonthPointSchema).max(12),
  ranking: perDistrict(StatDistrictValueSchema),
  /** Every district's (and the city's, `district` null) figure per year, years oldest first. */
  table: z.object({
    years: yearly(z.number().int()),
    /** The city's row and one per district with figures. */
    rows: z
      .array(z.object({ district: storedDistrict.nullable(), values: yearly(z.number().nullable()) }))
      .max(LIST_LIMITS.cityWide + 1),
  }),
});
export type StatIndicatorDetail = z.infer<typeof StatIndicatorDetailSchema>;

/** A headline figure at its own latest period, for the portal home. */
export const StatLatestFigureSchema = StatValueSchema.extend({
  indicator: StatIndicatorSchema,
  year: z.number().int(),
});
export type StatLatestFigure = z.infer<typeof StatLatestFigureSchema>;
