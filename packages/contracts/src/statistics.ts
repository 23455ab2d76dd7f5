import { z } from 'zod';
import type { Locale } from './constants.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import type { MessageKey } from './messages.js';

/**
 * City IP statistics (`/patentStatistics`, back office `/content/dataStatistics`): yearly and
 * monthly figures per indicator and district. The indicator catalogue is fixed here so the
 * server, the back office, the import template and the front pages agree on names, units and
 * how figures combine.
 */

export const STAT_UNITS = ['piece', 'perTenThousand', 'hundredMillionYuan'] as const;
export type StatUnit = (typeof STAT_UNITS)[number];

/** How a unit is written after a figure. */
export const STAT_UNIT_LABELS: Record<StatUnit, Record<Locale, string>> = {
  piece: { 'zh-CN': '件', 'en-US': 'items' },
  perTenThousand: { 'zh-CN': '件/万人', 'en-US': 'per 10,000 people' },
  hundredMillionYuan: { 'zh-CN': '亿元', 'en-US': '100 million yuan' },
};

export const STAT_INDICATORS = [
  'inventionApplications',
  'inventionGrants',
  'utilityApplications',
  'utilityGrants',
  'designApplications',
  'designGrants',
  'validInventionPatents',
  'highValuePer10k',
  'pctApplications',
  'trademarkApplications',
  'trademarkRegistrations',
  'validTrademarks',
  'geographicalIndications',
  'pledgeFinancing',
] as const;
export const StatIndicatorSchema = z.enum(STAT_INDICATORS, { error: 'validation.statIndicator' });
export type StatIndicator = z.infer<typeof StatIndicatorSchema>;

export type StatGroup = 'patent' | 'trademark' | 'finance';

export interface StatIndicatorSpec {
  name: Record<Locale, string>;
  unit: StatUnit;
  /**
   * `flow`: counted over the period, so the months of a year add up to the year (applications,
   * grants, amounts). `stock`: a level at the end of the period, so a year's figure is its last
   * month's (patents in force, ratios, cumulative counts).
   */
  measure: 'flow' | 'stock';
  /**
   * Whether the districts' figures add up to the city's. Additive figures are entered per
   * district and the city's is always their sum; a ratio (per 10,000 people) is not additive, so
   * the city's own figure is entered as a city-wide row and never derived from the districts'.
   */
  additive: boolean;
  /** Decimal places a figure may have: whole counts, or amounts and ratios to 0.01. */
  decimals: 0 | 2;
  group: StatGroup;
}

const spec = (
  zh: string,
  en: string,
  unit: StatUnit,
  measure: 'flow' | 'stock',
  group: StatGroup,
  options: { additive?: boolean; decimals?: 0 | 2 } = {},
): StatIndicatorSpec => ({
  name: { 'zh-CN': zh, 'en-US': en },
  unit,
  measure,
  additive: options.additive ?? true,
  decimals: options.decimals ?? 0,
  group,
});

/** Every indicator: name, unit, how it adds up. */
export const STAT_INDICATOR_SPECS: Record<StatIndicator, StatIndicatorSpec> = {
  inventionApplications: spec('发明专利申请量', 'Invention patent applications', 'piece', 'flow', 'patent'),
  inventionGrants: spec('发明专利授权量', 'Invention patents granted', 'piece', 'flow', 'patent'),
  utilityApplications: spec('实用新型专利申请量', 'Utility model applications', 'piece', 'flow', 'patent'),
  utilityGrants: spec('实用新型专利授权量', 'Utility models granted', 'piece', 'flow', 'patent'),
  designApplications: spec('外观设计专利申请量', 'Design patent applications', 'piece', 'flow', 'patent'),
  designGrants: spec('外观设计专利授权量', 'Design patents granted', 'piece', 'flow', 'patent'),
  validInventionPatents: spec('有效发明专利拥有量', 'Invention patents in force', 'piece', 'stock', 'patent'),
  highValuePer10k: spec(
    '每万人口高价值发明专利拥有量',
    'High-value invention patents per 10,000 people',
    'perTenThousand',
    'stock',
    'patent',
    { additive: false, decimals: 2 },
  ),
  pctApplications: spec('PCT国际专利申请量', 'PCT international applications', 'piece', 'flow', 'patent'),
  trademarkApplications: spec('商标申请量', 'Trademark applications', 'piece', 'flow', 'trademark'),
  trademarkRegistrations: spec('商标注册量', 'Trademark registrations', 'piece', 'flow', 'trademark'),
  validTrademarks: spec('有效注册商标量', 'Registered trademarks in force', 'piece', 'stock', 'trademark'),
  geographicalIndications: spec(
    '地理标志（累计）',
    'Geographical indications (cumulative)',
    'piece',
    'stock',
    'trademark',
  ),
  pledgeFinancing: spec('知识产权质押融资金额', 'IP pledge financing', 'hundredMillionYuan', 'flow', 'finance', {
    decimals: 2,
  }),
};

