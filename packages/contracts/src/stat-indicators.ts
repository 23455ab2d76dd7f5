import type { Locale } from './constants.js';
import type { MessageKey } from './messages.js';

/**
 * City IP statistics (`/patentStatistics`, back office `/content/dataStatistics`): yearly and
 * monthly figures per indicator and district. The indicator catalogue is fixed here so the
 * server, the back office, the import template and the front pages agree on names, units and
 * how figures combine. The payload schemas are in statistics.ts; this catalogue stays free of zod
 * for the portal's pages.
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
export type StatIndicator = (typeof STAT_INDICATORS)[number];

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
/** Latest year the input takes (a period must also have ended, so it is this year at most). */
export const STAT_MAX_YEAR = 9999;
/** The most years a series can hold: every year from STAT_MIN_YEAR to STAT_MAX_YEAR. */
export const STAT_YEARS_MAX = STAT_MAX_YEAR - STAT_MIN_YEAR + 1;
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