/** The parts of the composition charts: the year's applications and grants by patent type. */
export const STAT_COMPOSITIONS = {
  patentApplications: ['inventionApplications', 'utilityApplications', 'designApplications'],
  patentGrants: ['inventionGrants', 'utilityGrants', 'designGrants'],
} as const satisfies Record<string, readonly StatIndicator[]>;
export type StatCompositionKey = keyof typeof STAT_COMPOSITIONS;

/** The figures the portal home shows, each at its latest period. */
export const HOME_STAT_INDICATORS = [
  'inventionGrants',
  'validInventionPatents',
  'highValuePer10k',
  'trademarkRegistrations',
] as const satisfies readonly StatIndicator[];

/** The indicator the front page opens with. */
export const DEFAULT_STAT_INDICATOR: StatIndicator = 'inventionApplications';

/** Earliest year a figure may cover (the Patent Law took effect in 1985). */
export const STAT_MIN_YEAR = 1985;
/** Largest figure accepted: far above any city's count or amount, below numeric(16,2)'s range. */
export const STAT_MAX_VALUE = 1e12;
/** Periods are judged by the calendar of the city, which is in China. */
export const STAT_TIME_ZONE = 'Asia/Shanghai';

/** The year and month it is now in the city. */
export function currentStatMonth(now: Date = new Date()): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: STAT_TIME_ZONE, year: 'numeric', month: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => Object.assign(all, { [part.type]: part.value }), {});
  return { year: Number(parts.year), month: Number(parts.month) };
}

/**
 * Whether a period has ended, so figures for it can exist: a year before this one, or a month
 * before this month. Future and current periods are refused.
 */
export function statPeriodHasEnded(period: { year: number; month: number | null }, now: Date = new Date()): boolean {
  const current = currentStatMonth(now);
  if (period.month === null) return period.year < current.year;
  return period.year < current.year || (period.year === current.year && period.month < current.month);
}

/** Whether `value` has no more decimal places than `decimals`. */
export function hasStatPrecision(value: number, decimals: 0 | 2): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Why `value` has too many decimal places for `indicator` (a message key), or null. */
export function statPrecisionIssue(indicator: StatIndicator, value: number): MessageKey | null {
  const { decimals } = STAT_INDICATOR_SPECS[indicator];
  if (hasStatPrecision(value, decimals)) return null;
  return decimals === 0 ? 'validation.statWholeNumber' : 'validation.statDecimals';
}

/** Query value of the list's district filter that selects the city-wide rows (no district code starts with `_`). */
export const STAT_CITY_SCOPE = '_city';

const YearSchema = z.coerce
  .number({ error: 'validation.statYear' })
  .int({ error: 'validation.statYear' })
  .min(STAT_MIN_YEAR, { error: 'validation.statYear' })
  .max(9999, { error: 'validation.statYear' });
const MonthSchema = z.coerce
  .number({ error: 'validation.statMonth' })
  .int({ error: 'validation.statMonth' })
  .min(1, { error: 'validation.statMonth' })
  .max(12, { error: 'validation.statMonth' });

const ValueSchema = z
  .number({ error: 'validation.statValue' })
  .min(0, { error: 'validation.statNegative' })
  .max(STAT_MAX_VALUE, { error: 'validation.statTooLarge' });
const NoteSchema = z.string().trim().max(200, { error: 'validation.tooLong' }).default('');

/**
 * One figure as the entry form and the import send it. `district` null is the whole city (only
 * for non-additive indicators); `month` null is the whole year. The server also checks the
 * district against the city profile and the period against existing figures.
 */
export const StatFigureInputSchema = z
  .object({
    indicator: StatIndicatorSchema,
    district: z.string().trim().min(1, { error: 'validation.statDistrict' }).max(32).nullable().default(null),
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
  id: z.string(),
  indicator: StatIndicatorSchema,
  district: z.string().nullable(),
  year: z.number().int(),
  month: z.number().int().nullable(),
  value: z.number(),
  note: z.string(),
  updatedAt: z.string(),
  /** Email of who last changed it; null for seeded figures. */
  updatedBy: z.string().nullable(),
});
export type StatFigure = z.infer<typeof StatFigureSchema>;

export const STAT_PERIOD_TYPES = ['year', 'month'] as const;

/** Filters of the back-office list and its export. */
export const StatFigureFilterSchema = z.object({
  indicator: StatIndicatorSchema.optional(),
  /** A district code, or {@link STAT_CITY_SCOPE} for the city-wide rows. */
  district: z.string().trim().max(32).optional(),
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
  id: z.string(),
  figureId: z.string(),
  indicator: StatIndicatorSchema,
  district: z.string().nullable(),
  year: z.number().int(),
  month: z.number().int().nullable(),
  action: z.enum(STAT_HISTORY_ACTIONS),
  /** `import` for rows of a bulk import, `form` for the entry form. */
  source: z.enum(['form', 'import']),
  oldValue: z.number().nullable(),
  newValue: z.number().nullable(),
  oldNote: z.string().nullable(),
  newNote: z.string().nullable(),
  email: z.string().nullable(),
  at: z.string(),
});
export type StatHistoryEntry = z.infer<typeof StatHistoryEntrySchema>;
export const StatHistoryQuerySchema = PageQuerySchema.extend({
  figureId: z.uuid({ error: 'validation.id' }).optional(),
  indicator: StatIndicatorSchema.optional(),
});
export const StatHistoryPageSchema = pageOf(StatHistoryEntrySchema);

/** One problem of an import file: its sheet row (header = 1), the column, what is wrong. */
export const StatImportRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type StatImportRowError = z.infer<typeof StatImportRowErrorSchema>;
/** `data` of a refused import (code 400): every problem found; nothing was written. */
export const StatImportRefusalSchema = z.object({ rowErrors: z.array(StatImportRowErrorSchema) });
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
  district: z.string(),
  rank: z.number().int(),
  /** The district's part of the city total (additive indicators only). */
  share: z.number().nullable(),
});
export type StatDistrictValue = z.infer<typeof StatDistrictValueSchema>;

export const StatCompositionSchema = z.object({
  key: z.enum(Object.keys(STAT_COMPOSITIONS) as [StatCompositionKey, ...StatCompositionKey[]]),
  parts: z.array(z.object({ indicator: StatIndicatorSchema, value: z.number().nullable() })),
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
  years: z.array(z.number().int()),
  /** The year shown: the one asked for, else the newest; null while there are no figures at all. */
  year: z.number().int().nullable(),
  indicator: StatIndicatorSchema,
  headlines: z.array(StatHeadlineSchema),
  /** The city's figure of the indicator per year, oldest first. */
  trend: z.array(StatTrendPointSchema),
  /** The districts by the indicator's figure in the year, largest first. */
  ranking: z.array(StatDistrictValueSchema),
  compositions: z.array(StatCompositionSchema),
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
  years: z.array(z.number().int()),
  year: z.number().int().nullable(),
  /** The city's figure in the year. */
  figure: StatValueSchema.nullable(),
  trend: z.array(StatTrendPointSchema),
  /** The city's monthly figures in the year with the same month a year before; empty for yearly-only data. */
  monthly: z.array(StatMonthPointSchema),
  ranking: z.array(StatDistrictValueSchema),
  /** Every district's (and the city's, `district` null) figure per year, years oldest first. */
  table: z.object({
    years: z.array(z.number().int()),
    rows: z.array(z.object({ district: z.string().nullable(), values: z.array(z.number().nullable()) })),
  }),
});
export type StatIndicatorDetail = z.infer<typeof StatIndicatorDetailSchema>;

/** A headline figure at its own latest period, for the portal home. */
export const StatLatestFigureSchema = StatValueSchema.extend({
  indicator: StatIndicatorSchema,
  year: z.number().int(),
});
export type StatLatestFigure = z.infer<typeof StatLatestFigureSchema>;
